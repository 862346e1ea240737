import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody, feedbackCreatedResponse, feedbackListResponse } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { listFeedback, submitFeedback } from './service.ts';

/** Testimonials ("feedback" in the API): the approved list of an advert, and a visitor's new one. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.publicRead({
    url: '/feedback/user/:escortId',
    tags: ['catalogue'],
    summary: "An advert's approved testimonials, newest first (escortId = advert id or guid)",
    params: z.object({ escortId: z.string().max(100) }),
    response: feedbackListResponse,
    load: async ({ params }) => ({ feedbacks: await listFeedback(app.deps, params.escortId) }),
  });

  app.post(
    '/feedback',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Submit a testimonial (name, rating 0–5, message); pending until an admin approves it',
        body: feedbackBody,
        response: { 201: feedbackCreatedResponse },
      },
      // A real client writes one or two; more per hour from one address is spam.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await submitFeedback(app.deps, request.body);
      return reply
        .code(201)
        .send(ok(request.lang, { status: 'pending' as const }, 'catalogue.feedback.received'));
    },
  );
};

export default routes;
