import { createRequire } from 'node:module';
import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedRedis } from '../adapters/redis.ts';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result: Counter | null) => void;
type Store = {
  incr: (key: string, cb: Callback, timeWindow: number, max: number) => void;
  read: (key: string, cb: Callback, timeWindow: number, max: number) => void;
  child: (routeOptions: StoreOptions) => Store;
};
type StoreOptions = {
  continueExceeding?: boolean;
  exponentialBackoff?: boolean;
  cache?: number;
  routeInfo?: { method?: string; url?: string };
};

// The plugin's own stores (CommonJS, untyped): Redis counters, and the in-process LRU fallback.
const require = createRequire(import.meta.url);
const LocalStore = require('@fastify/rate-limit/store/LocalStore.js') as new (
  continueExceeding?: boolean,
  exponentialBackoff?: boolean,
  cache?: number,
) => Store;
const RedisStore = require('@fastify/rate-limit/store/RedisStore.js') as new (
  continueExceeding: boolean | undefined,
  exponentialBackoff: boolean | undefined,
  redis: SharedRedis['client'],
  key: string,
) => Store;

/**
 * A rate-limit store that counts in Redis while it answers and in this process while it does not:
 * limits never switch off, and a request never waits on an absent Redis longer than one command
 * timeout (after a failure Redis is skipped for a few seconds). Counters kept locally while Redis is
 * away are per instance, so a client spread over n instances gets up to n times a limit meanwhile.
 */
export function fallbackStore(redis: SharedRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements Store {
    constructor(
      private readonly shared: Store,
      private readonly local: Store,
    ) {}

    private run(method: 'incr' | 'read', key: string, cb: Callback, timeWindow: number, max: number) {
      if (!redis.available()) return this.local[method](key, cb, timeWindow, max);
      this.shared[method](
        key,
        (error, result) => {
          if (!error) return cb(null, result);
          redis.failed(error);
          this.local[method](key, cb, timeWindow, max);
        },
        timeWindow,
        max,
      );
    }

    incr(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('incr', key, cb, timeWindow, max);
    }

    read(key: string, cb: Callback, timeWindow: number, max: number) {
      this.run('read', key, cb, timeWindow, max);
    }

    child(routeOptions: StoreOptions): Store {
      return new FallbackStore(this.shared.child(routeOptions), this.local.child(routeOptions));
    }
  }
  // The plugin constructs the store with its global settings.
  return class extends FallbackStore {
    constructor(params: StoreOptions) {
      super(
        new RedisStore(params.continueExceeding, params.exponentialBackoff, redis.client, nameSpace),
        new LocalStore(params.continueExceeding, params.exponentialBackoff, params.cache),
      );
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
