import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingBody, sentResponse } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { requestBooking } from './service.ts';

/** `POST booking`: the reservation form of /bookAnAppointment. */
const routes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/booking',
    {
      schema: {
        tags: ['catalogue'],
        summary: "Send a booking request to an advert's owner (stored and emailed); anyone, rate limited",
        body: bookingBody,
        response: { 201: sentResponse },
      },
      // Each request lands in an advertiser's inbox: a few per hour is a client, more is abuse.
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request, reply) => {
      await requestBooking(app.deps, request.body);
      return reply.code(201).send(ok(request.lang, {}, 'catalogue.booking.sent'));
    },
  );
};

export default routes;
