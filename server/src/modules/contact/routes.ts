import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody, sentResponse } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { sendContactMessage } from './service.ts';

/** `POST contact`: the home page contact form. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Send a message to support (name, email, service, message); anyone, rate limited',
        body: contactBody,
        response: { 201: sentResponse },
      },
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await sendContactMessage(app.deps, request.body);
      return reply.code(201).send(ok(request.lang, {}, 'catalogue.contact.sent'));
    },
  );
};

export default routes;
