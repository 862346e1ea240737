import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  AdvertCard,
  AdvertDetail,
  AdvertListData,
  Envelope,
  Interest,
  RelatedAdvert,
} from '@velvet/contract';
import { appForFile } from '../../../test/helpers.ts';
import { webShell } from '../../../test/web-shell.ts';
import {
  addInterests,
  makeAdvertiser,
  makeInterest,
  makeMedia,
  makePackage,
  makePackagePeriod,
  makeSignedIn,
} from '../../../test/factories.ts';
import { expectNoPrivateFields } from '../../../test/public-json.ts';
import { nearbyExplainSql } from './repo.ts';

const ctx = appForFile({}, { webDist: webShell() });
const db = () => ctx.deps.database.db;

const COPENHAGEN = { latitude: 55.6761, longitude: 12.5683 };
const ODENSE = { latitude: 55.4038, longitude: 10.4024 };
const AARHUS = { latitude: 56.1629, longitude: 10.2039 };

type Advert = Awaited<ReturnType<typeof makeAdvertiser>>;
let kbh: Advert, kbh2: Advert, odense: Advert;
let hidden: Record<'unverified' | 'unpaid' | 'suspended' | 'held' | 'admin', Advert>;
let massage: number, dinner: number;
const soon = () => new Date(Date.now() + 5 * 86_400_000);

beforeAll(async () => {
  const pkg = await makePackage(db());

  kbh = await makeAdvertiser(db(), {
    name: 'Sofie',
    age: 27,
    city: 'København K',
    sex: 'Woman',
    ...{ latitude: 55.676_123_4, longitude: 12.568_345_6 },
    featuredUntil: soon(),
    about:
      '<p>Hi <strong>there</strong> &amp; welcome</p><script>alert(1)</script><a href="javascript:alert(1)">bad</a>' +
      '<a href="https://example.com" onclick="steal()">good</a><img src=x onerror=alert(1)>',
  });
  await makePackagePeriod(db(), kbh.id, pkg.id);
  await makeMedia(db(), kbh.id, 'image', { position: 2 });
  await makeMedia(db(), kbh.id, 'main');
  await makeMedia(db(), kbh.id, 'image', { position: 1 });
  await makeMedia(db(), kbh.id, 'video');
  // This file names its own interests: start from none instead of the default list the migrations create.
  await db().execute(sql`delete from interests`);
  massage = (await makeInterest(db(), 'Massage', 'Massage')).id;
  dinner = (await makeInterest(db(), 'Dinner date', 'Middag')).id;
  await addInterests(db(), kbh.id, [massage, dinner]);

  kbh2 = await makeAdvertiser(db(), {
    name: 'Kbh Two',
    city: 'København K',
    sex: 'Woman',
    latitude: 55.7,
    longitude: 12.55,
  });
  odense = await makeAdvertiser(db(), { name: 'Odense', city: 'Odense C', sex: 'Woman', ...ODENSE });
  await makeAdvertiser(db(), { name: 'Aarhus', city: 'Aarhus C', sex: 'Man', ...AARHUS });
  await makeAdvertiser(db(), {
    name: 'Nowhere',
    city: 'København K',
    sex: 'Trans',
    latitude: null,
    longitude: null,
  });

  const hiddenBase = { city: 'København K', sex: 'Woman' as const, ...COPENHAGEN, featuredUntil: soon() };
  hidden = {
    unverified: await makeAdvertiser(db(), { ...hiddenBase, name: 'H unverified', emailVerifiedAt: null }),
    unpaid: await makeAdvertiser(db(), { ...hiddenBase, name: 'H unpaid', activatedAt: null }),
    suspended: await makeAdvertiser(db(), {
      ...hiddenBase,
      name: 'H suspended',
      suspendedAt: new Date(),
      suspendedReason: 'x',
    }),
    // Held for review before publishing (MODERATION=pre), paid and verified as the public ones.
    held: await makeAdvertiser(db(), { ...hiddenBase, name: 'H held', heldAt: new Date() }),
    admin: await makeAdvertiser(db(), { ...hiddenBase, name: 'H admin', role: 'admin' }),
  };
  for (const h of Object.values(hidden)) {
    await makePackagePeriod(db(), h.id, pkg.id);
    await makeMedia(db(), h.id, 'main');
  }
});

async function get<T>(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url, headers });
  return { res, body: res.json() as Envelope<T> };
}
const hiddenNames = () => Object.values(hidden).map((h) => h.name);

describe('GET escort/all — nearest first', () => {
  it('sorts by distance from the given point, with distance_km', async () => {
    const { res, body } = await get<AdvertListData>(
      `/api/escort/all?latitude=${AARHUS.latitude}&longitude=${AARHUS.longitude}&page=1`,
    );
    expect(res.statusCode).toBe(200);
    expect(body.data.escorts.map((e) => e.name)).toEqual(['Aarhus', 'Odense', 'Kbh Two', 'Sofie']);
    const km = body.data.escorts.map((e) => e.distance_km!);
    // Measured from the public point (56.16, 10.2), not the stored one the visitor stands on.
    expect(km[0]).toBe(0.4);
    expect(km[1]).toBeGreaterThan(83);
    expect(km[1]).toBeLessThan(88);
    expect(km[3]).toBeGreaterThan(155);
    expect(km[3]).toBeLessThan(159);
    expect(body.data.pagination).toEqual({ page: 1, page_size: 9, total: 4, total_pages: 1 });
  });

  it('starts from Copenhagen when no location is given (empty values too)', async () => {
    for (const url of ['/api/escort/all', '/api/escort/all?latitude=&longitude=&page=1']) {
      const { body } = await get<AdvertListData>(url);
      expect(
        body.data.escorts.map((e) => e.name),
        url,
      ).toEqual(['Sofie', 'Kbh Two', 'Odense', 'Aarhus']);
    }
  });

  it('leaves out adverts without a location and every hidden advert', async () => {
    const { body } = await get<AdvertListData>('/api/escort/all');
    const listed = body.data.escorts.map((e) => e.name);
    expect(listed).not.toContain('Nowhere');
    for (const name of hiddenNames()) expect(listed).not.toContain(name);
  });

  it.each([
    ['latitude=91&longitude=10', 'latitude', 'Latitude must be a number between -90 and 90.'],
    ['latitude=-90.5&longitude=10', 'latitude', 'Latitude must be a number between -90 and 90.'],
    ['latitude=55&longitude=181', 'longitude', 'Longitude must be a number between -180 and 180.'],
    ['latitude=abc&longitude=10', 'latitude', 'Latitude must be a number between -90 and 90.'],
    [
      'latitude=55%3B%20drop%20table%20media&longitude=10',
      'latitude',
      'Latitude must be a number between -90 and 90.',
    ],
    ['latitude=55', 'latitude', 'Send both latitude and longitude, or neither.'],
  ])('%s is a 400 envelope', async (query, field, message) => {
    const { res, body } = await get(`/api/escort/all?${query}`);
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(false);
    expect(body.errors?.[field]).toEqual([message]);
  });

  it('accepts the extremes and clamps the page', async () => {
    expect((await get('/api/escort/all?latitude=-90&longitude=180')).res.statusCode).toBe(200);
    const { body } = await get<AdvertListData>('/api/escort/all?page=999');
    expect(body.data.pagination.page).toBe(1);
    expect(body.data.escorts).toHaveLength(4);
    expect((await get<AdvertListData>('/api/escort/all?page=-3')).body.data.pagination.page).toBe(1);
  });

  it('walks the earthdistance GiST index (the WHERE implies its partial predicate)', async () => {
    const plan = await db().transaction(async (tx) => {
      // A handful of rows would be scanned sequentially; forbid that to see whether the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      // Both drivers answer `{ rows }`; the shared Db type does not say so.
      const result = (await tx.execute(
        sql`explain ${nearbyExplainSql({ lat: 55.6, lng: 12.5 })}`,
      )) as unknown as {
        rows: Record<string, string>[];
      };
      return result.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('advertisers_earth_idx');
  });
});

describe('GET escort/featured', () => {
  it('lists visible adverts featured now, ranked', async () => {
    const { res, body } = await get<{ escorts: AdvertCard[] }>('/api/escort/featured');
    expect(res.statusCode).toBe(200);
    expect(body).toMatchObject({ status: true, message: 'OK' });
    expect(body.data.escorts.map((e) => e.name)).toEqual(['Sofie']);
    expect(body.data.escorts[0]).toMatchObject({ featured: true, user_package: { status: 'active' } });
  });
});

describe('GET escort/normal', () => {
  it('lists every visible advert (located or not) with user_package, ranked', async () => {
    const { body } = await get<AdvertListData>('/api/escort/normal?page_size=100');
    const listed = body.data.escorts.map((e) => e.name);
    expect(listed[0]).toBe('Sofie');
    expect(listed.slice().sort()).toEqual(['Aarhus', 'Kbh Two', 'Nowhere', 'Odense', 'Sofie']);
    expect(body.data.escorts[0]!.user_package).toMatchObject({ id: expect.any(Number), status: 'active' });
    expect(body.data.escorts[1]!.user_package).toBeNull();
    expect(body.data.pagination).toEqual({ page: 1, page_size: 100, total: 5, total_pages: 1 });
  });

  it('pages 9 by default and caps page_size at 100', async () => {
    expect((await get<AdvertListData>('/api/escort/normal')).body.data.pagination.page_size).toBe(9);
    expect(
      (await get<AdvertListData>('/api/escort/normal?page_size=5000')).body.data.pagination.page_size,
    ).toBe(100);
    const second = await get<AdvertListData>('/api/escort/normal?page=2&page_size=2');
    expect(second.body.data.pagination).toEqual({ page: 2, page_size: 2, total: 5, total_pages: 3 });
    expect(second.body.data.escorts).toHaveLength(2);
  });
});

describe('GET escort/getById/{guid}', () => {
  it('returns the public detail with media, interests and sanitised about', async () => {
    const { res, body } = await get<{ escort: AdvertDetail }>(`/api/escort/getById/${kbh.guid}`, {
      'accept-language': 'da',
    });
    expect(res.statusCode).toBe(200);
    const e = body.data.escort;
    expect(e).toMatchObject({
      id: kbh.id,
      guid: kbh.guid,
      name: 'Sofie',
      age: 27,
      sex: 'Woman',
      city: 'København K',
      zip_code: '1050',
      latitude: 55.68,
      longitude: 12.57,
      height: 170,
      weight: 60,
      burst: '85C',
      eye_color: 'Blue',
      hair_color: 'Blonde',
      phone_code: '+45',
      phone_number: kbh.phoneNumber,
      is_user: 0,
      featured: true,
      user_package: { status: 'active' },
    });
    expect(e.main_image).toMatch(/^media\/t\d+\/\w+\/640\.webp$/);
    expect(e.images).toHaveLength(2);
    expect(e.image_assets).toHaveLength(2);
    expect(e.images).not.toContain(e.main_image);
    expect(e.videos).toEqual([expect.stringMatching(/^media\/.+\/video\.mp4$/)]);
    expect(e.user_interest).toEqual([
      { interest_id: massage, name: 'Massage' },
      { interest_id: dinner, name: 'Middag' },
    ]);
    expect(e.about).toContain('<strong>there</strong>');
    expect(e.about).toContain('<a href="https://example.com" rel="nofollow noopener">good</a>');
    expect(e.about).not.toMatch(/script|javascript:|onclick|onerror|<img/i);
    expectNoPrivateFields(body);
  });

  it('keeps the gallery in position order', async () => {
    const first = await get<{ escort: AdvertDetail }>(`/api/escort/getById/${kbh.guid}`);
    const second = await get<{ escort: AdvertDetail }>(`/api/escort/getById/${kbh.guid}`);
    expect(first.body.data.escort.images).toEqual(second.body.data.escort.images);
  });

  it('answers 404 for malformed, unknown and hidden guids', async () => {
    const guids = [
      'abc',
      "' or 1=1 --",
      '00000000-0000-4000-8000-000000000000',
      ...Object.values(hidden).map((h) => h.guid),
    ];
    for (const guid of guids) {
      const { res, body } = await get(`/api/escort/getById/${encodeURIComponent(guid)}`);
      expect(res.statusCode, guid).toBe(404);
      expect(body).toEqual({
        status: false,
        message: 'This advert does not exist or is no longer available.',
        data: {},
      });
    }
    const da = await get(`/api/escort/getById/${hidden.suspended.guid}`, { 'accept-language': 'da' });
    expect(da.body.message).toBe('Denne annonce findes ikke eller er ikke længere tilgængelig.');
  });
});

describe('GET escort/getRelated/{guid}', () => {
  it('lists same city (same sex first), then same sex; never itself or hidden', async () => {
    const { res, body } = await get<{ escorts: RelatedAdvert[] }>(`/api/escort/getRelated/${kbh.guid}`);
    expect(res.statusCode).toBe(200);
    expect(body.status).toBe(true);
    expect(body.data.escorts.map((e) => e.name)).toEqual(['Kbh Two', 'Nowhere', 'Odense']);
    expect(body.data.escorts[0]).toEqual({
      id: kbh2.id,
      guid: kbh2.guid,
      name: 'Kbh Two',
      city: 'København K',
      media: [],
      photo_verified: false,
    });
  });

  it('gives the card photo as media[0].original_url', async () => {
    const { body } = await get<{ escorts: RelatedAdvert[] }>(`/api/escort/getRelated/${kbh2.guid}`);
    const sofie = body.data.escorts.find((e) => e.name === 'Sofie')!;
    expect(sofie.media).toEqual([
      {
        original_url: expect.stringMatching(/^\/media\/.+\/640\.webp$/),
        srcset: expect.stringContaining('1280w'),
      },
    ]);
  });

  it('answers 404 for hidden or unknown adverts', async () => {
    expect((await get(`/api/escort/getRelated/${hidden.unpaid.guid}`)).res.statusCode).toBe(404);
    expect((await get('/api/escort/getRelated/nope')).res.statusCode).toBe(404);
  });
});

describe('GET escort/get-user-package/{userId}', () => {
  it('gives the package status fields of a public advert, {} when it has none', async () => {
    const validated = await get<{ escorts: Record<string, unknown> }>(
      `/api/escort/get-user-package/${kbh.id}`,
    );
    expect(validated.res.statusCode).toBe(200);
    expect(Object.keys(validated.body.data.escorts).sort()).toEqual([
      'ends_at',
      'id',
      'package_id',
      'starts_at',
      'status',
    ]);
    expect(validated.body.data.escorts.status).toBe('active');
    expect((await get(`/api/escort/get-user-package/${odense.id}`)).body.data).toEqual({ escorts: {} });
    expect((await get('/api/escort/get-user-package/999999')).body.data).toEqual({ escorts: {} });
  });

  it('shows a hidden account only to its signed-in owner', async () => {
    const owner = await makeSignedIn(db(), { name: 'Owner unpaid', activatedAt: null });
    const pkg = await makePackage(db(), { title: 'Owner pkg' });
    await makePackagePeriod(db(), owner.account.id, pkg.id);
    const stranger = await makeSignedIn(db(), { name: 'Stranger', latitude: null, longitude: null });
    const url = `/api/escort/get-user-package/${owner.account.id}`;
    expect((await get(url)).body.data).toEqual({ escorts: {} });
    expect((await get(url, { authorization: 'Bearer null' })).body.data).toEqual({ escorts: {} });
    expect((await get(url, stranger.headers)).body.data).toEqual({ escorts: {} });
    expect((await get<{ escorts: { status: string } }>(url, owner.headers)).body.data.escorts.status).toBe(
      'active',
    );
    expect((await get(`/api/escort/get-user-package/${hidden.admin.id}`)).body.data).toEqual({ escorts: {} });
  });

  it.each(['abc', '0', '-1', '1.5', '99999999999'])('userId %s is a 400 envelope', async (id) => {
    const { res, body } = await get(`/api/escort/get-user-package/${id}`);
    expect(res.statusCode).toBe(400);
    expect(body.errors?.userId).toEqual(['The user id is not valid.']);
  });
});

describe('GET auth/interests', () => {
  it('localises and sorts names by Accept-Language', async () => {
    await makeInterest(db(), 'Overnight', 'Overnatning');
    await makeInterest(db(), 'Aftercare', 'Ømhed');
    const en = await get<{ interests: Interest[] }>('/api/auth/interests');
    expect(en.res.statusCode).toBe(200);
    expect(en.body.data.interests.map((i) => i.name)).toEqual([
      'Aftercare',
      'Dinner date',
      'Massage',
      'Overnight',
    ]);
    const da = await get<{ interests: Interest[] }>('/api/auth/interests', {
      'accept-language': 'da-DK,da;q=0.9',
    });
    // Danish alphabet: æ ø å come after z.
    expect(da.body.data.interests.map((i) => i.name)).toEqual(['Massage', 'Middag', 'Overnatning', 'Ømhed']);
    expect(da.body.data.interests.find((i) => i.id === dinner)).toEqual({
      id: dinner,
      name: 'Middag',
      name_en: 'Dinner date',
      name_da: 'Middag',
    });
  });
});

describe('Open Graph head of /details', () => {
  it('serves title, description, image and url in the HTML', async () => {
    const res = await ctx.app.inject(`/details?guid=${kbh.guid}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<title>Sofie, 27, København K — Velvet</title>');
    expect(res.body).toContain('<meta name="description" content="Hi there &amp; welcome badgood">');
    expect(res.body).toMatch(
      /<meta property="og:image" content="http:\/\/localhost:3000\/media\/t\d+\/\w+\/640\.webp">/,
    );
    expect(res.body).toContain(
      `<meta property="og:url" content="http://localhost:3000/details?guid=${kbh.guid}">`,
    );
    expect(res.body).toContain('<meta property="og:type" content="profile">');
    expect(res.body.match(/<meta name="description"/g)).toHaveLength(1);
    // Structured data: a breadcrumb only (adult listings get no person, offer or review markup).
    const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(res.body)![1]!);
    expect(ld['@type']).toBe('BreadcrumbList');
    expect(ld.itemListElement.map((i: { name: string }) => i.name)).toEqual(['Velvet', 'Adverts', 'Sofie']);
  });

  it('names the canonical address, the language alternates and the language of every page', async () => {
    const page = async (url: string, headers: Record<string, string> = {}) =>
      (await ctx.app.inject({ method: 'GET', url, headers })).body;
    const details = await page(`/details?guid=${kbh.guid}&sex=Woman`);
    const base = `http://localhost:3000/details?guid=${kbh.guid}`;
    // Filters and sorts are not another page: the canonical address keeps only what names the page.
    expect(details).toContain(`<link rel="canonical" href="${base}">`);
    expect(details).toContain(`<link rel="alternate" hreflang="en" href="${base}">`);
    expect(details).toContain(`<link rel="alternate" hreflang="da" href="${base}&amp;lang=da">`);
    expect(details).toContain(`<link rel="alternate" hreflang="x-default" href="${base}">`);
    expect(details).toContain('<html lang="en">');
    const danish = await page('/about', { 'accept-language': 'da-DK,da;q=0.9' });
    expect(danish).toContain('<html lang="da">');
    expect(danish).toContain('<link rel="canonical" href="http://localhost:3000/about?lang=da">');
    expect(danish).toContain('<meta property="og:locale" content="da_DK">');
    expect(danish.match(/<link rel="canonical"/g)).toHaveLength(1);
  });

  it('cuts long descriptions, escapes names and falls back when there is no about', async () => {
    const long = await makeAdvertiser(db(), {
      name: '<b>Eve</b> "x"',
      age: null,
      city: '',
      latitude: null,
      longitude: null,
      about: `<p>${'word '.repeat(60)}</p>`,
    });
    const res = await ctx.app.inject(`/details?guid=${long.guid}`);
    expect(res.body).toContain('<title>&lt;b&gt;Eve&lt;/b&gt; &quot;x&quot; — Velvet</title>');
    const description = /<meta name="description" content="([^"]*)">/.exec(res.body)![1]!;
    expect(description.length).toBeLessThanOrEqual(155);
    expect(description.endsWith('word…')).toBe(true);
    expect(res.body).not.toContain('og:image');

    const plain = await makeAdvertiser(db(), { name: 'Plain', about: '', latitude: null, longitude: null });
    const da = await ctx.app.inject({
      url: `/details?guid=${plain.guid}`,
      headers: { 'accept-language': 'da' },
    });
    expect(da.body).toContain('content="Plain på Velvet — diskret selskab i Danmark."');
  });

  it('leaves the default head for unknown or hidden adverts', async () => {
    for (const guid of ['nope', '00000000-0000-4000-8000-000000000000', hidden.suspended.guid]) {
      const res = await ctx.app.inject(`/details?guid=${guid}`);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<title>Velvet</title>');
      expect(res.body).not.toContain('og:image');
      expect(res.body).not.toContain('content="profile"');
    }
  });
});

describe('privacy and visibility across every public answer', () => {
  it('never serialises private fields nor lists a hidden advert', async () => {
    const urls = [
      '/api/escort/all',
      `/api/escort/all?latitude=${AARHUS.latitude}&longitude=${AARHUS.longitude}`,
      '/api/escort/search?page_size=100',
      '/api/escort/search?address=k%C3%B8benhavn&page_size=100',
      '/api/escort/featured',
      '/api/escort/normal?page_size=100',
      `/api/escort/getById/${kbh.guid}`,
      `/api/escort/getRelated/${kbh.guid}`,
      `/api/escort/getRelated/${kbh2.guid}`,
      `/api/escort/get-user-package/${kbh.id}`,
      `/api/feedback/user/${kbh.id}`,
      '/api/auth/interests',
    ];
    for (const url of urls) {
      const { res, body } = await get(url);
      expect(res.statusCode, url).toBe(200);
      expectNoPrivateFields(body, url);
      const text = res.body;
      for (const h of Object.values(hidden)) {
        expect(text, `${url} lists ${h.name}`).not.toContain(h.guid);
        expect(text).not.toContain(h.email);
      }
      expect(text).not.toContain(kbh.email);
      expect(text).not.toContain(kbh.passwordHash);
      expect(text).not.toMatch(/55\.676|12\.568/);
    }
  });
});

describe('related: at most 8', () => {
  it('cuts the list at 8', async () => {
    const anchor = await makeAdvertiser(db(), {
      name: 'Anchor',
      sex: 'Man',
      city: 'Skagen',
      latitude: null,
      longitude: null,
    });
    for (let i = 0; i < 10; i += 1) {
      await makeAdvertiser(db(), {
        name: `Skagen ${i}`,
        sex: i % 2 ? 'Man' : 'Woman',
        city: 'Skagen',
        latitude: null,
        longitude: null,
      });
    }
    const { body } = await get<{ escorts: RelatedAdvert[] }>(`/api/escort/getRelated/${anchor.guid}`);
    expect(body.data.escorts).toHaveLength(8);
    expect(body.data.escorts.map((e) => e.id)).not.toContain(anchor.id);
    // Same city and same sex (5 men) before same city only.
    expect(
      body.data.escorts
        .slice(0, 5)
        .every((e) => e.name.startsWith('Skagen') && Number(e.name.split(' ')[1]) % 2 === 1),
    ).toBe(true);
    expect(body.data.escorts.every((e) => e.city === 'Skagen')).toBe(true);
  });
});

describe('related: same sex nearest first when located', () => {
  it('orders the same-sex group by distance from the advert', async () => {
    const ribe = await makeAdvertiser(db(), {
      name: 'Ribe',
      sex: 'Woman',
      city: 'Ribe',
      latitude: 55.328,
      longitude: 8.76,
    });
    const { body } = await get<{ escorts: RelatedAdvert[] }>(`/api/escort/getRelated/${ribe.guid}`);
    expect(body.data.escorts.map((e) => e.name)).toEqual(['Odense', 'Kbh Two', 'Sofie']);
  });
});
