import { randomUUID } from 'node:crypto';
import multipart from '@fastify/multipart';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { IMAGE_MAX_BYTES, MAX_UPLOAD_IMAGES, MAX_UPLOAD_VIDEOS, VIDEO_MAX_BYTES } from '@velvet/contract';
import type { MailWorkerOptions } from './adapters/mailer.ts';
import type { AppDeps } from './deps.ts';
import { AppError } from './lib/errors.ts';
import { serializeError } from './lib/log-safety.ts';
import { adminRoutes } from './modules/admin/index.ts';
import { advertsRoutes as advertRoutes } from './modules/adverts/index.ts';
import { authRoutes } from './modules/auth/index.ts';
import { availabilityRoutes } from './modules/availability/index.ts';
import { pauseRoutes } from './modules/pause/index.ts';
import { toursRoutes } from './modules/tours/index.ts';
import { duoRoutes } from './modules/duo/index.ts';
import { checkInRoutes } from './modules/check-in/index.ts';
import { bookingRoutes } from './modules/booking/index.ts';
import { contactRoutes } from './modules/contact/index.ts';
import { devRoutes } from './modules/dev/index.ts';
import { unsubscribeRoutes } from './modules/unsubscribe/index.ts';
import { feedbackRoutes } from './modules/feedback/index.ts';
import { geoRoutes } from './modules/geo/index.ts';
import { interestsRoutes as interestRoutes } from './modules/interests/index.ts';
import { mediaRoutes } from './modules/media/index.ts';
import { outboxRoutes } from './modules/outbox/index.ts';
import { packagesRoutes as packageRoutes } from './modules/packages/index.ts';
import { paymentsRoutes as paymentRoutes } from './modules/payments/index.ts';
import { profileRoutes } from './modules/profile/index.ts';
import { retireRoutes } from './modules/retire/index.ts';
import { reportsRoutes as reportRoutes } from './modules/reports/index.ts';
import { quickExitRoutes, safetyRoutes, safetyRuleRoutes } from './modules/safety/index.ts';
import { statsCounterPlugin, statsRoutes } from './modules/stats/index.ts';
import { systemRoutes } from './modules/system/index.ts';
import { trustRoutes } from './modules/trust/index.ts';
import { decisionRoutes } from './modules/decisions/index.ts';
import { accountSecurityRoutes } from './modules/account-security/index.ts';
import { ageCheckRoutes } from './modules/age-check/index.ts';
import authPlugin from './plugins/auth.ts';
import depsPlugin from './plugins/deps.ts';
import metricsPlugin from './plugins/metrics.ts';
import errorsPlugin from './plugins/errors.ts';
import languagePlugin from './plugins/language.ts';
import listCachePlugin from './plugins/list-cache.ts';
import securityPlugin from './plugins/security.ts';
import publicReadsPlugin from './plugins/public-reads.ts';
import spaPlugin from './plugins/spa.ts';

declare module 'fastify' {
  interface FastifyInstance {
    lifecycle: { draining: boolean };
  }
}

export type BuildOptions = {
  /** Pino options, or false for no logs (tests). */
  logger?: boolean | Record<string, unknown>;
  /** Folder of the built web app (default web/dist). */
  webDist?: string;
  /**
   * Lifetime of cached public answers (plugins/list-cache.ts); default 10 s, 0 in tests. Writes empty the
   * cache at once on every instance, so the lifetime only bounds changes that come with the clock (a
   * package or featured period ending); it is long enough that a detail page visited every few seconds
   * is refreshed in the background instead of recomputed in a visitor's request.
   */
  listCacheMs?: number;
  /** How long past that lifetime an answer may still be served while it refreshes (default 10 s). */
  listCacheStaleMs?: number;
  /** Settings of the outbox delivery worker (tests shorten the poll and the backoff); false = not started. */
  mailWorker?: MailWorkerOptions | false;
};

export type App = FastifyInstance;

/** Dotted paths of the strings holding a NUL byte in a parsed body or query. */
function nulFields(value: unknown, path = '', depth = 0): string[] {
  if (typeof value === 'string') return value.includes('\u0000') ? [path || '_'] : [];
  if (depth > 8 || value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    key.includes('\u0000') ? [path || '_'] : nulFields(v, path ? `${path}.${key}` : key, depth + 1),
  );
}

/**
 * Fastify's `trustProxy` from TRUST_PROXY. A hop count becomes "the first n addresses counted from the
 * socket are proxies" (Fastify refuses a bare number); a list of addresses trusts exactly those proxies.
 */
function trustedProxies(setting: AppDeps['config']['trustProxy']) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

/** Builds the whole HTTP app from its dependencies; `main.ts` and the tests both use this. */
export async function buildApp(deps: AppDeps, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: deps.config.logLevel,
            // Secrets never reach the logs: no auth headers, cookies, passwords, codes or tokens.
            redact: {
              paths: [
                'req.headers.authorization',
                'req.headers.cookie',
                '*.password',
                '*.new_password',
                '*.current_password',
                '*.otp',
                '*.token',
              ],
              censor: '[redacted]',
            },
            // Failed statements are logged without the values they carried (lib/log-safety.ts).
            serializers: { err: serializeError },
            // In development the log is read by a person at a terminal: one coloured line per entry,
            // without the process fields; production keeps one JSON object per line for the collector.
            ...(deps.config.env === 'development'
              ? {
                  transport: {
                    target: 'pino-pretty',
                    options: {
                      translateTime: 'SYS:HH:MM:ss',
                      ignore: 'pid,hostname,reqId',
                      singleLine: true,
                    },
                  },
                }
              : {}),
            ...(typeof options.logger === 'object' ? options.logger : {}),
          },
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    bodyLimit: 1024 * 1024,
    connectionTimeout: 120_000,
    requestTimeout: 120_000,
    trustProxy: trustedProxies(deps.config.trustProxy),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Set when the process is asked to stop (main.ts): /api/ready answers 503 from then on while every other
  // route still serves, so a load balancer takes the instance out of rotation before it closes.
  app.decorate('lifecycle', { draining: false });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // While shutting down, answers to requests still in flight close their keep-alive connection,
  // so the server can stop as soon as they are done instead of waiting for idle sockets to time out.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
  });

  // PostgreSQL text cannot hold NUL (it would surface as a 500): refuse it in any body or query up front,
  // naming the fields like a validation error.
  app.addHook('preValidation', async (request) => {
    const inQuery = nulFields(request.query);
    const fields = [...inQuery, ...nulFields(request.body)];
    if (fields.length) {
      const status = inQuery.length ? 400 : 422;
      throw new AppError('errors.validation', status, {
        errors: Object.fromEntries(fields.map((f) => [f, ['errors.text_invalid']])),
      });
    }
  });

  await app.register(depsPlugin, { deps });
  // The outbox worker lives as long as the server: it starts once the app is ready and stops
  // (finishing the message in flight) when the app closes, before the database does.
  if (options.mailWorker !== false) {
    const workerOptions = options.mailWorker ?? {};
    app.addHook('onReady', async () => {
      deps.mailer.start({ logger: app.log, ...workerOptions });
    });
    app.addHook('onClose', async () => {
      await deps.mailer.stop();
    });
  }
  if (deps.config.metrics) await app.register(metricsPlugin);
  await app.register(languagePlugin);
  await app.register(listCachePlugin, {
    ttlMs: options.listCacheMs ?? (deps.config.env === 'test' ? 0 : 10_000),
    ...(options.listCacheStaleMs === undefined ? {} : { staleMs: options.listCacheStaleMs }),
    redis: deps.redis,
    // PGlite answers one query at a time on the main thread: one background refresh at a time.
    refreshConcurrency: deps.database.kind === 'pglite' ? 1 : 4,
  });
  await app.register(publicReadsPlugin);
  await app.register(errorsPlugin);
  await app.register(securityPlugin);
  await app.register(multipart, {
    limits: {
      fileSize: Math.max(IMAGE_MAX_BYTES, VIDEO_MAX_BYTES),
      files: 1 + MAX_UPLOAD_IMAGES + MAX_UPLOAD_VIDEOS,
      fields: 80,
      fieldSize: 200 * 1024,
      parts: 120,
    },
  });
  await app.register(authPlugin);
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Velvet API',
        version: '1.0.0',
        description: 'Adverts directory API: every answer is the `{ status, message, data }` envelope.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The API description maps every route: open while developing, for signed-in operators only in
  // production (the page, its assets and the OpenAPI JSON all ask for an operator's bearer token).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: true,
    ...(deps.config.isProduction ? { uiHooks: { onRequest: app.requireAdmin } } : {}),
  });

  await app.register(statsCounterPlugin);
  await app.register(
    async (api) => {
      await api.register(advertRoutes);
      await api.register(interestRoutes);
      await api.register(feedbackRoutes);
      await api.register(bookingRoutes);
      await api.register(contactRoutes);
      await api.register(authRoutes);
      await api.register(profileRoutes);
      await api.register(retireRoutes);
      await api.register(geoRoutes);
      await api.register(packageRoutes);
      await api.register(paymentRoutes);
      await api.register(reportRoutes);
      await api.register(adminRoutes);
      await api.register(availabilityRoutes);
      await api.register(pauseRoutes);
      await api.register(toursRoutes);
      await api.register(duoRoutes);
      await api.register(checkInRoutes);
      await api.register(statsRoutes);
      await api.register(trustRoutes);
      await api.register(safetyRoutes);
      await api.register(decisionRoutes);
      await api.register(safetyRuleRoutes);
      await api.register(accountSecurityRoutes);
      await api.register(ageCheckRoutes);
      await api.register(outboxRoutes, { prefix: '/admin/mail' });
      await api.register(unsubscribeRoutes);
    },
    { prefix: '/api' },
  );
  await app.register(systemRoutes);
  await app.register(mediaRoutes);
  await app.register(quickExitRoutes);
  if (!deps.config.isProduction) await app.register(devRoutes, { prefix: '/dev' });
  await app.register(spaPlugin, { webDist: options.webDist ?? deps.config.webDist });

  return app;
}
