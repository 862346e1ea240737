import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.ts';

/**
 * Route-level limits (`config.rateLimit`) count per IP. These count per account or email address as
 * well, so one address cannot be hammered from many IPs. Counters live in the same store
 * as the route limits (Redis when REDIS_URL is set). The whole table: docs/product.md#rate-limits.
 */
export type KeyedLimiter = (request: FastifyRequest, key: string) => Promise<void>;

export function keyedLimiter(
  app: FastifyInstance,
  name: string,
  max: number,
  timeWindowMs: number,
  refuse: (retryAfterSeconds: number) => AppError = (seconds) =>
    new AppError('errors.rate_limited', 429, { data: { retry_after: seconds } }),
): KeyedLimiter {
  const keys = new WeakMap<FastifyRequest, string>();
  const check = app.createRateLimit({
    max,
    timeWindow: timeWindowMs,
    keyGenerator: (request) => keys.get(request) ?? request.ip,
  });
  return async (request, key) => {
    // Hashed: counter keys may sit in a shared Redis; email addresses need not.
    keys.set(request, `${name}:${createHash('sha256').update(key.toLowerCase()).digest('hex').slice(0, 32)}`);
    const result = await check(request);
    if (!result.isAllowed && result.isExceeded) {
      throw refuse(Math.max(1, result.ttlInSeconds));
    }
  };
}
