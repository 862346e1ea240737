import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminOutboxCounts,
  adminOutboxMessage,
  adminOutboxQuery,
  envelope,
  pagination,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { listOutbox, retryOutbox } from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

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

  admin.get(
    '',
    {
      schema: {
        ...doc('Emails in the outbox: pending and failed deliveries by default'),
        querystring: adminOutboxQuery,
        response: {
          200: envelope(
            z.object({ messages: z.array(adminOutboxMessage), counts: adminOutboxCounts, pagination }),
          ),
        },
      },
    },
    async (request) => ok(request.lang, await listOutbox(app.deps, request.query)),
  );

  admin.post(
    '/:id/retry',
    {
      schema: {
        ...doc('Send a pending or failed email again now'),
        params: idParams,
        response: { 200: envelope(z.object({ message: adminOutboxMessage })) },
      },
    },
    async (request) => {
      const message = await retryOutbox(app.deps, { id: request.account!.id }, request.params.id);
      return ok(request.lang, { message }, 'admin.mail_retry_queued');
    },
  );
};

export default routes;
