import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverview, envelope } from '@velvet/contract';
import { adminDoc, declareCall } from '../../../plugins/calls.ts';
import { overview } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  declareCall(app, {
    method: 'GET',
    url: '/overview',
    doc: adminDoc('Counts for the back-office home'),
    response: envelope(adminOverview),
    run: () => overview(app.deps),
  });
};

export default routes;
