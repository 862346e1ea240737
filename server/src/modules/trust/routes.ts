import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, type ZodType } from 'zod';
import {
  accountReviewResponse,
  adminReviewItemResponse,
  adminReviewQuery,
  adminReviewResponse,
  adminVerificationResponse,
  adminVerificationsQuery,
  adminVerificationsResponse,
  publicConfigResponse,
  reviewTimesResponse,
  trustRejectBody,
  verificationResponse,
  type Language,
  type MessageKey,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { reviewTimes } from '../../lib/review-times.ts';
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

  app.get(
    '/review-times',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Median time from a verification or review request to an operator's decision, last 30 days",
        response: { 200: reviewTimesResponse },
      },
    },
    async (request, reply) => {
      // A month's median moves slowly: shared caches may keep it a few minutes.
      reply.header('cache-control', 'public, max-age=300');
      return ok(request.lang, await reviewTimes(app.deps.database.db));
    },
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

      /** The approve and reject routes of a queue: one decision, with a reason only when it rejects. */
      function decisionRoutes(queue: {
        path: string;
        /** The field of the answer's data that holds the decided item. */
        answerKey: string;
        response: ZodType;
        decide: (actor: { id: number }, id: number, decision: service.Decision) => Promise<unknown>;
        approve: { summary: string; message: MessageKey };
        reject: { summary: string; message: MessageKey };
      }) {
        const answer = async (
          request: { lang: Language; account: { id: number } | null; params: { id: number } },
          decision: service.Decision,
          message: MessageKey,
        ) =>
          ok(
            request.lang,
            { [queue.answerKey]: await queue.decide(actor(request), request.params.id, decision) },
            message,
          );
        ops.post(
          `${queue.path}/:id/approve`,
          {
            schema: { ...admin(queue.approve.summary), params: idParams, response: { 200: queue.response } },
          },
          (request) => answer(request, { approve: true }, queue.approve.message),
        );
        ops.post(
          `${queue.path}/:id/reject`,
          {
            schema: {
              ...admin(queue.reject.summary),
              params: idParams,
              body: trustRejectBody,
              response: { 200: queue.response },
            },
          },
          (request) => answer(request, { approve: false, reason: request.body.reason }, queue.reject.message),
        );
      }

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
      decisionRoutes({
        path: '/verifications',
        answerKey: 'verification',
        response: adminVerificationResponse,
        decide: (actor, id, decision) => service.decideVerification(app.deps, actor, id, decision),
        approve: { summary: "Mark the advert's photos as verified", message: 'trust.verification_approved' },
        reject: {
          summary: 'Reject a photo verification with a reason',
          message: 'trust.verification_rejected',
        },
      });

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
      decisionRoutes({
        path: '/review',
        answerKey: 'advert',
        response: adminReviewItemResponse,
        decide: (actor, id, decision) => service.decideReview(app.deps, actor, id, decision),
        approve: {
          summary: 'Approve an advert with its photos and videos (publishes it when held)',
          message: 'trust.review_approved',
        },
        reject: {
          summary: 'Reject an advert with a reason (hidden until changed and approved)',
          message: 'trust.review_rejected',
        },
      });
    },
    { prefix: '/admin' },
  );
};

export default routes;
