import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { bookingBody, bookingDigestBody, bookingDigestResponse } from '@velvet/contract';
import { runPeriodically } from '../../lib/periodic.ts';
import { publicForm } from '../../lib/public-form.ts';
import { ok } from '../../lib/envelope.ts';
import { accountDoc, accountRead } from '../../plugins/calls.ts';
import { bookingDigestState, requestBooking, sendBookingDigests, setBookingDigest } from './service.ts';

/**
 * How often each instance looks for digests to send: the first pass after midnight (Danish time) sends
 * yesterday's; claims make each digest go once in all instances.
 */
const DIGEST_PASS_MS = 10 * 60_000;

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

  accountRead(
    app,
    '/account/booking-digest',
    'Whether booking requests come as one email a day instead of one each',
    bookingDigestResponse,
    (id) => bookingDigestState(app.deps, id),
  );

  app.withTypeProvider<ZodTypeProvider>().post(
    '/account/booking-digest',
    {
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 30, timeWindow: '10 minutes' }, keepsAnswers: true },
      schema: {
        ...accountDoc('Booking requests as one email a day (in this language) or one each'),
        body: bookingDigestBody,
        response: { 200: bookingDigestResponse },
      },
    },
    async (request) => {
      const { daily } = request.body;
      const data = await setBookingDigest(app.deps, request.account!.id, daily, request.lang);
      return ok(request.lang, data, daily ? 'tools.booking_digest.on' : 'tools.booking_digest.off');
    },
  );

  let digests: { stop: () => Promise<void> } | undefined;
  app.addHook('onReady', async () => {
    digests = runPeriodically(async () => void (await sendBookingDigests(app.deps)), {
      intervalMs: DIGEST_PASS_MS,
      runAtStart: true,
      log: app.log,
      failure: 'booking digest pass failed',
    });
  });
  app.addHook('onClose', async () => digests?.stop());
};

export default routes;
