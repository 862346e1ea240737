import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SharedRedis } from '../../adapters/redis.ts';

/**
 * "Has this visitor already been counted today for this advert and event?" — answered from a keyed
 * hash of (IP address, user agent, day, advert, event). The hash lives only in memory (or in Redis,
 * expiring after the day) and never in the database; without the key, which is not stored either
 * unless configured, it cannot be linked back to an address.
 */
export type SeenStore = {
  /** True the first time a hash is offered on its day. */
  firstToday(day: string, hash: string): Promise<boolean>;
  close(): Promise<void>;
};

export function visitorHasher(key: string | undefined) {
  const secret = key ?? randomBytes(32).toString('hex');
  return {
    /** Short enough to keep a day's set small, long enough (128 bits) never to collide in practice. */
    hash: (parts: { ip: string; userAgent: string; day: string; guid: string; type: string }) =>
      createHmac('sha256', secret)
        .update(`${parts.day}\n${parts.guid}\n${parts.type}\n${parts.ip}\n${parts.userAgent}`)
        .digest('base64url')
        .slice(0, 22),
    /** Instances sharing a key share their Redis keys; another key never meets them. */
    namespace: createHash('sha256').update(secret).digest('hex').slice(0, 12),
  };
}

/** Past this many visitors in a day one instance stops counting new ones rather than grow without bound. */
const SEEN_MAX_PER_DAY = 1_000_000;

export function memorySeenStore(max = SEEN_MAX_PER_DAY): SeenStore {
  let current = { day: '', seen: new Set<string>() };
  return {
    async firstToday(day, hash) {
      // Yesterday's hashes are dropped as soon as the day turns.
      if (current.day !== day) current = { day, seen: new Set() };
      if (current.seen.has(hash) || current.seen.size >= max) return false;
      current.seen.add(hash);
      return true;
    },
    async close() {},
  };
}

/** Several instances agree on "first today" through Redis; each key expires two days later. */
export function redisSeenStore(shared: SharedRedis, namespace: string): SeenStore {
  // Its own connection: a beacon may wait for Redis to come back rather than count twice.
  const redis = shared.connection({ maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async firstToday(day, hash) {
      const answer = await redis.set(`velvet-stats:${namespace}:${day}:${hash}`, '1', 'EX', 172_800, 'NX');
      return answer === 'OK';
    },
    async close() {
      await redis.quit();
    },
  };
}
