import { createHash, createHmac, randomBytes } from 'node:crypto';
import type { SharedRedis } from '../../adapters/redis.ts';

/**
 * "Has this address already been counted today for this advert and event?" — answered from a keyed
 * hash of (IP address, day, advert, event). The browser string is no part of it: anyone can send a new
 * one with every request, so it would let one address count any number of views. The hash lives only in memory (or in Redis,
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
    hash: (parts: { ip: string; day: string; guid: string; type: string }) =>
      createHmac('sha256', secret)
        .update(`${parts.day}\n${parts.guid}\n${parts.type}\n${parts.ip}`)
        .digest('base64url')
        .slice(0, 22),
    /** Instances sharing a key share their Redis keys; another key never meets them. */
    namespace: createHash('sha256').update(secret).digest('hex').slice(0, 12),
  };
}

/**
 * How many (address, advert, event) triples one day keeps: about 10 MB in memory. Past it, memory forgets
 * the least recently seen (who may then count once more), and Redis stops counting new ones for the day.
 */
const SEEN_MAX_PER_DAY = 100_000;

export function memorySeenStore(max = SEEN_MAX_PER_DAY): SeenStore {
  // A Map keeps insertion order: re-inserting on every sighting makes its first key the least recent.
  let current = { day: '', seen: new Map<string, true>() };
  return {
    async firstToday(day, hash) {
      // Yesterday's hashes are dropped as soon as the day turns.
      if (current.day !== day) current = { day, seen: new Map() };
      const known = current.seen.delete(hash);
      current.seen.set(hash, true);
      if (!known && current.seen.size > max) current.seen.delete(current.seen.keys().next().value!);
      return !known;
    },
    async close() {},
  };
}

/** Keys live two days: today's, and yesterday's while a late beacon of it may still come. */
const SEEN_TTL_SECONDS = 172_800;

/**
 * Several instances agree on "first today" through Redis: one key per hash, expiring two days later,
 * and one counter per day; past `max` new hashes in a day nothing more is stored or counted that day.
 */
export function redisSeenStore(shared: SharedRedis, namespace: string, max = SEEN_MAX_PER_DAY): SeenStore {
  // Its own connection: a beacon may wait for Redis to come back rather than count twice.
  const redis = shared.connection({ maxRetriesPerRequest: 2, enableOfflineQueue: true });
  return {
    async firstToday(day, hash) {
      const key = `velvet-stats:${namespace}:${day}:${hash}`;
      if (await redis.exists(key)) return false;
      const counter = `velvet-stats:${namespace}:${day}:count`;
      const [[, stored]] = (await redis.multi().incr(counter).expire(counter, SEEN_TTL_SECONDS).exec()) as [
        [Error | null, number],
      ];
      if (stored > max) return false;
      const answer = await redis.set(key, '1', 'EX', SEEN_TTL_SECONDS, 'NX');
      return answer === 'OK';
    },
    async close() {
      await redis.quit();
    },
  };
}
