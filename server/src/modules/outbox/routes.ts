import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOutboxCounts,
  adminOutboxMessage,
  adminOutboxQuery,
  envelope,
  pagination,
} from '@velvet/contract';
import { adminDoc, declareCall, idParams } from '../../plugins/calls.ts';
import { listOutbox, retryOutbox } from './service.ts';

/**
 * The email outbox in the back-office, under /api/admin/mail: deliveries still pending or failed,
 * and a retry. Admin role only (401 without a token, 403 for an advertiser), checked before the
 * body is parsed; every retry is written to the audit log.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const admin = app.withTypeProvider<ZodTypeProvider>();
  admin.addHook('onRequest', admin.requireAdmin);
  admin.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  declareCall(admin, {
    method: 'GET',
    url: '',
    doc: adminDoc('Emails in the outbox: pending and failed deliveries by default'),
    querystring: adminOutboxQuery,
    response: envelope(
      z.object({ messages: z.array(adminOutboxMessage), counts: adminOutboxCounts, pagination }),
    ),
    run: ({ query }) => listOutbox(app.deps, query),
  });

  declareCall(admin, {
    method: 'POST',
    url: '/:id/retry',
    doc: adminDoc('Send a pending or failed email again now'),
    params: idParams,
    response: envelope(z.object({ message: adminOutboxMessage })),
    message: 'admin.mail_retry_queued',
    run: async ({ accountId, params }) => ({
      message: await retryOutbox(app.deps, { id: accountId }, params.id),
    }),
  });
};

export default routes;
