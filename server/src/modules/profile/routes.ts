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
import { accountDoc, declareCall, emptyAnswer } from '../../plugins/calls.ts';
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

/**
 * The signed-in advertiser's own account (`escort/get-user-id`, `escort/update-profile`,
 * `escort/update-featured`, the data export and account deletion). The token decides whose account it is —
 * never an id from the request.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  declareCall(app, {
    method: 'GET',
    url: '/escort/get-user-id/:userId',
    // Before body validation: without a token the answer is 401, whatever the body.
    onRequest: app.requireAccount,
    doc: accountDoc(),
    params: z.object({ userId: z.coerce.number().int().positive().max(2_147_483_647) }),
    response: userEnvelope,
    run: async ({ accountId, params, lang }) => ({
      user: await profileFor(app.deps, accountId, params.userId, lang),
    }),
  });

  app.post(
    '/escort/update-profile',
    {
      // Before body validation: without a token the answer is 401, whatever the body.
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
      schema: {
        ...accountDoc(),
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

  declareCall(app, {
    method: 'POST',
    url: '/escort/update-featured',
    // Before body validation: without a token the answer is 401, whatever the body.
    onRequest: app.requireAccount,
    doc: accountDoc(),
    body: updateFeaturedBody,
    response: envelope(updateFeaturedData),
    message: 'accounts.featured_updated',
    run: ({ accountId, body }) => updateFeatured(app.deps, accountId, body.days),
  });

  app.get(
    '/account/export',
    {
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: accountDoc(),
    },
    async (request, reply) => {
      const data = await exportAccount(app.deps, request.account!.id, request.lang);
      return reply
        .header('content-disposition', `attachment; filename="velvet-account-${request.account!.id}.json"`)
        .header('cache-control', 'no-store')
        .send(ok(request.lang, data));
    },
  );

  declareCall(app, {
    method: 'DELETE',
    url: '/account',
    // Before body validation: without a token the answer is 401, whatever the body.
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    doc: accountDoc(),
    body: deleteAccountBody,
    response: emptyAnswer,
    message: 'accounts.account_deleted',
    run: ({ accountId, body }) => deleteAccount(app.deps, accountId, body.current_password),
  });
};

export default routes;
