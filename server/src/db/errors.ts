/**
 * Tells a database that cannot answer now (down, refusing, unreachable, too slow) from a query that is
 * wrong. The first is not the request's fault and passes: it is a 503 with Retry-After, never a 500.
 * Drizzle wraps driver errors (`cause`), so the whole chain is looked at.
 */
export type DatabaseOutage = 'unreachable' | 'timeout';

// Socket errors while connecting or talking to the server.
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EHOSTDOWN',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

// SQLSTATEs meaning "the server cannot serve now": connection exceptions (class 08), shutting down or
// starting up, too many connections, and a statement cancelled by statement_timeout.
const UNAVAILABLE_STATES = new Set(['57P01', '57P02', '57P03', '53300']);
const CANCELLED_BY_TIMEOUT = '57014';

// node-postgres reports its own timeouts and lost connections by message only.
const TIMEOUT_MESSAGES = [
  'Query read timeout',
  'timeout exceeded when trying to connect',
  'Connection terminated due to connection timeout',
  'timeout expired',
];
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

export function databaseOutage(error: unknown): DatabaseOutage | null {
  const seen = new Set<unknown>();
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    const { code, message } = e as { code?: unknown; message?: unknown };
    const text = typeof message === 'string' ? message : '';
    if (typeof code === 'string') {
      if (code === CANCELLED_BY_TIMEOUT && /statement timeout/i.test(text)) return 'timeout';
      if (code === 'ETIMEDOUT') return 'timeout';
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) {
        return 'unreachable';
      }
    }
    if (TIMEOUT_MESSAGES.some((m) => text.startsWith(m))) return 'timeout';
    if (LOST_MESSAGES.some((m) => text.startsWith(m))) return 'unreachable';
    // A failed connect to several addresses (localhost = ::1 and 127.0.0.1) is an AggregateError.
    if (e instanceof AggregateError && e.errors.some((inner) => databaseOutage(inner))) {
      return databaseOutage(e.errors.find((inner) => databaseOutage(inner)));
    }
  }
  return null;
}

/** Seconds a client should wait before trying again while the database is away. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/**
 * The driver's own words for a failure (the innermost cause: "connect ECONNREFUSED …", "Query read
 * timeout"), for a one-line log. Never the outer drizzle message, which lists the statement's values.
 */
export function driverMessage(error: unknown): string {
  const seen = new Set<unknown>();
  let innermost = error;
  for (let e = error; e && typeof e === 'object' && !seen.has(e); e = (e as { cause?: unknown }).cause) {
    seen.add(e);
    innermost = e;
  }
  if (innermost instanceof AggregateError) {
    return innermost.errors.map((inner: unknown) => driverMessage(inner)).join('; ');
  }
  return innermost instanceof Error ? innermost.message : String(innermost);
}
