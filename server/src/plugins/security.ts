import compress from '@fastify/compress';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import helmet from 'helmet';
import { fallbackStore } from './rate-limit-store.ts';

/**
 * Security headers (a CSP the web app passes), compression and rate limiting. Rate limits are per route
 * (`config.rateLimit`); with REDIS_URL their counters are shared by every instance.
 */
export default fp(
  async (app) => {
    const { config } = app.deps;
    const mediaOrigin = config.mediaPublicUrl ? new URL(config.mediaPublicUrl).origin : null;
    const google = config.googleMapsApiKey ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
    // Built once: @fastify/helmet builds helmet again on every request (it allows per-route options, which
    // Velvet does not use), and parsing the policy each time was 6 % of a cached answer's server time.
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          'default-src': ["'self'"],
          'base-uri': ["'self'"],
          'script-src': ["'self'", ...google],
          // React and Swiper set inline style attributes; no inline <script> is ever allowed.
          'style-src': ["'self'", "'unsafe-inline'"],
          'img-src': ["'self'", 'data:', 'blob:', ...(mediaOrigin ? [mediaOrigin] : []), ...google],
          'media-src': ["'self'", 'blob:', ...(mediaOrigin ? [mediaOrigin] : [])],
          'font-src': ["'self'", 'data:'],
          'connect-src': ["'self'", ...google],
          'frame-ancestors': ["'none'"],
          'form-action': ["'self'", 'https://www.paypal.com', 'https://www.sandbox.paypal.com'],
          'object-src': ["'none'"],
          ...(config.isProduction ? { 'upgrade-insecure-requests': [] } : {}),
        },
      },
      crossOriginEmbedderPolicy: false,
      // Media may be served from a CDN origin.
      crossOriginResourcePolicy: { policy: 'same-site' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: config.isProduction ? undefined : false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
    // Answers for a signed-in caller, and the sign-in answers carrying tokens, are never stored by a
    // browser or a shared cache: one hook for every route, present and future.
    app.addHook('onSend', async (request, reply) => {
      const url = request.url;
      if (!url.startsWith('/api/')) return;
      if (request.headers.authorization || request.account || url.startsWith('/api/auth/'))
        reply.header('cache-control', 'no-store');
    });
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

    // With REDIS_URL the counters are shared by every instance; while Redis is away each instance
    // counts on its own (limits stay on, requests never wait for it) and says so once a minute.
    const { redis } = app.deps;
    if (redis) {
      let warnedAt = 0;
      redis.onTrouble((error) => {
        if (Date.now() - warnedAt < 60_000) return;
        warnedAt = Date.now();
        app.log.warn(
          { err: error },
          'Redis unavailable: rate limits are counted per instance until it answers again',
        );
      });
    }
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { store: fallbackStore(redis, 'velvet-rl:') } : {}),
    });
  },
  { name: 'security', dependencies: ['deps'] },
);
