import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

/**
 * Security headers (a CSP the web app passes), compression and rate limiting. Rate limits are per route
 * (`config.rateLimit`); with REDIS_URL their counters are shared by every instance (DESIGN §7).
 */
export default fp(
  async (app) => {
    const { config } = app.deps;
    const mediaOrigin = config.mediaPublicUrl ? new URL(config.mediaPublicUrl).origin : null;
    const google = config.googleMapsApiKey ? ['https://maps.googleapis.com', 'https://maps.gstatic.com'] : [];
    await app.register(helmet, {
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
    await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });

    const redis = config.redisUrl
      ? new Redis(config.redisUrl, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false })
      : undefined;
    if (redis) app.addHook('onClose', async () => void (await redis.quit()));
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'velvet-rl:' } : {}),
      skipOnError: true,
    });
  },
  { name: 'security', dependencies: ['deps'] },
);
