import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, reportReceipt, reportRequest } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { createReport } from './service.ts';

/** Public "Report this advert": anonymous, rate limited, answers with a receipt. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/reports',
    {
      schema: {
        tags: ['safety'],
        summary: 'Report an advert (reason, details, optional email); anyone, rate limited',
        body: reportRequest,
        response: { 201: envelope(reportReceipt) },
      },
      // Enough for a visitor who reports several adverts, too few to flood the moderators' queue.
      config: { rateLimit: { max: 5, timeWindow: '15 minutes' } },
    },
    async (request, reply) => {
      const receipt = await createReport(app.deps, request.body);
      return reply.code(201).send(ok(request.lang, receipt, 'reports.received'));
    },
  );
};

export default routes;
