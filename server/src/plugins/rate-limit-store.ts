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

/** Fixed windows kept in this process, the least recently used dropped beyond `max` keys. */
function localCounter(max: number) {
  const windows = new LRUCache<string, { current: number; endsAt: number }>({ max });
  return (key: string, timeWindow: number): Counter => {
    const now = Date.now();
    let window = windows.get(key);
    if (!window || window.endsAt <= now) {
      window = { current: 0, endsAt: now + timeWindow };
      windows.set(key, window);
    }
    window.current += 1;
    return { current: window.current, ttl: window.endsAt - now };
  };
}

/**
 * A rate-limit store (the plugin's documented `store` option) that counts in Redis while it answers and
 * in this process while it does not: limits never switch off, and a request never waits on an absent
 * Redis longer than one command timeout (after a failure Redis is skipped for a few seconds). Counters
 * kept locally while Redis is away are per instance, so a client spread over n instances gets up to n
 * times a limit meanwhile. Each route counts under a key of its own, in Redis and in this process.
 */
export function fallbackStore(redis: SharedRedis, nameSpace: string): FastifyRateLimitStoreCtor {
  class FallbackStore implements FastifyRateLimitStore {
    private readonly countLocally: (key: string, timeWindow: number) => Counter;

    constructor(private readonly prefix: string) {
      this.countLocally = localCounter(LOCAL_KEYS);
    }

    incr(key: string, callback: Callback, timeWindow: number): void {
      const local = () => callback(null, this.countLocally(key, timeWindow));
      if (!redis.available()) return local();
      redis.client.eval(COUNT_IN_REDIS, 1, `${this.prefix}${key}`, timeWindow).then(
        (result) => {
          const [current, ttl] = result as [number, number];
          callback(null, { current, ttl });
        },
        (error: unknown) => {
          redis.failed(error);
          local();
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
