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
    send: async (body, request) => {
      await requestBooking(app.deps, body);
      // Counted in the advert's statistics once per address and day (every request still reaches its
      // owner), before the answer, so the advertiser's statistics show the request as soon as it is sent.
      const event = { guid: body.guid, type: 'booking' as const, ip: request.ip, userAgent: '' };
      await app.statsCounter
        .record(event)
        .catch((error: unknown) => request.log.error({ err: error }, 'booking statistics'));
    },
    message: 'catalogue.booking.sent',
  });
};

export default routes;
