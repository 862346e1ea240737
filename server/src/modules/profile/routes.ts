import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  deleteAccountBody,
  envelope,
  ownProfile,
  updateFeaturedBody,
  updateFeaturedData,
} from '@velvet/contract';
import { browserSummary } from '../../lib/browser-summary.ts';
import { ok } from '../../lib/envelope.ts';
import { receiveUpload } from '../../plugins/uploads.ts';
import {
  deleteAccount,
  exportAccount,
  PROFILE_UPLOAD_LIMITS,
  profileFor,
  updateFeatured,
  updateProfile,
} from './service.ts';

const userEnvelope = envelope(z.object({ user: ownProfile }));
const bearer = [{ bearer: [] }];

/**
 * The signed-in advertiser's own account (`escort/get-user-id`, `escort/update-profile`,
 * `escort/update-featured`, the data export and account deletion). The token decides whose account it is —
 * never an id from the request.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/escort/get-user-id/:userId',
    {
      // Before body validation: without a token the answer is 401, whatever the body.
      onRequest: app.requireAccount,
      schema: {
        tags: ['profile'],
        security: bearer,
        params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }),
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const user = await profileFor(app.deps, request.account!.id, request.params.userId, request.lang);
      return ok(request.lang, { user });
    },
  );

  app.post(
    '/escort/update-profile',
    {
      // Before body validation: without a token the answer is 401, whatever the body.
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        tags: ['profile'],
        security: bearer,
        consumes: ['multipart/form-data'],
        response: { 200: userEnvelope },
      },
    },
    async (request) => {
      const upload = await receiveUpload(request, app.deps, PROFILE_UPLOAD_LIMITS);
      const user = await updateProfile(
        app.deps,
        request.lang,
        {
          id: request.account!.id,
          tokenId: request.account!.tokenId,
          token: request.bearerToken!,
          browser: browserSummary(request.headers['user-agent']),
        },
        upload,
      );
      return ok(request.lang, { user }, 'accounts.profile_updated');
    },
  );

  app.post(
    '/escort/update-featured',
    {
      // Before body validation: without a token the answer is 401, whatever the body.
      onRequest: app.requireAccount,
      schema: {
        tags: ['profile'],
        security: bearer,
        body: updateFeaturedBody,
        response: { 200: envelope(updateFeaturedData) },
      },
    },
    async (request) => {
      const data = await updateFeatured(app.deps, request.account!.id, request.body.days);
      return ok(request.lang, data, 'accounts.featured_updated');
    },
  );

  app.get(
    '/account/export',
    {
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: { tags: ['profile'], security: bearer },
    },
    async (request, reply) => {
      const data = await exportAccount(app.deps, request.account!.id, request.lang);
      return reply
        .header('content-disposition', `attachment; filename="velvet-account-${request.account!.id}.json"`)
        .header('cache-control', 'no-store')
        .send(ok(request.lang, data));
    },
  );

  app.delete(
    '/account',
    {
      // Before body validation: without a token the answer is 401, whatever the body.
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags: ['profile'],
        security: bearer,
        body: deleteAccountBody,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await deleteAccount(app.deps, request.account!.id, request.body.current_password);
      return ok(request.lang, {}, 'accounts.account_deleted');
    },
  );
};

export default routes;
