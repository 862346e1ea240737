import { existsSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import { DEFAULT_WEB_DIST } from '../src/paths.ts';
import { makeAdvertiser } from './factories.ts';
import { buildTestApp, type TestContext } from './helpers.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * The outage drills, on PostgreSQL (PGlite runs in the process: it cannot be unreachable). The app reaches
 * its database through a TCP proxy the test controls, which refuses connections (a stopped server) or
 * stops forwarding (a stalled network). Data routes answer 503 with Retry-After and the envelope within
 * seconds, /api/ready says why, and the app serves again by itself once the database is back.
 * `DRILL_REPORT=1` prints the measured times.
 */

const base = process.env.DATABASE_URL;
const CONNECT_MS = 1000;
// As in production: a statement may run longer than a request waits for the database.
const STATEMENT_MS = 5000;
// A request's one wait for the database (DATABASE_WAIT_TIMEOUT_MS, 3 s by default), plus slack.
const ONE_DEADLINE_MS = 3500;
// The client gives up a second after the statement timeout; the rest is slack for a busy machine.
const FIRST_503_WITHIN_MS = STATEMENT_MS + 1000 + 2500;
const DATA_ROUTES = ['/api/escort/normal?page=1&page_size=9', '/api/escort/featured'];
// The rendered pages need the built web app (CI builds it before the tests).
const rendered = existsSync(path.join(DEFAULT_WEB_DIST, '.ssr', 'entry-server.js'));

let proxy: TcpProxy;
let ctx: TestContext;
const logLines: string[] = [];

const report = (line: string) => {
  if (process.env.DRILL_REPORT) console.log(`[drill] ${line}`);
};

/** One request, timed; a request still unanswered after `limitMs` counts as "no answer" (status 0). */
async function timed(url: string, lang: 'en' | 'da' = 'en', limitMs = 20_000) {
  const started = performance.now();
  const res = await Promise.race([
    ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': lang } }),
    new Promise<null>((resolve) => setTimeout(() => resolve(null), limitMs).unref()),
  ]);
  return { res, ms: Math.round(performance.now() - started) };
}

/** Polls a data route until it answers 200; resolves the milliseconds that took. */
async function recovery(limitMs = 15_000) {
  const started = performance.now();
  while (performance.now() - started < limitMs) {
    const { res } = await timed(DATA_ROUTES[0]!, 'en', limitMs);
    if (res?.statusCode === 200) return Math.round(performance.now() - started);
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no recovery within ${limitMs} ms`);
}

function expectUnavailable(res: Awaited<ReturnType<typeof timed>>['res'], lang: 'en' | 'da') {
  expect(res, 'an answer').not.toBeNull();
  expect(res!.statusCode, res!.body).toBe(503);
  expect(res!.headers['retry-after']).toBe('5');
  expect(res!.json()).toMatchObject({
    status: false,
    message: translate(lang, 'errors.database_unavailable'),
  });
}

describe.skipIf(!base)('PostgreSQL unavailable', () => {
  beforeAll(async () => {
    const target = new URL(base!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    ctx = await buildTestApp(
      {
        DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_MS),
        DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS),
      },
      { logger: { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } } },
      {
        databaseUrl: (url) => {
          const through = new URL(url);
          through.hostname = '127.0.0.1';
          through.port = String(proxy.port);
          return through.toString();
        },
      },
    );
  });
  afterAll(async () => {
    await proxy?.close();
    await ctx?.close();
  });

  it('serves normally through the proxy', async () => {
    for (const url of DATA_ROUTES) expect((await timed(url)).res?.statusCode).toBe(200);
    expect((await timed('/api/ready')).res?.json()).toMatchObject({ data: { database: 'postgres' } });
  });

  it('answers 503 with Retry-After while connections are refused, and recovers by itself', async () => {
    await proxy.refuse();
    try {
      for (const lang of ['en', 'da'] as const) {
        for (const url of DATA_ROUTES) {
          const { res, ms } = await timed(url, lang);
          report(`refused: ${url} ${lang} -> ${res?.statusCode ?? 'no answer'} in ${ms} ms`);
          expectUnavailable(res, lang);
          expect(ms).toBeLessThan(FIRST_503_WITHIN_MS);
        }
      }
      const ready = await timed('/api/ready');
      report(
        `refused: /api/ready -> ${ready.res?.statusCode} ${ready.res?.json().data.reason} in ${ready.ms} ms`,
      );
      expectUnavailable(ready.res, 'en');
      expect(ready.res!.json().data).toEqual({ database: 'postgres', reason: 'database_unreachable' });
    } finally {
      await proxy.accept();
    }
    // One warning per refused request, no error with a stack, nothing of the statements' values.
    expect(logLines.some((line) => line.includes('database unavailable'))).toBe(true);
    expect(logLines.filter((line) => line.includes('"level":50'))).toEqual([]);
    expect(logLines.join('\n')).not.toContain('params');
    const ms = await recovery();
    report(`refused: recovered ${ms} ms after the database accepted again`);
    expect((await timed('/api/ready')).res?.statusCode).toBe(200);
  });

  it('turns a stalled network into 503s within seconds, and recovers by itself', async () => {
    proxy.stall();
    try {
      // More requests at once than the pool has connections: those waiting for one give up too.
      const burst = await Promise.all(
        Array.from({ length: 25 }, (_, i) => timed(DATA_ROUTES[i % 2]!, i % 3 ? 'en' : 'da')),
      );
      const slowest = Math.max(...burst.map((b) => b.ms));
      report(
        `stalled: 25 requests -> ${[...new Set(burst.map((b) => b.res?.statusCode ?? 'no answer'))].join(',')}, first 503 in ${Math.min(...burst.map((b) => b.ms))} ms, last in ${slowest} ms`,
      );
      burst.forEach((b, i) => expectUnavailable(b.res, i % 3 ? 'en' : 'da'));
      expect(slowest).toBeLessThan(FIRST_503_WITHIN_MS + CONNECT_MS * 2);

      const ready = await timed('/api/ready');
      report(
        `stalled: /api/ready -> ${ready.res?.statusCode} ${ready.res?.json().data.reason} in ${ready.ms} ms`,
      );
      expectUnavailable(ready.res, 'en');
      expect(ready.res!.json().data).toEqual({ database: 'postgres', reason: 'database_timeout' });
      expect(ready.ms).toBeLessThan(FIRST_503_WITHIN_MS);
    } finally {
      proxy.resume();
    }
    const ms = await recovery();
    report(`stalled: recovered ${ms} ms after the network resumed`);
    expect(ms).toBeLessThan(FIRST_503_WITHIN_MS);
    // And stays healthy: every route, several times over.
    for (let i = 0; i < 5; i += 1) {
      for (const url of DATA_ROUTES) expect((await timed(url)).res?.statusCode).toBe(200);
    }
    expect((await timed('/api/ready')).res?.statusCode).toBe(200);
  });

  it('answers pages, /api/ready and an advert within one deadline while the network stalls', async () => {
    // A new advert: nothing of it is in the public read cache, so getById has to ask the database.
    const advert = await makeAdvertiser(ctx.deps.database.db);
    const urls = [`/api/escort/getById/${advert.guid}`, '/api/ready'];
    if (rendered) urls.push(`/details?guid=${advert.guid}&one=deadline`);
    proxy.stall();
    const answers: Array<{ url: string } & Awaited<ReturnType<typeof timed>>> = [];
    try {
      for (const url of urls) {
        answers.push({ url, ...(await timed(url)) });
        report(
          `stalled: ${url} -> ${answers.at(-1)!.res?.statusCode ?? 'no answer'} in ${answers.at(-1)!.ms} ms`,
        );
      }
    } finally {
      proxy.resume();
    }
    await recovery();
    for (const { url, res, ms } of answers) {
      expect(res, 'an answer').not.toBeNull();
      expect(res!.statusCode, url).toBe(503);
      expect(res!.headers['retry-after']).toBe('5');
      if (!url.startsWith('/details')) expectUnavailable(res, 'en');
      expect(ms, url).toBeLessThan(ONE_DEADLINE_MS);
    }
  });

  it.skipIf(!rendered)(
    "serves rendered pages a 503 page with Retry-After in the visitor's language within the API's deadline",
    async () => {
      const advert = await makeAdvertiser(ctx.deps.database.db);
      const pages = ['/', '/Adverts?sort=newest', `/details?guid=${advert.guid}`];
      proxy.stall();
      try {
        for (const lang of ['da', 'en'] as const) {
          for (const url of pages) {
            // A query of its own per try: nothing answered from the page cache.
            const { res, ms } = await timed(`${url}${url.includes('?') ? '&' : '?'}try=${lang}`, lang);
            report(`stalled: page ${url} ${lang} -> ${res?.statusCode ?? 'no answer'} in ${ms} ms`);
            expect(res, 'an answer').not.toBeNull();
            expect(res!.statusCode, url).toBe(503);
            expect(res!.headers['retry-after']).toBe('5');
            expect(res!.headers['content-type']).toMatch(/^text\/html/);
            expect(res!.body).toContain(`<html lang="${lang}"`);
            expect(res!.body).toContain(translate(lang, 'errors.page_unavailable_title'));
            expect(ms).toBeLessThan(FIRST_503_WITHIN_MS);
          }
        }
      } finally {
        proxy.resume();
      }
      await recovery();
      const page = await timed(`/details?guid=${advert.guid}&after=1`);
      expect(page.res?.statusCode).toBe(200);
    },
  );
});
