import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { LRUCache } from 'lru-cache';
import type { SharedRedis } from '../adapters/redis.ts';

type Counter = { current: number; ttl: number };
type Callback = (error: Error | null, result?: Counter) => void;

/**
 * One step in Redis: count the request, start the window with the first one, and say how long it has
 * left. A key that lost its expiry (never expected) gets the window again instead of counting forever.
 */
const COUNT_IN_REDIS = `
local current = redis.call('INCR', KEYS[1])
if current == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {current, ttl}`;

// Keys counted in this process per route, as the plugin's own in-process store keeps by default.
const LOCAL_KEYS = 5000;

/**
 * Fixed windows kept in this process, the least recently used dropped beyond `max` keys. Every request
 * is counted here, whether or not Redis counts it too; `heard` takes in what Redis answered, so the local
 * count is never below the shared one it last saw and ends when Redis's window does.
 */
function localCounter(max: number) {
  const windows = new LRUCache<string, { current: number; endsAt: number }>({ max });
  return {
    count(key: string, timeWindow: number): Counter {
      const now = Date.now();
      let window = windows.get(key);
      if (!window || window.endsAt <= now) {
        window = { current: 0, endsAt: now + timeWindow };
        windows.set(key, window);
      }
      window.current += 1;
      return { current: window.current, ttl: window.endsAt - now };
    },
    /** Redis's count for the key; answers the higher of the two, which is what the request is held to. */
    heard(key: string, shared: Counter): Counter {
      const window = windows.get(key);
      if (!window) return shared;
      window.current = Math.max(window.current, shared.current);
      window.endsAt = Date.now() + shared.ttl;
      return { current: window.current, ttl: shared.ttl };
    },
  };
}

/**
 * A rate-limit store (the plugin's documented `store` option) that counts in Redis while it answers and
 * in this process all the time: limits never switch off, and a request never waits on an absent Redis
 * longer than one command timeout (after a failure Redis is skipped for a few seconds). When Redis is
 * slow or away, the local count takes over with everything this instance has seen in the window (and
 * the shared count it last heard), not from zero; when Redis is back, the higher count holds, as Redis
 * missed what was counted here meanwhile. Counters kept locally are per instance, so a client spread
 * over n instances gets up to n times a limit while Redis is away. Each route counts under a key of its
 * own, in Redis and in this process.
 */
export function fallbackStore(redis: SharedRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly local: ReturnType<typeof localCounter>;

    constructor(private readonly prefix: string) {
      this.local = localCounter(LOCAL_KEYS);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const counted = this.local.count(key, timeWindow);
      if (!redis.available()) return callback(null, counted);
      redis.client.eval(COUNT_IN_REDIS, 1, `${this.prefix}${key}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, this.local.heard(key, { current, ttl }));
        },
        (error: unknown) => {
          redis.failed(error);
          callback(null, counted);
        },
      );
    }

    child(routeOptions: Parameters<FastifyRateLimitStore['child']>[0]): FastifyRateLimitStore {
      // The plugin's documentation: besides the route's limit settings, `routeInfo` is the route (empty
      // for a limiter made with createRateLimit).
      const { routeInfo } = routeOptions as unknown as { routeInfo?: { method?: unknown; url?: unknown } };
      const route = `${String(routeInfo?.method ?? '')}${String(routeInfo?.url ?? '')}`;
      return new FallbackStore(`${this.prefix}${route}-`);
    }
  }
  // The plugin constructs the store with its global settings.
  return class extends FallbackStore {
    constructor() {
      super(nameSpace);
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
