import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { accountStatsResponse, adminStatsResponse, statsBeaconBody, statsQuery } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { accountStats, siteStats } from './service.ts';

const bearer = [{ bearer: [] }];
/** Per client address. */
const BEACON_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Advert statistics: the public beacon, the advertiser's own days and the site-wide totals of the
 * back office. No visitor identifier is ever written (see visitor-hash.ts).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const counter = app.statsCounter;

  app.post(
    '/stats/:guid',
    {
      // `{"type":"phone"}` is all a beacon holds.
      bodyLimit: 256,
      // A view counted changes no public answer; emptying the cache for every detail page view would
      // leave nothing to serve from it. A visitor sends a few per page; a flood from one address is
      // refused before it costs anything.
      config: { keepsAnswers: true, rateLimit: BEACON_LIMIT },
      schema: {
        tags: ['stats'],
        summary: 'Count a view of the detail page or a click on its phone or chat link; answers 204 at once',
        params: z.object({ guid: z.string().max(100) }),
        body: statsBeaconBody,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      const event = {
        guid: request.params.guid,
        type: request.body.type,
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      };
      // The answer never waits for counting; unknown and hidden adverts get the same 204.
      setImmediate(() => {
        counter.record(event).catch((error: unknown) => app.log.error({ err: error }, 'statistics beacon'));
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/account/stats',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['stats'],
        security: bearer,
        summary:
          "Your advert's views, phone and chat clicks and booking requests per day (days=30, at most 90)",
        querystring: statsQuery,
        response: { 200: accountStatsResponse },
      },
    },
    async (request) => {
      // This instance's counts in memory first, so the advertiser sees a visit that just happened.
      await counter.flush();
      return ok(request.lang, await accountStats(app.deps, request.account!.id, request.query.days));
    },
  );

  app.get(
    '/admin/stats',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['admin'],
        security: bearer,
        summary:
          'Site-wide views, clicks and booking requests (today, last 30 days) and adverts available now',
        response: { 200: adminStatsResponse },
      },
    },
    async (request) => {
      await counter.flush();
      return ok(request.lang, await siteStats(app.deps));
    },
  );
};

export default routes;
