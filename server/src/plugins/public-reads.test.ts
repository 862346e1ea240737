import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { makeAdvertiser, makeSignedIn } from '../../test/factories.ts';

let ctx: TestContext;
let guid: string;

beforeAll(async () => {
  // Cached for a minute: the renderer's reads and the API's share entries, and a write empties both.
  ctx = await buildTestApp({}, { listCacheMs: 60_000 });
  const advert = await makeAdvertiser(ctx.deps.database.db, { name: 'Alma', city: 'Odense' });
  guid = advert.guid;
  await makeAdvertiser(ctx.deps.database.db, { name: 'Bea', city: 'Odense' });
});

afterAll(async () => {
  await ctx.close();
});

const overHttp = async (url: string, lang: 'en' | 'da') => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/${url}`,
    headers: { 'accept-language': lang },
  });
  return { status: res.statusCode, body: res.json() as unknown };
};

describe('public reads answered in-process (what the server renderer uses)', () => {
  const reads: [string, Record<string, string>][] = [
    ['escort/featured', {}],
    ['escort/normal', { page: '1', page_size: '9' }],
    ['escort/search', { page: '1', page_size: '9', address: 'Odense' }],
    ['escort/all', { latitude: '55.40', longitude: '10.39', page: '1' }],
    ['auth/interests', {}],
  ];

  for (const [path, query] of reads) {
    for (const lang of ['en', 'da'] as const) {
      it(`answers ${path} exactly as the route does (${lang})`, async () => {
        ctx.app.listCache.clear();
        const qs = new URLSearchParams(query).toString();
        const inProcess = await ctx.app.readPublic(lang, path, query);
        const http = await overHttp(`${path}${qs ? `?${qs}` : ''}`, lang);
        expect(inProcess).toEqual(http);
        expect(inProcess.status).toBe(200);
      });
    }
  }

  it('answers an advert, its related adverts and its testimonials by their path parameters', async () => {
    for (const path of [`escort/getById/${guid}`, `escort/getRelated/${guid}`, `feedback/user/${guid}`]) {
      const inProcess = await ctx.app.readPublic('en', path);
      expect(inProcess).toEqual(await overHttp(path, 'en'));
    }
    const advert = (await ctx.app.readPublic('da', `escort/getById/${guid}`)).body as {
      data: { escort: Record<string, unknown> };
    };
    expect(advert.data.escort.name).toBe('Alma');
    // The route's response schema shapes it: nothing the schema does not name (the exact point, the email).
    expect(advert.data.escort).not.toHaveProperty('email');
    expect(advert.data.escort).not.toHaveProperty('password');
  });

  it('refuses what the route refuses, with the same status and message', async () => {
    const same = async (lang: 'en' | 'da', path: string, query: Record<string, string> = {}) => {
      const qs = new URLSearchParams(query).toString();
      const inProcess = (await ctx.app.readPublic(lang, path, query)) as { status: number; body: object };
      const http = (await overHttp(`${path}${qs ? `?${qs}` : ''}`, lang)) as { status: number; body: object };
      // The renderer reads the status and the message; the per-field details stay the API's.
      expect({ status: inProcess.status, message: (inProcess.body as { message: string }).message }).toEqual({
        status: http.status,
        message: (http.body as { message: string }).message,
      });
      return inProcess.status;
    };
    expect(await same('da', 'escort/getById/00000000-0000-4000-8000-000000000000')).toBe(404);
    expect(await same('en', 'escort/search', { sex: 'Robot' })).toBe(400);
    expect(await same('da', 'escort/search', { age: '7' })).toBe(400);
    expect((await ctx.app.readPublic('en', 'admin/adverts')).status).toBe(404);
  });

  it('shares the answer cache with the API, and a write empties it for both', async () => {
    ctx.app.listCache.clear();
    const query = { page: '1', page_size: '50' };
    const names = async () =>
      (
        (await ctx.app.readPublic('en', 'escort/normal', query)).body as {
          data: { escorts: { name: string }[] };
        }
      ).data.escorts.map((e) => e.name);
    expect(await names()).not.toContain('Cleo');
    // Written behind the cache: the kept answer (filled by the renderer) is what the API serves too.
    await makeAdvertiser(ctx.deps.database.db, { name: 'Cleo' });
    expect(await names()).not.toContain('Cleo');
    const http = (await overHttp('escort/normal?page=1&page_size=50', 'en')).body as {
      data: { escorts: { name: string }[] };
    };
    expect(http.data.escorts.map((e) => e.name)).not.toContain('Cleo');
    // A write through the app empties the cache: the renderer sees the change at once.
    const operator = await makeSignedIn(ctx.deps.database.db, { role: 'admin', activatedAt: null });
    const target = await makeAdvertiser(ctx.deps.database.db, { name: 'Throwaway' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/adverts/${target.id}/suspend`,
      headers: operator.headers,
      payload: { reason: 'Photos belong to someone else' },
    });
    expect(res.statusCode).toBe(200);
    expect(await names()).toContain('Cleo');
  });
});
