import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingBody, sentResponse } from '@velvet/contract';
import { publicForm } from '../../lib/public-form.ts';
import { requestBooking } from './service.ts';

/** `POST booking`: the reservation form of /bookAnAppointment. */
const routes: FastifyPluginAsyncZod = async (app) => {
  publicForm(app, {
    url: '/booking',
    tags: ['catalogue'],
    summary: "Send a booking request to an advert's owner (stored and emailed); anyone, rate limited",
    body: bookingBody,
    response: sentResponse,
    // Each request lands in an advertiser's inbox: a few per hour is a client, more is abuse.
    rateLimit: { max: 5, timeWindow: '1 hour' },
    send: (body) => requestBooking(app.deps, body),
    message: 'catalogue.booking.sent',
  });
};

export default routes;
