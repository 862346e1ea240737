import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { feedbackBody, feedbackCreatedResponse, feedbackListResponse } from '@velvet/contract';
import { publicForm } from '../../lib/public-form.ts';
import { listFeedback, submitFeedback } from './service.ts';

/** Testimonials ("feedback" in the API): the approved list of an advert, and a visitor's new one. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.publicRead({
    url: '/feedback/user/:escortId',
    cached: true,
    tags: ['catalogue'],
    summary: "An advert's approved testimonials, newest first (escortId = advert id or guid)",
    params: z.object({ escortId: z.string().max(100) }),
    response: feedbackListResponse,
    load: async ({ params }) => ({ feedbacks: await listFeedback(app.deps, params.escortId) }),
  });

  publicForm(app, {
    url: '/feedback',
    summary: 'Submit a testimonial (name, rating 0–5, message); pending until an admin approves it',
    body: feedbackBody,
    response: feedbackCreatedResponse,
    send: (body) => submitFeedback(app.deps, body).then(() => ({ status: 'pending' as const })),
    message: 'catalogue.feedback.received',
  });
};

export default routes;
