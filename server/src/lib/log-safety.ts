import pino from 'pino';

/**
 * Database errors carry the values their statement was sent with: drizzle puts them in `params` and in
 * its message ("Failed query: … params: a@b.dk,…"), PostgreSQL names a row's values in `detail`
 * ("Key (email)=(a@b.dk) already exists"). Those are token hashes, email addresses and whatever users
 * typed, so the logs keep the statement and the error, never the values.
 */
const VALUE_KEYS = new Set(['params', 'parameters', 'detail']);
const NOT_LOGGED = '[not logged]';

type ErrorWithValues = Error & { params?: unknown; cause?: unknown };

function withoutValues(error: unknown, seen: Set<unknown>): unknown {
  if (!(error instanceof Error) || seen.has(error)) return error;
  seen.add(error);
  const source = error as ErrorWithValues;
  const copy = Object.create(Object.getPrototypeOf(error) as object) as Record<string, unknown>;
  for (const key of Object.getOwnPropertyNames(error)) {
    if (VALUE_KEYS.has(key) || key === 'cause') continue;
    copy[key] = (error as unknown as Record<string, unknown>)[key];
  }
  let { message } = error;
  let stack = error.stack;
  if (Array.isArray(source.params)) {
    const printed = `params: ${String(source.params)}`;
    message = message.split(printed).join(`params: ${NOT_LOGGED}`);
    stack = stack?.split(printed).join(`params: ${NOT_LOGGED}`);
  }
  copy.message = message;
  if (stack !== undefined) copy.stack = stack;
  if (source.cause !== undefined) copy.cause = withoutValues(source.cause, seen);
  return copy;
}

/** pino's error serializer, applied to a copy of the error without the values of failed statements. */
export function serializeError(error: Error): pino.SerializedError {
  return pino.stdSerializers.err(withoutValues(error, new Set()) as Error);
}
