import { Redis, type RedisOptions } from 'ioredis';

/**
 * The shared Redis of several instances (rate-limit counters). Redis is a helper, not a dependency the
 * app stops for: a command waits at most half a second, nothing queues while it is away (a command
 * then fails at once instead of waiting for a reconnect), and the client keeps reconnecting in the
 * background. Callers fall back to their per-process behaviour while `available()` is false.
 */
export type SharedRedis = {
  client: Redis;
  /** False while disconnected, and for a few seconds after a command failed or timed out. */
  available: () => boolean;
  /** Called by users of the client when a command failed: it is then skipped for a moment. */
  failed: (error: unknown) => void;
  /** Reports whether Redis answers a PING now (for readiness). */
  ping: () => Promise<boolean>;
  /** Listeners for "Redis went away" (at most the events the client reports). */
  onTrouble: (listener: (error: unknown) => void) => void;
  /**
   * A further connection to the same server, for what cannot share `client` (a pub/sub subscriber)
   * or needs other settings; its owner closes it.
   */
  connection: (options: RedisOptions) => Redis;
  close: () => Promise<void>;
};

const REDIS_TIMEOUTS = { connectMs: 1000, commandMs: 500, retryMaxMs: 5000, skipAfterFailureMs: 5000 };

export function createSharedRedis(url: string): SharedRedis {
  const client = new Redis(url, {
    connectTimeout: REDIS_TIMEOUTS.connectMs,
    commandTimeout: REDIS_TIMEOUTS.commandMs,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    // Keep trying in the background, at most every 5 s.
    retryStrategy: (times) => Math.min(times * 250, REDIS_TIMEOUTS.retryMaxMs),
    lazyConnect: false,
  });
  const listeners: ((error: unknown) => void)[] = [];
  let skipUntil = 0;
  const failed = (error: unknown) => {
    skipUntil = Date.now() + REDIS_TIMEOUTS.skipAfterFailureMs;
    for (const listener of listeners) listener(error);
  };
  // Without a listener ioredis prints every failed reconnect to stderr.
  client.on('error', failed);
  // A server that accepts the connection and never answers raises no error by itself: give it as long
  // as a connection to answer, then report it as trouble like any other failure.
  let readyTimer: NodeJS.Timeout | undefined;
  client.on('connect', () => {
    clearTimeout(readyTimer);
    readyTimer = setTimeout(
      () =>
        failed(
          new Error(`Redis accepted the connection but did not answer within ${REDIS_TIMEOUTS.connectMs} ms`),
        ),
      REDIS_TIMEOUTS.connectMs,
    );
    readyTimer.unref();
  });
  client.on('ready', () => {
    clearTimeout(readyTimer);
    skipUntil = 0;
  });
  return {
    client,
    available: () => client.status === 'ready' && Date.now() >= skipUntil,
    failed,
    ping: async () => {
      if (client.status !== 'ready') return false;
      try {
        return (await client.ping()) === 'PONG';
      } catch (error) {
        failed(error);
        return false;
      }
    },
    onTrouble: (listener) => void listeners.push(listener),
    connection: (options) => {
      const connection = client.duplicate({ commandTimeout: undefined, ...options });
      // Its failures reach the same listeners; without one ioredis prints each failed reconnect.
      connection.on('error', (error: unknown) => {
        for (const listener of listeners) listener(error);
      });
      return connection;
    },
    close: async () => {
      clearTimeout(readyTimer);
      if (client.status === 'ready') await client.quit().catch(() => client.disconnect());
      else client.disconnect();
    },
  };
}
