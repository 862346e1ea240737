import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverview, envelope } from '@velvet/contract';
import { ok } from '../../../lib/envelope.ts';
import { doc } from '../shared/routes.ts';
import { overview } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    { schema: { ...doc('Counts for the back-office home'), response: { 200: envelope(adminOverview) } } },
    async (request) => ok(request.lang, await overview(app.deps)),
  );
};

export default routes;
