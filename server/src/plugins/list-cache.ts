import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import { cachified, type Cache, type CacheEntry } from '@epic-web/cachified';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { SharedRedis } from '../adapters/redis.ts';

/**
 * Micro-cache of the public catalogue answers. Every visitor asks the same few questions (featured, the
 * first pages, common filters, the adverts search engines send them to); answering them from memory for
 * a second or two takes the database out of the hot path without showing anything noticeably old:
 * - only anonymous GETs of the routes that declare `config.cachedAnswer` (publicRead's `cached`), only 200
 *   answers, keyed by language and exact URL;
 * - cachified does the bookkeeping: fresh for `ttlMs`, then for up to `staleMs` more the previous answer
 *   is served at once while one background request computes the next; concurrent misses of one key share
 *   one computation (no stampede); lru-cache bounds it to `maxEntries` answers, least used dropped first;
 * - the answer is computed through the whole app (validation, handler, serializer) by an internal request,
 *   and its JSON bytes are kept, so a hit costs about what a static route does; the brotli and gzip
 *   forms are made once per answer, on the first hit that asks for them, and kept beside it (a list of
 *   100 cards is 64 KB as JSON and 8 KB in brotli: compressing it again for every visitor cost more than
 *   the rest of the hit);
 * - any successful write (POST/PUT/PATCH/DELETE) empties it at once, unless its route declares
 *   `config.keepsAnswers` (it never changes a public answer), and an answer computed while a write landed
 *   is not kept; with `redis` the emptying is published, so every instance forgets at once too.
 * `ttlMs` 0 turns it off.
 */
type ListCacheOptions = {
  ttlMs: number;
  staleMs?: number;
  maxEntries?: number;
  /** Shared Redis: writes through one instance empty every instance's cache (pub/sub). */
  redis?: SharedRedis | undefined;
  /**
   * Background refreshes at most this many at a time (default 4). The embedded database runs each query
   * on the main thread: refreshing hundreds of stale answers at once would hold up the hits meanwhile.
   */
  refreshConcurrency?: number;
};

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const REFRESH_HEADER = 'x-velvet-list-refresh';
const CACHE_CLEAR_CHANNEL = 'velvet:answer-cache:clear';
/** The longest a write's answer waits for Redis to take the "forget" for the other instances. */
const PUBLISH_WAIT_MS = 250;

// The body as bytes: a hit writes them as they are, without encoding a string again. `encoded` holds its
// compressed forms, made on the first hit that accepts each.
type Answer = {
  status: number;
  body: Buffer;
  contentType: string;
  retryAfter: string | undefined;
  encoded?: Partial<Record<Encoding, Buffer>>;
  /** The parsed body, kept once the renderer has needed it. */
  parsed?: unknown;
};
type Encoding = 'br' | 'gzip';
/** An answer as the server's own code uses it: the status and the parsed envelope. */
type Remembered = { status: number; body: unknown };
const ENCODINGS: Encoding[] = ['br', 'gzip'];
// The compression plugin's own threshold: smaller bodies go out as they are.
const COMPRESS_MIN_BYTES = 1024;
// Brotli 5 is a few times faster than the default 11 for a body this size, and within a few per cent of
// its size; gzip 6 is zlib's default.
const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
        [zlib.BROTLI_PARAM_QUALITY]: 5,
        [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body, { level: 6 }),
};

/** The answer's bytes in the best encoding the request accepts, compressed once and then kept. */
function encodedBody(answer: Answer, acceptEncoding: string | undefined) {
  if (!acceptEncoding || answer.body.length < COMPRESS_MIN_BYTES) return { body: answer.body };
  const encoding = negotiate(acceptEncoding, ENCODINGS) as Encoding | null | undefined;
  if (!encoding || !ENCODINGS.includes(encoding)) return { body: answer.body };
  answer.encoded ??= {};
  const body = (answer.encoded[encoding] ??= compressors[encoding](answer.body));
  return { body, encoding };
}
/** Sends a kept answer as it is, in the best encoding the request accepts. */
function sendAnswer(request: FastifyRequest, reply: FastifyReply, answer: Answer) {
  reply.code(answer.status).header('content-type', answer.contentType);
  if (answer.retryAfter) reply.header('retry-after', answer.retryAfter);
  const { body, encoding } = encodedBody(answer, request.headers['accept-encoding']);
  // A Content-Encoding already set tells the compression plugin to leave the bytes alone.
  if (answer.body.length >= COMPRESS_MIN_BYTES) {
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  }
  if (encoding) reply.header('content-encoding', encoding);
  return reply.send(body);
}
type Store = { lru: LRUCache<string, CacheEntry<Answer>>; cache: Cache<Answer> };

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A GET whose anonymous 200 answers the answer cache keeps (set by publicRead's `cached`). */
    cachedAnswer?: boolean;
    /**
     * A write that never changes a public answer (a page-view beacon, a message to an advertiser, signing
     * in): its success leaves the answer cache as it is. Every other write empties it, so a new route is
     * safe without saying anything.
     */
    keepsAnswers?: boolean;
  }
  interface FastifyInstance {
    listCache: {
      clear: () => void;
      size: () => number;
      /**
       * The same cache for a caller inside the server (the page renderer): the answer under `key` (the
       * language and API URL, as for a request), computed by `compute` when missing; the API and the
       * renderer fill and read the same entries.
       */
      remember: (key: string, compute: () => Promise<Remembered>) => Promise<Remembered>;
      /**
       * Sends a page of HTML kept under `key` (null: not kept), made by `compute` when missing, with its
       * compressed forms made once.
       */
      sendPage: (
        request: FastifyRequest,
        reply: FastifyReply,
        key: string | null,
        compute: () => Promise<{ status: number; html: string; retryAfter?: string | undefined }>,
      ) => Promise<FastifyReply>;
    };
  }
}

/** A usable bearer token; "Bearer null" (the original web client, signed out) counts as none. */
const signedIn = (request: FastifyRequest) => {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.authorization ?? '');
  return !!match && match[1] !== 'null' && match[1] !== 'undefined';
};

export default fp<ListCacheOptions>(
  async (app, options) => {
    const ttlMs = options.ttlMs;
    const staleMs = options.staleMs ?? 30_000;
    const maxEntries = options.maxEntries ?? 2000;
    // A store per generation: a write starts a new one, so nobody joins a computation begun before it
    // (cachified shares pending computations per cache object) and late results land in the old one.
    const newStore = (): Store => {
      const lru = new LRUCache<string, CacheEntry<Answer>>({ max: maxEntries });
      return {
        lru,
        cache: {
          get: (key) => lru.get(key),
          set: (key, entry) => lru.set(key, entry),
          delete: (key) => lru.delete(key),
        },
      };
    };
    let store = newStore();
    let generation = 0;
    // Marks this process's own internal requests; a client cannot guess it to skip the cache.
    const refreshSecret = randomBytes(16).toString('hex');

    // A write's answer may be read at once from any instance: the next reads must not come from a
    // replica that has not replayed it yet, or the old answer would be cached again as fresh.
    const { afterWrite } = app.deps.database;
    const forget = () => {
      generation += 1;
      store = newStore();
      afterWrite?.();
    };

    // Other instances learn of a write through Redis, before the write is answered: a client that reads
    // again through another instance once its write returned gets the new answer. Publishing holds the
    // answer up by at most PUBLISH_WAIT_MS, and while Redis is away each instance still forgets its own
    // writes (others then show them after ttlMs).
    const instance = randomUUID();
    let publish = async () => {};
    if (options.redis && ttlMs > 0) {
      // Its own connections: a subscriber can do nothing else, and the cache keeps its own timeouts.
      const publisher = options.redis.connection({
        connectTimeout: 2000,
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
      });
      const subscriber = options.redis.connection({
        connectTimeout: 2000,
        maxRetriesPerRequest: 20,
        enableOfflineQueue: true,
      });
      let warned = 0;
      const warn = (error: Error) => {
        if (Date.now() - warned < 60_000) return;
        warned = Date.now();
        app.log.warn(
          { err: error },
          'answer cache: Redis unreachable; writes through other instances show after the cache lifetime',
        );
      };
      publisher.on('error', warn);
      subscriber.on('error', warn);
      subscriber.on('message', (channel, from) => {
        if (channel === CACHE_CLEAR_CHANNEL && from !== instance) forget();
      });
      // Writes may have been missed while disconnected: start afresh whenever the subscription (re)starts.
      subscriber.on('ready', forget);
      subscriber.subscribe(CACHE_CLEAR_CHANNEL).catch(warn);
      publish = () =>
        Promise.race([
          publisher.publish(CACHE_CLEAR_CHANNEL, instance).then(() => undefined, warn),
          sleep(PUBLISH_WAIT_MS),
        ]);
      app.addHook('onClose', async () => {
        subscriber.disconnect();
        publisher.disconnect();
      });
    }

    const clear = async () => {
      forget();
      await publish();
    };
    /** The answer under `key`, made by `make` when missing; kept only when it is a 200 no write overtook. */
    const kept = async (key: string, make: () => Promise<Answer>, stale = staleMs): Promise<Answer> => {
      if (ttlMs <= 0) return make();
      return cachified({
        key,
        cache: store.cache,
        ttl: ttlMs,
        staleWhileRevalidate: stale,
        getFreshValue: async ({ metadata }) => {
          const startedAt = generation;
          const answer = await make();
          if (answer.status !== 200 || startedAt !== generation) Object.assign(metadata, { ttl: -1, swr: 0 });
          return answer;
        },
      });
    };

    const remember = async (key: string, compute: () => Promise<Remembered>): Promise<Remembered> => {
      const answer = await kept(key, async () => {
        const { status, body } = await compute();
        return {
          status,
          body: Buffer.from(JSON.stringify(body)),
          contentType: 'application/json; charset=utf-8',
          retryAfter: undefined,
          parsed: body,
        };
      });
      answer.parsed ??= JSON.parse(answer.body.toString('utf8'));
      return { status: answer.status, body: answer.parsed };
    };

    const sendPage = async (
      request: FastifyRequest,
      reply: FastifyReply,
      key: string | null,
      compute: () => Promise<{ status: number; html: string; retryAfter?: string | undefined }>,
    ) => {
      const make = async (): Promise<Answer> => {
        const { status, html, retryAfter } = await compute();
        return { status, body: Buffer.from(html), contentType: 'text/html; charset=utf-8', retryAfter };
      };
      // Never a stale page: the answers in it count as fresh in the browser for a while from when it was
      // rendered, so an old page would be shown as new and not asked for again.
      return sendAnswer(request, reply, key ? await kept(key, make, 0) : await make());
    };

    app.decorate('listCache', { clear: () => void clear(), size: () => store.lru.size, remember, sendPage });
    if (ttlMs <= 0) return;

    const compute = async (
      request: FastifyRequest,
      metadata: { ttl?: number | null; swr?: number | null },
    ): Promise<Answer> => {
      const startedAt = generation;
      const res = await app.inject({
        method: 'GET',
        url: request.url,
        headers: { 'accept-language': request.lang, [REFRESH_HEADER]: refreshSecret },
      });
      // Only 200s are kept, and only when no write landed meanwhile; the others still answer the waiters.
      // (Expired at birth, with no stale window, is how cachified is told not to store a value.)
      if (res.statusCode !== 200 || startedAt !== generation) Object.assign(metadata, { ttl: -1, swr: 0 });
      const retryAfter = res.headers['retry-after'];
      return {
        status: res.statusCode,
        body: res.rawPayload,
        contentType: String(res.headers['content-type'] ?? 'application/json; charset=utf-8'),
        retryAfter: retryAfter === undefined ? undefined : String(retryAfter),
      };
    };

    const refreshes = pLimit(options.refreshConcurrency ?? 4);
    // Queued, and each starts on a fresh turn of the event loop, so waiting requests are answered between.
    const refresh = (request: FastifyRequest, metadata: { ttl?: number | null; swr?: number | null }) =>
      refreshes(async () => {
        await new Promise((resolve) => setImmediate(resolve));
        return compute(request, metadata);
      });

    app.addHook('preValidation', async (request: FastifyRequest, reply: FastifyReply) => {
      if (request.method !== 'GET' || !request.routeOptions.config.cachedAnswer || signedIn(request)) return;
      if (request.headers[REFRESH_HEADER] === refreshSecret) return;
      const answer = await cachified({
        key: `${request.lang} ${request.url}`,
        cache: store.cache,
        ttl: ttlMs,
        staleWhileRevalidate: staleMs,
        getFreshValue: ({ metadata, background }) =>
          background ? refresh(request, metadata) : compute(request, metadata),
      });
      return sendAnswer(request, reply, answer);
    });

    // Before the write's answer leaves (onSend, not onResponse): once a client has it, no instance
    // serves the answers from before it.
    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload) => {
      if (
        !SAFE_METHODS.has(request.method) &&
        reply.statusCode < 400 &&
        !request.routeOptions.config.keepsAnswers
      )
        await clear();
      return payload;
    });
  },
  { name: 'list-cache', dependencies: ['deps', 'language'] },
);
