import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInterest, interestInput } from '@velvet/contract';
import { createRoute, decisionRoute, rowRoute, wholeListRoute } from '../shared/routes.ts';
import { createInterest, deleteInterest, listInterests, renameInterest } from './service.ts';

const one = { body: interestInput, key: 'interest', row: adminInterest } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  wholeListRoute(
    app,
    '/interests',
    {
      summary: 'Interests with how many adverts use each',
      key: 'interests',
      row: adminInterest,
    },
    listInterests,
  );
  createRoute(
    app,
    '/interests',
    {
      summary: 'Create an interest (English and Danish names)',
      ...one,
      message: 'admin.interest_created',
    },
    createInterest,
  );
  rowRoute(
    app,
    'PATCH',
    '/interests/:id',
    { summary: 'Rename an interest', ...one, message: 'admin.interest_saved' },
    renameInterest,
  );
  decisionRoute(
    app,
    '/interests/:id',
    { summary: 'Delete an interest no advert uses', message: 'admin.interest_deleted', remove: true },
    deleteInterest,
  );
};

export default routes;
