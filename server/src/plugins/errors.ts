import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { translate, waitInWords, type Language, type MessageKey } from '@velvet/contract';
import { DATABASE_RETRY_AFTER_SECONDS, databaseOutage, driverMessage } from '../db/errors.ts';
import { AppError } from '../lib/errors.ts';
import { fieldErrors } from '../lib/field-errors.ts';

function sendError(
  reply: FastifyReply,
  lang: Language,
  status: number,
  key: MessageKey,
  extra: {
    errors?: Record<string, string[]>;
    data?: Record<string, unknown>;
    vars?: Record<string, string | number>;
  } = {},
) {
  // A lockout says how long in words ("2 minutes" / "2 minutter"); `retry_after` keeps the seconds.
  const retryAfter = extra.data?.retry_after;
  const vars =
    typeof retryAfter === 'number' ? { wait: waitInWords(lang, retryAfter), ...extra.vars } : extra.vars;
  const body: Record<string, unknown> = {
    status: false,
    message: translate(lang, key, vars),
    data: extra.data ?? {},
  };
  if (extra.errors) {
    body.errors = Object.fromEntries(
      Object.entries(extra.errors).map(([field, list]) => [
        field,
        list.map((m) => translate(lang, m, extra.vars)),
      ]),
    );
  }
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

// Fastify's own 4xx errors, by code, to the catalogue key users see.
const FASTIFY_CLIENT_ERRORS: Record<string, MessageKey> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'errors.unsupported_media_type',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'errors.bad_request',
  FST_ERR_CTP_BODY_TOO_LARGE: 'errors.payload_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'errors.invalid_json',
  FST_ERR_CTP_INVALID_JSON_BODY: 'errors.invalid_json',
  FST_REQ_FILE_TOO_LARGE: 'errors.payload_too_large',
  FST_FILES_LIMIT: 'errors.payload_too_large',
  FST_PARTS_LIMIT: 'errors.payload_too_large',
  FST_FIELDS_LIMIT: 'errors.payload_too_large',
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'errors.unsupported_media_type',
};

/**
 * One error handler for the whole app: every failure becomes the `{ status: false, message }` envelope with
 * the right status, translated messages and per-field errors; 5xx details are logged, never sent.
 */
export default fp(
  async (app) => {
    app.setErrorHandler((error: FastifyError | AppError, request: FastifyRequest, reply: FastifyReply) => {
      const lang = request.lang ?? 'en';
      if (error instanceof AppError) {
        if (error.statusCode >= 500) request.log.error({ err: error.cause ?? error }, error.key);
        return sendError(reply, lang, error.statusCode, error.key, error);
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const errors = fieldErrors(
          error.validation.map((issue) => ({
            path: issue.instancePath.split('/').filter(Boolean),
            message: issue.message ?? 'errors.validation',
          })),
        );
        const status = error.validationContext === 'body' ? 422 : 400;
        return sendError(reply, lang, status, 'errors.validation', { errors });
      }
      const status = error.statusCode ?? 500;
      if (status === 429) {
        // @fastify/rate-limit has set Retry-After (seconds) on the reply before refusing.
        const header = Number(reply.getHeader('retry-after'));
        const retryAfter = Number.isFinite(header) && header > 0 ? Math.ceil(header) : 60;
        return sendError(reply, lang, 429, 'errors.rate_limited', { data: { retry_after: retryAfter } });
      }
      if (status >= 400 && status < 500) {
        const key =
          FASTIFY_CLIENT_ERRORS[error.code] ??
          (error instanceof SyntaxError
            ? 'errors.invalid_json'
            : status === 413
              ? 'errors.payload_too_large'
              : 'errors.bad_request');
        return sendError(reply, lang, status, key);
      }
      const outage = databaseOutage(error);
      if (outage) {
        // Not a bug and not the client's fault: one line per request, without a stack, and a 503 the
        // client (and a load balancer) knows to retry.
        request.log.warn({ outage, reason: driverMessage(error) }, 'database unavailable');
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS));
        return sendError(reply, lang, 503, 'errors.database_unavailable');
      }
      request.log.error({ err: error }, 'unhandled error');
      return sendError(reply, lang, 500, 'errors.internal');
    });
  },
  { name: 'errors', dependencies: ['language'] },
);

export { sendError };
