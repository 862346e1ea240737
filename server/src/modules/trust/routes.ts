import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
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
  type MessageKey,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { reviewTimes } from '../../lib/review-times.ts';
import {
  accountDoc,
  accountRead,
  adminDoc,
  declareCall,
  idParams,
  operatorCalls,
} from '../../plugins/calls.ts';
import * as service from './service.ts';

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
  const hourly = { rateLimit: { max: 10, timeWindow: '1 hour' } };
  accountRead(app, '/account/verification', 'Photo verification state', verificationResponse, (id) =>
    service.verificationOf(app.deps, id),
  );
  declareCall(app, {
    method: 'POST',
    url: '/account/verification/word',
    onRequest: app.requireAccount,
    config: hourly,
    doc: accountDoc('A fresh one-time word to hold up in a selfie'),
    response: verificationResponse,
    message: 'trust.word_issued',
    run: ({ accountId }) => service.issueWord(app.deps, accountId),
  });
  app.post(
    '/account/verification',
    {
      onRequest: app.requireAccount,
      config: hourly,
      schema: {
        ...accountDoc('Send the selfie holding the word (multipart, field "photo"); never public'),
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
  accountRead(
    app,
    '/account/review',
    'Review state of the advert (MODERATION)',
    accountReviewResponse,
    (id) => service.accountReview(app.deps, id),
  );

  // ── The operators ──
  await operatorCalls(app, '/admin', (ops) => {
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
      const answer = async (accountId: number, id: number, decision: service.Decision) => ({
        [queue.answerKey]: await queue.decide({ id: accountId }, id, decision),
      });
      declareCall(ops, {
        method: 'POST',
        url: `${queue.path}/:id/approve`,
        doc: adminDoc(queue.approve.summary),
        params: idParams,
        response: queue.response,
        message: queue.approve.message,
        run: ({ accountId, params }) => answer(accountId, params.id, { approve: true }),
      });
      declareCall(ops, {
        method: 'POST',
        url: `${queue.path}/:id/reject`,
        doc: adminDoc(queue.reject.summary),
        params: idParams,
        body: trustRejectBody,
        response: queue.response,
        message: queue.reject.message,
        run: ({ accountId, params, body }) =>
          answer(accountId, params.id, { approve: false, reason: body.reason }),
      });
    }

    declareCall(ops, {
      method: 'GET',
      url: '/verifications',
      doc: adminDoc('Photo verifications: waiting (oldest first), approved or rejected'),
      querystring: adminVerificationsQuery,
      response: adminVerificationsResponse,
      run: ({ query }) => service.listVerifications(app.deps, query),
    });
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

    declareCall(ops, {
      method: 'GET',
      url: '/review',
      doc: adminDoc('Adverts and photos waiting for review, oldest first'),
      querystring: adminReviewQuery,
      response: adminReviewResponse,
      run: ({ query }) => service.reviewQueue(app.deps, query.page),
    });
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
  });
};

export default routes;
