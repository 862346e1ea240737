import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { advertisers } from '../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { makeAdvertiser, makeSignedIn } from '../../test/factories.ts';

type List = { data: { escorts: { name: string }[]; pagination: { total: number } } };

let ctx: TestContext;
let statements = 0;

beforeAll(async () => {
  // Cached for a minute, so only the rules under test (writes, keys, sign-in) can make an answer fresh.
  ctx = await buildTestApp({}, { listCacheMs: 60_000 });
  const driver = (
    ctx.deps.database.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } }
  ).$client;
  const query = driver.query.bind(driver);
  driver.query = (...args: unknown[]) => {
    statements += 1;
    return query(...args);
  };
  await makeAdvertiser(ctx.deps.database.db, { name: 'Alma' });
});

afterAll(async () => {
  await ctx.close();
});

beforeEach(() => {
  ctx.app.listCache.clear();
});

const names = async (url: string, headers: Record<string, string> = {}) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode).toBe(200);
  return (res.json() as List).data.escorts.map((e) => e.name).sort();
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A test on an app of its own with the cache timings given and one advert named `name`: `list()` reads the
 * public list's names, `hide()` suspends the advert in the database, behind the cache's back.
 */
async function withOwnCache(
  timings: { listCacheMs: number; listCacheStaleMs?: number },
  name: string,
  test: (app: { list: () => Promise<string[]>; hide: () => Promise<unknown> }) => Promise<void>,
) {
  const own = await buildTestApp({}, timings);
  try {
    const db = own.deps.database.db;
    const row = await makeAdvertiser(db, { name });
    const list = async () =>
      ((await own.app.inject({ method: 'GET', url: '/api/escort/normal' })).json() as List).data.escorts.map(
        (e) => e.name,
      );
    await test({
      list,
      hide: () => db.update(advertisers).set({ suspendedAt: new Date() }).where(eq(advertisers.id, row.id)),
    });
  } finally {
    await own.close();
  }
}

/** A write that changes the catalogue: an operator suspends a (throwaway) advert through the app. */
async function catalogueWrite(app = ctx.app, db = ctx.deps.database.db) {
  const target = await makeAdvertiser(db, { name: 'Throwaway' });
  const operator = await makeSignedIn(db, { role: 'admin', activatedAt: null, name: 'Operator' });
  const res = await app.inject({
    method: 'POST',
    url: `/api/admin/adverts/${target.id}/suspend`,
    headers: operator.headers,
    payload: { reason: 'Photos belong to someone else' },
  });
  expect(res.statusCode).toBe(200);
}

/** A new visible advert written straight to the database, as another instance would. */
const addBehindTheCache = (name: string) => makeAdvertiser(ctx.deps.database.db, { name });

describe('public list micro-cache', () => {
  it('answers a repeated list from memory, without the database', async () => {
    const first = await names('/api/escort/search?page=1&page_size=9');
    await addBehindTheCache('Bea');
    const before = statements;
    const again = await names('/api/escort/search?page=1&page_size=9');
    expect(again).toEqual(first);
    expect(again).not.toContain('Bea');
    expect(statements).toBe(before);
    // Another URL is another answer.
    expect(await names('/api/escort/search?page=1&page_size=10')).toContain('Bea');
  });

  it('answers a hit with the same bytes and headers as the first answer, compressed when asked', async () => {
    for (let i = 0; i < 3; i++) await addBehindTheCache(`Card ${i}`);
    const url = '/api/escort/search?page=1&page_size=20';
    const miss = await ctx.app.inject({ method: 'GET', url });
    const hit = await ctx.app.inject({ method: 'GET', url });
    expect(hit.body).toBe(miss.body);
    expect(hit.headers['content-type']).toBe(miss.headers['content-type']);
    expect(hit.headers['x-content-type-options']).toBe('nosniff');
    const gzipped = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(miss.body);
  });

  it('keeps the compressed forms of a hit: brotli preferred, the same bytes each time, Vary set', async () => {
    for (let i = 0; i < 12; i++) await addBehindTheCache(`Wide ${i}`);
    const url = '/api/escort/normal?page=1&page_size=100';
    const plain = await ctx.app.inject({ method: 'GET', url });
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const ask = () => ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, br' } });
    const before = statements;
    const [first, second] = [await ask(), await ask()];
    expect(statements).toBe(before);
    for (const res of [first, second]) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(plain.body);
    }
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(first.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
    const identity = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.body).toBe(plain.body);
  });

  it('keeps the languages apart (the envelope message is translated)', async () => {
    for (const lang of ['en', 'da', 'da-DK,da;q=0.9']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/escort/featured',
        headers: { 'accept-language': lang },
      });
      expect(res.statusCode).toBe(200);
    }
    // One entry per negotiated language, not per header spelling.
    expect(ctx.app.listCache.size()).toBe(2);
  });

  it('is emptied by any successful write through the app that can change the catalogue', async () => {
    await names('/api/escort/normal?page_size=100');
    await addBehindTheCache('Cleo');
    await catalogueWrite();
    expect(await names('/api/escort/normal?page_size=100')).toContain('Cleo');
  });

  it('is kept by writes that change no public answer (a message, a page-view beacon)', async () => {
    await names('/api/escort/normal?page_size=100');
    expect(ctx.app.listCache.size()).toBe(1);
    const contact = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Visitor', email: 'visitor@example.test', service: '', message: 'Hello' },
    });
    expect(contact.statusCode).toBe(201);
    expect(ctx.app.listCache.size()).toBe(1);
  });

  it('is not emptied by a refused write', async () => {
    await names('/api/escort/normal?page_size=100');
    expect(ctx.app.listCache.size()).toBe(1);
    const refused = await ctx.app.inject({ method: 'POST', url: '/api/contact', payload: { name: '' } });
    expect(refused.statusCode).toBe(422);
    expect(ctx.app.listCache.size()).toBe(1);
  });

  it('never caches answers for a signed-in request or an error', async () => {
    const { headers } = await makeSignedIn(ctx.deps.database.db, { name: 'Dana' });
    await names('/api/escort/search?page=1&page_size=9', headers);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/escort/all?latitude=91&longitude=10' });
    expect(bad.statusCode).toBe(400);
    expect(ctx.app.listCache.size()).toBe(0);
    // "Bearer null" is the original web client signed out: cached like anonymous.
    await names('/api/escort/search?page=1&page_size=9', { authorization: 'Bearer null' });
    expect(ctx.app.listCache.size()).toBe(1);
  });

  it('lets concurrent misses of one key share a single computation', async () => {
    const before = statements;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => names('/api/escort/all?latitude=55.7&longitude=12.5&page=1')),
    );
    for (const a of answers) expect(a).toEqual(answers[0]);
    const perRequest = statements - before;
    // One computation is a handful of statements (page, count, images, packages, duo partners); twenty
    // would be ~140.
    expect(perRequest).toBeLessThanOrEqual(8);
  });

  it('after its lifetime serves the previous answer once while one background request refreshes it', async () => {
    await withOwnCache({ listCacheMs: 40 }, 'Eva', async ({ list, hide }) => {
      expect(await list()).toEqual(['Eva']);
      await hide();
      await sleep(60);
      // Expired: answered at once from the old entry, and a refresh is on its way.
      expect(await list()).toEqual(['Eva']);
      let latest = ['Eva'];
      for (let i = 0; i < 100 && latest.length > 0; i++) {
        await sleep(20);
        latest = await list();
      }
      expect(latest).toEqual([]);
    });
  });

  it('recomputes in the request itself once an answer is too old to serve', async () => {
    await withOwnCache({ listCacheMs: 500, listCacheStaleMs: 0 }, 'Fie', async ({ list, hide }) => {
      // The cache's clock stands still while the database works, however busy the machine is.
      const start = Date.now();
      vi.useFakeTimers({ toFake: ['Date'], now: start });
      try {
        expect(await list()).toEqual(['Fie']);
        await hide();
        vi.setSystemTime(start + 400);
        expect(await list()).toEqual(['Fie']);
        vi.setSystemTime(start + 600);
        expect(await list()).toEqual([]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  it('caches the detail page, its related adverts, testimonials and package status, until a write', async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db, { name: 'Gry' });
    const urls = [
      `/api/escort/getById/${advert.guid}`,
      `/api/escort/getRelated/${advert.guid}`,
      `/api/feedback/user/${advert.guid}`,
      `/api/escort/get-user-package/${advert.id}`,
    ];
    const bodies = [];
    for (const url of urls) bodies.push((await ctx.app.inject({ method: 'GET', url })).body);
    expect(ctx.app.listCache.size()).toBe(urls.length);
    await ctx.deps.database.db
      .update(advertisers)
      .set({ name: 'Gry renamed' })
      .where(eq(advertisers.id, advert.id));
    const before = statements;
    for (const [i, url] of urls.entries())
      expect((await ctx.app.inject({ method: 'GET', url })).body).toBe(bodies[i]);
    expect(statements).toBe(before);
    await catalogueWrite();
    const fresh = await ctx.app.inject({ method: 'GET', url: urls[0]! });
    expect((fresh.json() as { data: { escort: { name: string } } }).data.escort.name).toBe('Gry renamed');
  });

  it("makes another address of a kept advert's page from kept answers alone: its head asks nothing", async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db, { name: 'Jo', age: 31, city: 'Odense' });
    const page = (query: string) =>
      ctx.app.inject({
        method: 'GET',
        url: `/details?guid=${advert.guid}${query}`,
        headers: { accept: 'text/html' },
      });
    expect((await page('')).statusCode).toBe(200);
    // A filter in the address makes it a page of its own, made again from the answers the first one kept.
    const before = statements;
    const again = await page('&sex=Woman');
    expect(again.statusCode).toBe(200);
    expect(again.body).toContain('<meta property="og:type" content="profile">');
    expect(again.body).toContain(
      `<meta property="og:url" content="http://localhost:3000/details?guid=${advert.guid}">`,
    );
    expect(statements).toBe(before);
  });

  it("shows an advertiser's own write on their cached detail page and where it is related at once", async () => {
    const owner = await makeSignedIn(ctx.deps.database.db, {
      name: 'Hanne',
      packageUntil: new Date(Date.now() + 864e5),
    });
    const neighbour = await makeAdvertiser(ctx.deps.database.db, { name: 'Ida' });
    const detail = `/api/escort/getById/${owner.account.guid}`;
    const related = `/api/escort/getRelated/${neighbour.guid}`;
    type Detail = { data: { escort: { available_until: string | null } } };
    const availableOf = async () =>
      ((await ctx.app.inject({ method: 'GET', url: detail })).json() as Detail).data.escort.available_until;
    expect(await availableOf()).toBeNull();
    const before = (await ctx.app.inject({ method: 'GET', url: related })).body;
    expect(before).toContain(owner.account.guid);
    // Both answers are kept: asking again reads nothing.
    const statementsBefore = statements;
    await ctx.app.inject({ method: 'GET', url: detail });
    await ctx.app.inject({ method: 'GET', url: related });
    expect(statements).toBe(statementsBefore);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/available',
      headers: owner.headers,
      payload: { hours: 2 },
    });
    expect(res.statusCode).toBe(200);
    expect(await availableOf()).not.toBeNull();
    await makeAdvertiser(ctx.deps.database.db, { name: 'Jonna' });
    // The related list was recomputed too (the new advert of the same town now appears in it).
    expect((await ctx.app.inject({ method: 'GET', url: related })).body).toContain('Jonna');
  });

  it('answers an unknown advert 404 without keeping it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/escort/getById/00000000-0000-4000-8000-000000000000',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false });
    expect(ctx.app.listCache.size()).toBe(0);
  });

  it('is off in tests unless asked for', async () => {
    const plain = await buildTestApp();
    try {
      await plain.app.inject({ method: 'GET', url: '/api/escort/featured' });
      expect(plain.app.listCache.size()).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
