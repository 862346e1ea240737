import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminPackage, packageInput, packageUpdate } from '@velvet/contract';
import { createRoute, decisionRoute, rowRoute, wholeListRoute } from '../shared/routes.ts';
import { createPackage, deletePackage, listPackages, setPackageActive, updatePackage } from './service.ts';

const saved = { key: 'package', row: adminPackage, message: 'admin.package_saved' } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  wholeListRoute(
    app,
    '/catalogue/packages',
    { summary: 'Every package, active or not', key: 'packages', row: adminPackage },
    listPackages,
  );
  createRoute(
    app,
    '/catalogue/packages',
    { summary: 'Create a package (EUR)', body: packageInput, ...saved, message: 'admin.package_created' },
    createPackage,
  );
  rowRoute(
    app,
    'PATCH',
    '/catalogue/packages/:id',
    {
      summary: 'Edit a package; paid periods keep their own price and length',
      body: packageUpdate,
      ...saved,
    },
    updatePackage,
  );
  for (const [verb, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    rowRoute(
      app,
      'POST',
      `/catalogue/packages/:id/${verb}`,
      {
        summary: `${active ? 'Offer' : 'Stop offering'} a package (the welcome package 15 stays active)`,
        ...saved,
      },
      (deps, actor, id) => setPackageActive(deps, actor, id, active),
    );
  }
  decisionRoute(
    app,
    '/catalogue/packages/:id',
    {
      summary: 'Delete a package nobody has bought (never 15)',
      message: 'admin.package_deleted',
      remove: true,
    },
    deletePackage,
  );
};

export default routes;
