import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactBody } from '@velvet/contract';
import { publicForm } from '../../lib/public-form.ts';
import { sendContactMessage } from './service.ts';

/** `POST contact`: the home page contact form. */
const routes: FastifyPluginAsyncZod = async (app) => {
  publicForm(app, {
    url: '/contact',
    summary: 'Send a message to support (name, email, service, message); anyone, rate limited',
    body: contactBody,
    send: (body) => sendContactMessage(app.deps, body),
    message: 'catalogue.contact.sent',
  });
};

export default routes;
