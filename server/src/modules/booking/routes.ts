import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bookingBody } from '@velvet/contract';
import { publicForm } from '../../lib/public-form.ts';
import { requestBooking } from './service.ts';

/** `POST booking`: the reservation form of /bookAnAppointment. */
const routes: FastifyPluginAsyncZod = async (app) => {
  publicForm(app, {
    url: '/booking',
    summary: "Send a booking request to an advert's owner (stored and emailed); anyone, rate limited",
    body: bookingBody,
    send: (body) => requestBooking(app.deps, body),
    message: 'catalogue.booking.sent',
  });
};

export default routes;
