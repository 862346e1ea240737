import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelope, packagesData, pageParam } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { unauthenticated } from '../../lib/errors.ts';
import { listPackagesFor, listPublicPackages } from './service.ts';

/**
 * packages routes (mounted under /api): `GET admin/packages`, which despite its path serves advertisers
 * and visitors: the prices are public, what an account may still buy is answered only with its token.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/packages',
    {
      // The token, when sent, is resolved before the query is validated, as on every signed-in route.
      onRequest: app.optionalAccount,
      schema: {
        tags: ['packages'],
        // No `security`: the bearer token is optional here.
        summary: 'Packages on sale; with a bearer token, the ones that advertiser can buy',
        querystring: z.object({ page: pageParam.optional() }),
        response: { 200: envelope(packagesData) },
      },
    },
    async (request) => {
      const page = request.query.page ?? 1;
      const { db } = app.deps.database;
      // A token that no longer signs in is not taken for a visitor: the client must learn to sign in again.
      if (request.bearerToken && !request.account) throw unauthenticated();
      const data = request.account
        ? await listPackagesFor(db, request.account.id, request.lang, page, app.deps.payments.name)
        : await listPublicPackages(db, request.lang, page, app.deps.payments.name);
      return ok(request.lang, data);
    },
  );
};

export default routes;
