import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountReviewResponse,
  adminReviewItemResponse,
  adminReviewQuery,
  adminReviewResponse,
  adminVerificationResponse,
  adminVerificationsQuery,
  adminVerificationsResponse,
  publicConfigResponse,
  trustRejectBody,
  verificationResponse,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const bearer = [{ bearer: [] }];
const admin = (summary: string) => ({ tags: ['admin'], summary, security: bearer });
const account = (summary: string) => ({ tags: ['profile'], summary, security: bearer });

/**
 * Photo verification and review before publishing: the advertiser's calls under /api/account, the
 * operators' queues under /api/admin (admin role, checked before the body is read), and the one public
 * fact the pages need, the moderation mode, at /api/config.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'How this site runs: the moderation mode (post | pre)',
        response: { 200: publicConfigResponse },
      },
    },
    async (request) => ok(request.lang, { moderation: app.deps.config.moderation }),
  );

  // ── The advertiser ──
  app.get(
    '/account/verification',
    {
      onRequest: app.requireAccount,
      schema: { ...account('Photo verification state'), response: { 200: verificationResponse } },
    },
    async (request) => ok(request.lang, await service.verificationOf(app.deps, request.account!.id)),
  );
  app.post(
    '/account/verification/word',
    {
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        ...account('A fresh one-time word to hold up in a selfie'),
        response: { 200: verificationResponse },
      },
    },
    async (request) =>
      ok(request.lang, await service.issueWord(app.deps, request.account!.id), 'trust.word_issued'),
  );
  app.post(
    '/account/verification',
    {
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
      schema: {
        ...account('Send the selfie holding the word (multipart, field "photo"); never public'),
        consumes: ['multipart/form-data'],
        response: { 200: verificationResponse },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.submitSelfie(app.deps, request.account!.id, request),
        'trust.selfie_received',
      ),
  );
  app.get(
    '/account/review',
    {
      onRequest: app.requireAccount,
      schema: {
        ...account('Review state of the advert (MODERATION)'),
        response: { 200: accountReviewResponse },
      },
    },
    async (request) => ok(request.lang, await service.accountReview(app.deps, request.account!.id)),
  );

  // ── The operators ──
  await app.register(
    async (scope) => {
      const ops = scope.withTypeProvider<ZodTypeProvider>();
      ops.addHook('onRequest', ops.requireAdmin);
      const actor = (request: { account: { id: number } | null }) => ({ id: request.account!.id });

      ops.get(
        '/verifications',
        {
          schema: {
            ...admin('Photo verifications: waiting (oldest first), approved or rejected'),
            querystring: adminVerificationsQuery,
            response: { 200: adminVerificationsResponse },
          },
        },
        async (request) => ok(request.lang, await service.listVerifications(app.deps, request.query)),
      );
      ops.post(
        '/verifications/:id/approve',
        {
          schema: {
            ...admin("Mark the advert's photos as verified"),
            params: idParams,
            response: { 200: adminVerificationResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            {
              verification: await service.decideVerification(app.deps, actor(request), request.params.id, {
                approve: true,
              }),
            },
            'trust.verification_approved',
          ),
      );
      ops.post(
        '/verifications/:id/reject',
        {
          schema: {
            ...admin('Reject a photo verification with a reason'),
            params: idParams,
            body: trustRejectBody,
            response: { 200: adminVerificationResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            {
              verification: await service.decideVerification(app.deps, actor(request), request.params.id, {
                approve: false,
                reason: request.body.reason,
              }),
            },
            'trust.verification_rejected',
          ),
      );

      ops.get(
        '/review',
        {
          schema: {
            ...admin('Adverts and photos waiting for review, oldest first'),
            querystring: adminReviewQuery,
            response: { 200: adminReviewResponse },
          },
        },
        async (request) => ok(request.lang, await service.reviewQueue(app.deps, request.query.page)),
      );
      ops.post(
        '/review/:id/approve',
        {
          schema: {
            ...admin('Approve an advert with its photos and videos (publishes it when held)'),
            params: idParams,
            response: { 200: adminReviewItemResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            {
              advert: await service.decideReview(app.deps, actor(request), request.params.id, {
                approve: true,
              }),
            },
            'trust.review_approved',
          ),
      );
      ops.post(
        '/review/:id/reject',
        {
          schema: {
            ...admin('Reject an advert with a reason (hidden until changed and approved)'),
            params: idParams,
            body: trustRejectBody,
            response: { 200: adminReviewItemResponse },
          },
        },
        async (request) =>
          ok(
            request.lang,
            {
              advert: await service.decideReview(app.deps, actor(request), request.params.id, {
                approve: false,
                reason: request.body.reason,
              }),
            },
            'trust.review_rejected',
          ),
      );
    },
    { prefix: '/admin' },
  );
};

export default routes;
