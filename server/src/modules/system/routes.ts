import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { advertisers } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { escapeHtml } from '../../lib/html.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseOutage, driverMessage } from '../../db/errors.ts';
import { visibleAdvert } from '../../lib/visibility.ts';
import { sendError } from '../../plugins/errors.ts';

const STATIC_PAGES = ['/', '/about', '/Adverts'];

/** Liveness, readiness, robots.txt and sitemap.xml (both languages through `?lang=`). */
const routes: FastifyPluginAsyncZod = async (app) => {
  const { database, config } = app.deps;

  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.boolean(), message: z.string(), data: z.object({ uptime: z.number() }) }),
        },
      },
    },
    async (request) => ok(request.lang, { uptime: Math.round(process.uptime()) }),
  );

  // Ready = the instance is not stopping and the database answers now. When not, the answer says why
  // (`reason`): `shutting_down`, `database_unreachable` (refused, down, connection lost), `database_timeout`
  // (no answer in time: a stalled network or an overloaded server) or `database_error`. The ping is bounded
  // by the pool's connect timeout and the request's wait for the database.
  app.get('/api/ready', async (request, reply) => {
    // Stopping: out of rotation now, while requests already sent here are still answered.
    if (app.lifecycle.draining) {
      return sendError(reply, request.lang, 503, 'errors.unavailable', {
        data: { database: database.kind, reason: 'shutting_down' },
      });
    }
    try {
      await database.ping();
    } catch (error) {
      const outage = databaseOutage(error);
      const reason = outage ? `database_${outage}` : 'database_error';
      request.log.warn({ reason, error: driverMessage(error) }, 'not ready');
      reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
      // Logged above as the warning it is; an expected 503, not an error with a stack.
      return sendError(reply, request.lang, 503, 'errors.database_unavailable', {
        data: { database: database.kind, reason },
      });
    }
    // Redis only shares rate-limit counters: while it is away every instance still serves and limits
    // on its own, so readiness stays 200 and says "unavailable" (a 503 would make the load balancer
    // drop every instance at once, since they all share the one Redis).
    const redis = app.deps.redis ? { redis: (await app.deps.redis.ping()) ? 'ok' : 'unavailable' } : {};
    return ok(request.lang, { database: database.kind, ...redis });
  });

  app.get('/robots.txt', async (_request, reply) => {
    const lines = [
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /dashboard',
      'Disallow: /admin',
      'Disallow: /otpscreen/',
      'Disallow: /otpscreenforget/',
      'Disallow: /resetpassword/',
      'Disallow: /dev/',
      `Sitemap: ${config.publicUrl}/sitemap.xml`,
    ];
    return reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(lines.join('\n') + '\n');
  });

  app.get('/sitemap.xml', async (_request, reply) => {
    const rows = await database.db
      .select({ guid: advertisers.guid, updatedAt: advertisers.updatedAt })
      .from(advertisers)
      .where(visibleAdvert)
      .orderBy(desc(advertisers.updatedAt))
      .limit(45_000);
    // Each page exists in English and Danish; the language is chosen by `lang` (alternates per hreflang).
    const entry = (pathAndQuery: string, lastmod?: Date) => {
      const sep = pathAndQuery.includes('?') ? '&' : '?';
      const en = `${config.publicUrl}${pathAndQuery}`;
      const da = `${config.publicUrl}${pathAndQuery}${sep}lang=da`;
      const alternates =
        `<xhtml:link rel="alternate" hreflang="en" href="${escapeHtml(en)}"/>` +
        `<xhtml:link rel="alternate" hreflang="da" href="${escapeHtml(da)}"/>`;
      const mod = lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : '';
      return [en, da].map((loc) => `<url><loc>${escapeHtml(loc)}</loc>${mod}${alternates}</url>`).join('');
    };
    const xml =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">' +
      STATIC_PAGES.map((p) => entry(p)).join('') +
      rows.map((r) => entry(`/details?guid=${r.guid}`, r.updatedAt)).join('') +
      '</urlset>\n';
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(xml);
  });
};

export default routes;
