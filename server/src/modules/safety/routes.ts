import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSafetyResponse,
  adminSafetyFlagResponse,
  adminSafetyQuery,
  adminSafetyResponse,
  hashListImportBody,
  hashListImportResponse,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const bearer = [{ bearer: [] }];
const admin = (summary: string) => ({ tags: ['admin'], summary, security: bearer });

/**
 * The quick exit without a script: the header's "Quick exit" link points here, and the answer sends the
 * browser on to the neutral site (QUICK_EXIT_URL), telling it nothing of where it came from.
 */
export const quickExitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/exit', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(app.deps.config.quickExitUrl, 303),
  );
};

/**
 * Safety screening under /api: the advertiser's one fact (a photo is being checked) and the operators'
 * safety queue and hash-list import (admin role, checked before the body is read).
 */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/account/safety',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['profile'],
        summary: 'Whether a photo of the advert is being checked',
        security: bearer,
        response: { 200: accountSafetyResponse },
      },
    },
    async (request) => ok(request.lang, await service.accountSafety(app.deps, request.account!.id)),
  );

  await app.register(
    async (scope) => {
      const ops = scope.withTypeProvider<ZodTypeProvider>();
      ops.addHook('onRequest', ops.requireAdmin);
      ops.get(
        '/',
        {
          schema: {
            ...admin('Open findings of the safety screening, oldest first'),
            querystring: adminSafetyQuery,
            response: { 200: adminSafetyResponse },
          },
        },
        async (request) => ok(request.lang, await service.safetyQueue(app.deps, request.query.page)),
      );
      ops.post(
        '/:id/clear',
        {
          schema: {
            ...admin(
              'Clear a finding: nothing wrong (the advert is released unless something else holds it)',
            ),
            params: idParams,
            response: { 200: adminSafetyFlagResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            { flag: await service.clearFlag(app.deps, { id: request.account!.id }, request.params.id) },
            'safety.flag_cleared',
          ),
      );
      ops.post(
        '/hash-lists',
        {
          // 100 000 hashes of 16 digits and their line ends.
          bodyLimit: 2 * 1024 * 1024,
          schema: {
            ...admin('Import a list of hashes of known abusive images (one 16-hex-digit pHash per line)'),
            body: hashListImportBody,
            response: { 200: hashListImportResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            await service.importHashList(app.deps, { id: request.account!.id }, request.body),
            'safety.hash_list_imported',
          ),
      );
    },
    { prefix: '/admin/safety' },
  );
};
