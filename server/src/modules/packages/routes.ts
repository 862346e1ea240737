import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, packagesData, pageParam } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { listPackagesFor } from './service.ts';

/**
 * packages routes (mounted under /api): `GET admin/packages`, which despite its path serves signed-in
 * advertisers.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/packages',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['packages'],
        summary: 'Packages the signed-in advertiser can buy',
        security: [{ bearer: [] }],
        querystring: z.object({ page: pageParam.optional() }),
        response: { 200: envelope(packagesData) },
      },
    },
    async (request) => {
      const data = await listPackagesFor(
        app.deps.database.db,
        request.account!.id,
        request.lang,
        request.query.page ?? 1,
        app.deps.payments.name,
      );
      return ok(request.lang, data);
    },
  );
};

export default routes;
