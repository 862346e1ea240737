import type { MessageKey } from '@velvet/contract';

type AppErrorOptions = {
  /** Per-field messages (message keys or texts), as in the envelope's `errors`. */
  errors?: Record<string, string[]>;
  /** Values for `{name}` placeholders in the message. */
  vars?: Record<string, string | number>;
  /** Extra data returned in the envelope (e.g. `{ retry_after: 42 }`). */
  data?: Record<string, unknown>;
  cause?: unknown;
};

/**
 * The one error type the app throws on purpose. `key` is a message id of the contract catalogue
 * (translated by Accept-Language in the error handler); `statusCode` the HTTP status.
 */
export class AppError extends Error {
  readonly statusCode: number;
  readonly key: MessageKey;
  readonly errors: Record<string, string[]> | undefined;
  readonly vars: Record<string, string | number> | undefined;
  readonly data: Record<string, unknown> | undefined;

  constructor(key: MessageKey, statusCode = 400, options: AppErrorOptions = {}) {
    super(key, { cause: options.cause });
    this.name = 'AppError';
    this.key = key;
    this.statusCode = statusCode;
    this.errors = options.errors;
    this.vars = options.vars;
    this.data = options.data;
  }
}

export const notFound = () => new AppError('errors.not_found', 404);
export const unauthenticated = () => new AppError('errors.unauthenticated', 401);
export const forbidden = () => new AppError('errors.forbidden', 403);
