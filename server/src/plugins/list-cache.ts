import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Micro-cache of the public catalogue lists (issue 7). Every visitor of the home page asks the same few
 * questions (featured, the first pages, common filters); answering them from memory for a second or two
 * takes the database out of the hot path without showing anything noticeably old:
 * - only anonymous GETs of the list routes, only 200 answers, keyed by language and the exact URL;
 * - fresh for `ttlMs`; then, for up to `staleMs` more, the previous answer is served at once while a
 *   single background request computes the next one — so a visitor never waits for an expiry;
 * - concurrent misses of one key wait for the first request instead of all querying (no stampede);
 * - any successful write through this instance (POST/PUT/PATCH/DELETE) empties it at once (nothing
 *   stale is served after it), and an answer computed while a write landed is not kept; writes through
 *   other instances show within `ttlMs` plus one refresh.
 * Bounded: at most `maxEntries` answers, oldest dropped first. `ttlMs` 0 turns it off.
 */
export type ListCacheOptions = { ttlMs: number; staleMs?: number; maxEntries?: number };

const LIST_ROUTES = new Set([
  '/api/escort/search',
  '/api/escort/all',
  '/api/escort/featured',
  '/api/escort/normal',
]);
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REFRESH_HEADER = 'x-velvet-list-refresh';

type Entry = { payload: unknown; fresh: number; usable: number };
type Pending = { generation: number; settle: (payload: unknown) => void; promise: Promise<unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    listCache: { clear: () => void; size: () => number };
  }
  interface FastifyRequest {
    listCacheFill: { key: string; pending: Pending } | null;
  }
}

/** A usable bearer token; "Bearer null" (the spec's signed-out client) counts as none. */
const signedIn = (request: FastifyRequest) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return !!match && match[1] !== 'null' && match[1] !== 'undefined';
};

export default fp<ListCacheOptions>(
  async (app, options) => {
    const ttlMs = options.ttlMs;
    const staleMs = options.staleMs ?? 10_000;
    const maxEntries = options.maxEntries ?? 2000;
    const entries = new Map<string, Entry>();
    const pending = new Map<string, Pending>();
    // Bumped by every write: an answer whose computation started before the bump is not stored.
    let generation = 0;
    // Marks this process's own refresh requests; a client cannot guess it to skip the cache.
    const refreshSecret = randomBytes(16).toString('hex');

    const clear = () => {
      generation += 1;
      entries.clear();
      for (const p of pending.values()) p.settle(undefined);
      pending.clear();
    };
    app.decorate('listCache', { clear, size: () => entries.size });
    app.decorateRequest('listCacheFill', null);
    if (ttlMs <= 0) return;

    const startFill = (request: FastifyRequest, key: string) => {
      let settle: (payload: unknown) => void = () => {};
      const promise = new Promise<unknown>((resolve) => (settle = resolve));
      const mine = { generation, settle, promise };
      pending.set(key, mine);
      request.listCacheFill = { key, pending: mine };
    };

    /** Recomputes a key through the whole app (validation, handler, serializer) without a client waiting. */
    const refreshInBackground = (request: FastifyRequest, key: string) => {
      // Claimed now, so a burst of requests on a stale entry starts one refresh, not one each.
      const claim: Pending = { generation, settle: () => {}, promise: Promise.resolve(undefined) };
      pending.set(key, claim);
      void app
        .inject({
          method: 'GET',
          url: request.url,
          headers: { 'accept-language': request.lang, [REFRESH_HEADER]: refreshSecret },
        })
        .catch((error: unknown) => app.log.warn({ err: error }, 'list cache refresh failed'))
        .finally(() => {
          if (pending.get(key) === claim) pending.delete(key);
        });
    };

    // The JSON bytes of an answer are kept, so a hit skips validation (same URL, same outcome: only 200s
    // are kept) and serialization, and costs about what a static route does.
    const sendJson = (reply: FastifyReply, body: unknown) =>
      reply.header('content-type', 'application/json; charset=utf-8').send(body);

    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' || !LIST_ROUTES.has(request.routeOptions.url ?? '') || signedIn(request))
        return;
      const key = `${request.lang} ${request.url}`;
      if (request.headers[REFRESH_HEADER] === refreshSecret) return startFill(request, key);
      const now = Date.now();
      const entry = entries.get(key);
      if (entry && entry.fresh > now) return sendJson(reply, entry.payload);
      if (entry && entry.usable > now) {
        if (!pending.has(key)) refreshInBackground(request, key);
        return sendJson(reply, entry.payload);
      }
      if (entry) entries.delete(key);

      const inFlight = pending.get(key);
      if (inFlight) {
        const payload = await inFlight.promise;
        if (payload !== undefined) return sendJson(reply, payload);
        // The first request failed or a write intervened: compute this one (and keep it if nobody else does).
        if (!pending.has(key)) startFill(request, key);
        return;
      }
      startFill(request, key);
    });

    // Registered before compression (plugins/security.ts), so the payload here is the serialized JSON.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
      const fill = request.listCacheFill;
      if (!fill) return payload;
      request.listCacheFill = null;
      const { key, pending: mine } = fill;
      if (reply.statusCode === 200 && typeof payload === 'string' && mine.generation === generation) {
        entries.delete(key);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
        const now = Date.now();
        entries.set(key, { payload, fresh: now + ttlMs, usable: now + ttlMs + staleMs });
        mine.settle(payload);
      } else {
        mine.settle(undefined);
      }
      if (pending.get(key) === mine) pending.delete(key);
      return payload;
    });

    app.addHook('onResponse', async (request: FastifyRequest, reply: FastifyReply) => {
      // A request that ended before onSend (aborted): release whoever waits on it.
      const fill = request.listCacheFill;
      if (fill) {
        fill.pending.settle(undefined);
        if (pending.get(fill.key) === fill.pending) pending.delete(fill.key);
      }
      if (!SAFE_METHODS.has(request.method) && reply.statusCode < 400) clear();
    });
  },
  { name: 'list-cache', dependencies: ['language'] },
);
