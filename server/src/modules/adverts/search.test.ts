import { beforeAll, describe, expect, it } from 'vitest';
import type { AdvertListData, Envelope } from '@velvet/contract';
import { appForFile } from '../../../test/helpers.ts';
import * as factories from '../../../test/factories.ts';
import { expectNoPrivateFields } from '../../../test/public-json.ts';

const ctx = appForFile();

/** Every advert of this file lives in "Testby" unless a test says otherwise, so each filter's result set is exact. */
const advert = (overrides: Parameters<typeof factories.makeAdvertiser>[1] = {}) =>
  factories.makeAdvertiser(ctx.db, {
    city: 'Testby',
    address: 'Vej 1',
    zipCode: '5999',
    sex: 'Woman',
    age: 30,
    ...overrides,
  });

async function search(query: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.inject({ url: `/api/escort/search?${query}`, headers });
  return { res, body: res.json() as Envelope<AdvertListData> };
}
const names = (body: Envelope<AdvertListData>) => body.data.escorts.map((e) => e.name).sort();

describe('age buckets (18–24, 25–29, 30–44, 45–59, 60+)', () => {
  beforeAll(async () => {
    for (const age of [18, 24, 25, 29, 30, 44, 45, 59, 60, 99])
      await advert({ name: `age-${age}`, age, zipCode: '6100' });
  });

  it.each([
    [18, ['age-18', 'age-24']],
    [25, ['age-25', 'age-29']],
    [30, ['age-30', 'age-44']],
    [45, ['age-45', 'age-59']],
    [60, ['age-60', 'age-99']],
  ])('age=%i returns exactly its bucket, edges included', async (age, expected) => {
    const { res, body } = await search(`age=${age}&zip_code=6100`);
    expect(res.statusCode).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it('empty age means all ages', async () => {
    const { body } = await search('age=&zip_code=6100&page_size=50');
    expect(body.data.pagination.total).toBe(10);
  });

  it.each(['31', '35', '17', 'abc', '-18', '30.5'])('unknown age value %s is a 400 envelope', async (age) => {
    const { res, body } = await search(`age=${age}`);
    expect(res.statusCode).toBe(400);
    expect(body.status).toBe(false);
    expect(body.errors?.age).toEqual(['Choose an age group: 18, 25, 30, 45 or 60.']);
  });
});

describe('sex (exact)', () => {
  beforeAll(async () => {
    await advert({ name: 'sex-w', sex: 'Woman', zipCode: '6200' });
    await advert({ name: 'sex-m', sex: 'Man', zipCode: '6200' });
    await advert({ name: 'sex-t', sex: 'Trans', zipCode: '6200' });
  });

  it.each([
    ['Woman', ['sex-w']],
    ['Man', ['sex-m']],
    ['Trans', ['sex-t']],
    ['', ['sex-m', 'sex-t', 'sex-w']],
  ])('sex=%s', async (sex, expected) => {
    const { body } = await search(`sex=${sex}&zip_code=6200`);
    expect(names(body)).toEqual(expected);
  });

  it('unknown sex is a 400 envelope, translated', async () => {
    for (const sex of ['Alien', 'woman', "Woman' OR '1'='1"]) {
      const { res, body } = await search(`sex=${encodeURIComponent(sex)}`);
      expect(res.statusCode, sex).toBe(400);
      expect(body).toMatchObject({
        status: false,
        message: 'Validation failed.',
        errors: { sex: ['Choose Woman, Man or Trans.'] },
      });
    }
    const da = await search('sex=Alien', { 'accept-language': 'da' });
    expect(da.body.errors?.sex).toEqual(['Vælg Kvinde, Mand eller Trans.']);
  });
});

describe('address: city, address or zip, case- and accent-insensitive', () => {
  // Streets are searchable only where the advertiser made them public (location-privacy.test.ts).
  const street = { showStreetAddress: true };
  beforeAll(async () => {
    await advert({
      name: 'kbh',
      city: 'København Ø',
      address: 'Østerbrogade 10',
      zipCode: '2100',
      ...street,
    });
    await advert({ name: 'aarhus', city: 'Aarhus C', address: 'Store Torv 1', zipCode: '8000', ...street });
    await advert({
      name: 'aarhus-old',
      city: 'Århus N',
      address: 'Nørrebrogade 2',
      zipCode: '8200',
      ...street,
    });
    await advert({ name: 'percent', city: 'Odense', address: '100% Vej_1', zipCode: '5000', ...street });
  });

  it.each([
    ['København', ['kbh']],
    ['Kobenhavn', ['kbh']],
    ['koebenhavn', ['kbh']],
    ['KØBENHAVN Ø', ['kbh']],
    ['østerbro', ['kbh']],
    ['Osterbrogade', ['kbh']],
    ['2100', ['kbh']],
    ['Århus', ['aarhus', 'aarhus-old']],
    ['Aarhus', ['aarhus', 'aarhus-old']],
    ['aarhus c', ['aarhus']],
    ['Arhus', ['aarhus', 'aarhus-old']],
    ['Nørrebrogade', ['aarhus-old']],
    ['100%', ['percent']],
    ['vej_1', ['percent']],
    ['nowhere', []],
  ])('address=%s', async (address, expected) => {
    const { res, body } = await search(`address=${encodeURIComponent(address)}&page_size=50`);
    expect(res.statusCode).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it('treats % and _ as themselves, not wildcards', async () => {
    expect(names((await search('address=%25')).body)).toEqual(['percent']);
    expect(names((await search('address=_')).body)).toEqual(['percent']);
    expect(names((await search('address=b_h')).body)).toEqual([]);
  });

  it('is harmless with injection strings and refuses overly long text', async () => {
    for (const text of [
      "'; drop table advertisers; --",
      "' OR 1=1 --",
      '\\',
      '"><script>alert(1)</script>',
    ]) {
      const { res, body } = await search(`address=${encodeURIComponent(text)}`);
      expect(res.statusCode, text).toBe(200);
      expect(body.data.escorts).toEqual([]);
    }
    const nul = await search('address=a%00b');
    expect(nul.res.statusCode).toBe(400);
    expect(nul.body.errors?.address).toEqual(['This text contains characters that are not allowed.']);
    const long = await search(`address=${'a'.repeat(101)}`);
    expect(long.res.statusCode).toBe(400);
    expect(long.body.errors?.address).toEqual(['The zip code or city name is too long.']);
    // Still all there.
    expect((await search('address=aarhus')).body.data.pagination.total).toBe(2);
  });
});

describe('zip_code: prefix, digits only', () => {
  beforeAll(async () => {
    await advert({ name: 'z3100', zipCode: '3100' });
    await advert({ name: 'z3150', zipCode: '3150' });
    await advert({ name: 'z3200', zipCode: '3200' });
    await advert({ name: 'z4000', zipCode: '4000' });
  });

  it.each([
    ['31', ['z3100', 'z3150']],
    ['3', ['z3100', 'z3150', 'z3200']],
    ['3150', ['z3150']],
    ['3 1', ['z3100', 'z3150']],
    ['39', []],
  ])('zip_code=%s', async (zip, expected) => {
    const { body } = await search(`zip_code=${encodeURIComponent(zip)}`);
    expect(names(body)).toEqual(expected);
  });

  it('more than 10 digits is a 400 envelope', async () => {
    const { res, body } = await search(`zip_code=12345678901`);
    expect(res.statusCode).toBe(400);
    expect(body.errors?.zip_code).toEqual(['A zip code contains digits only.']);
  });
});

describe('zip_code with words: a town or address match, as `address` is', () => {
  beforeAll(async () => {
    await advert({ name: 'zt-roskilde', city: 'Roskilde', zipCode: '4000' });
    await advert({ name: 'zt-koege', city: 'Køge', zipCode: '4600' });
  });

  it.each([
    ['Roskilde', ['zt-roskilde']],
    ['koege', ['zt-koege']],
    ['KØGE', ['zt-koege']],
    ['31a', []],
    ["3' or '1'='1", []],
    // % is itself, not a wildcard: only the address that holds one.
    ['%', ['percent']],
  ])('zip_code=%s', async (zip, expected) => {
    const { res, body } = await search(`zip_code=${encodeURIComponent(zip)}`);
    expect(res.statusCode).toBe(200);
    expect(names(body)).toEqual(expected);
  });

  it('with `address` too, both must match', async () => {
    expect(names((await search('zip_code=roskilde&address=4000')).body)).toEqual(['zt-roskilde']);
    expect(names((await search('zip_code=roskilde&address=k%C3%B8ge')).body)).toEqual([]);
  });
});

describe('interests: every listed one is required', () => {
  let i1: number, i2: number, i3: number;
  beforeAll(async () => {
    [i1, i2, i3] = [
      (await factories.makeInterest(ctx.db)).id,
      (await factories.makeInterest(ctx.db)).id,
      (await factories.makeInterest(ctx.db)).id,
    ];
    await factories.addInterests(ctx.db, (await advert({ name: 'int-12', zipCode: '6300' })).id, [i1, i2]);
    await factories.addInterests(ctx.db, (await advert({ name: 'int-1', zipCode: '6300' })).id, [i1]);
    await factories.addInterests(ctx.db, (await advert({ name: 'int-123', zipCode: '6300' })).id, [
      i1,
      i2,
      i3,
    ]);
    await advert({ name: 'int-none', zipCode: '6300' });
  });

  it('matches adverts having all of them', async () => {
    expect(names((await search(`interests=${i1},${i2}&zip_code=6300`)).body)).toEqual(['int-12', 'int-123']);
    expect(names((await search(`interests=${i1}&zip_code=6300`)).body)).toEqual([
      'int-1',
      'int-12',
      'int-123',
    ]);
    expect(names((await search(`interests=${i3},${i1}&zip_code=6300`)).body)).toEqual(['int-123']);
    expect(names((await search(`interests=${i1},${i1},${i2}&zip_code=6300`)).body)).toEqual([
      'int-12',
      'int-123',
    ]);
    expect(names((await search(`interests=${i1}, ${i2}&zip_code=6300`)).body)).toEqual(['int-12', 'int-123']);
    expect(names((await search(`interests=${i1},999999&zip_code=6300`)).body)).toEqual([]);
    expect(names((await search(`interests=&zip_code=6300`)).body)).toHaveLength(4);
  });

  it('accepts the parameter repeated', async () => {
    expect(names((await search(`interests=${i1}&interests=${i2}&zip_code=6300`)).body)).toEqual([
      'int-12',
      'int-123',
    ]);
  });

  it.each([
    '1,abc',
    '0',
    '-1',
    '1;drop table interests',
    '99999999999',
    Array.from({ length: 21 }, (_, i) => i + 1).join(','),
  ])('interests=%s is a 400 envelope', async (value) => {
    const { res, body } = await search(`interests=${encodeURIComponent(value)}`);
    expect(res.statusCode).toBe(400);
    expect(body.errors?.interests).toEqual(['The chosen services are not valid.']);
  });
});

describe('ranking: validated, then featured, then most recently updated', () => {
  it('orders the results', async () => {
    const pkg = await factories.makePackage(ctx.db);
    const day = 86_400_000;
    const future = new Date(Date.now() + 10 * day);
    const past = new Date(Date.now() - day);
    await advert({ name: 'r-plain-new', zipCode: '6400', updatedAt: new Date(Date.now() - 1 * day) });
    await advert({ name: 'r-plain-old', zipCode: '6400', updatedAt: new Date(Date.now() - 5 * day) });
    await advert({
      name: 'r-featured',
      zipCode: '6400',
      featuredUntil: future,
      updatedAt: new Date(Date.now() - 9 * day),
    });
    await advert({
      name: 'r-featured-expired',
      zipCode: '6400',
      featuredUntil: past,
      updatedAt: new Date(Date.now() - 2 * day),
    });
    const validated = await advert({
      name: 'r-validated',
      zipCode: '6400',
      updatedAt: new Date(Date.now() - 8 * day),
    });
    await factories.makePackagePeriod(ctx.db, validated.id, pkg.id, { days: 30 });
    const both = await advert({
      name: 'r-validated-featured',
      zipCode: '6400',
      featuredUntil: future,
      updatedAt: new Date(Date.now() - 20 * day),
    });
    await factories.makePackagePeriod(ctx.db, both.id, pkg.id, { days: 30 });
    const lapsed = await advert({
      name: 'r-lapsed',
      zipCode: '6400',
      updatedAt: new Date(Date.now() - 3 * day),
    });
    await factories.makePackagePeriod(ctx.db, lapsed.id, pkg.id, { days: 30, daysAgo: 40 });
    await factories.makeMedia(ctx.db, both.id, 'main');

    const { body } = await search('zip_code=6400');
    expect(body.data.escorts.map((e) => e.name)).toEqual([
      'r-validated-featured',
      'r-validated',
      'r-featured',
      'r-plain-new',
      'r-featured-expired',
      'r-lapsed',
      'r-plain-old',
    ]);
    const [first, second, third] = body.data.escorts;
    expect(first).toMatchObject({ featured: true, user_package: { status: 'active', package_id: pkg.id } });
    expect(first!.main_image).toMatch(/^media\/.+\/640\.webp$/);
    expect(first!.main_image_asset?.srcset).toContain('320w');
    expect(second).toMatchObject({ featured: false, user_package: { status: 'active' } });
    expect(third).toMatchObject({
      featured: true,
      user_package: null,
      main_image: null,
      main_image_asset: null,
    });
    const lapsedCard = body.data.escorts.find((e) => e.name === 'r-lapsed');
    expect(lapsedCard?.user_package?.status).toBe('expired');
    expectNoPrivateFields(body);
  });
});

describe('pagination edges', () => {
  beforeAll(async () => {
    for (let i = 0; i < 11; i += 1)
      await advert({ name: `p-${String(i).padStart(2, '0')}`, zipCode: '6500' });
  });

  it('pages by page_size (default 9) and reports the totals', async () => {
    const first = await search('zip_code=6500');
    expect(first.body.data.escorts).toHaveLength(9);
    expect(first.body.data.pagination).toEqual({ page: 1, page_size: 9, total: 11, total_pages: 2 });
    const second = await search('zip_code=6500&page=2');
    expect(second.body.data.escorts).toHaveLength(2);
    expect(second.body.data.pagination).toEqual({ page: 2, page_size: 9, total: 11, total_pages: 2 });
    const all = new Set([...first.body.data.escorts, ...second.body.data.escorts].map((e) => e.id));
    expect(all.size).toBe(11);
  });

  it.each(['0', '-1', 'abc', '1.5', '', '1%20or%201%3D1'])('page=%s becomes page 1', async (page) => {
    const { res, body } = await search(`zip_code=6500&page_size=5&page=${page}`);
    expect(res.statusCode).toBe(200);
    expect(body.data.pagination).toEqual({ page: 1, page_size: 5, total: 11, total_pages: 3 });
  });

  it('a page past the end answers with the last page', async () => {
    for (const page of ['4', '999', '100000']) {
      const { body } = await search(`zip_code=6500&page_size=5&page=${page}`);
      expect(body.data.pagination.page, page).toBe(3);
      expect(body.data.escorts).toHaveLength(1);
    }
  });

  it('page_size is clamped to 1..100; unreadable means 9', async () => {
    expect((await search('zip_code=6500&page_size=1000')).body.data.pagination.page_size).toBe(100);
    expect((await search('zip_code=6500&page_size=0')).body.data.pagination).toMatchObject({
      page_size: 1,
      total_pages: 11,
    });
    expect((await search('zip_code=6500&page_size=-4')).body.data.pagination.page_size).toBe(1);
    expect((await search('zip_code=6500&page_size=abc')).body.data.pagination.page_size).toBe(9);
  });

  it('an empty result still has one page', async () => {
    const { body } = await search('zip_code=0001&page=3');
    expect(body.data).toEqual({
      escorts: [],
      pagination: { page: 1, page_size: 9, total: 0, total_pages: 1 },
    });
  });
});

describe('filters combine; bearer optional', () => {
  it('combines sex, age, zip and address', async () => {
    await advert({ name: 'combo-hit', sex: 'Man', age: 47, city: 'Vejle', zipCode: '7100' });
    await advert({ name: 'combo-age', sex: 'Man', age: 30, city: 'Vejle', zipCode: '7100' });
    await advert({ name: 'combo-sex', sex: 'Woman', age: 47, city: 'Vejle', zipCode: '7100' });
    await advert({ name: 'combo-city', sex: 'Man', age: 47, city: 'Kolding', zipCode: '7100' });
    const { body } = await search('sex=Man&age=45&zip_code=71&address=vejle');
    expect(names(body)).toEqual(['combo-hit']);
  });

  it('accepts no token, "Bearer null", a bad token and a good one alike', async () => {
    const { headers } = await factories.makeSignedIn(ctx.db, { zipCode: '7200', city: 'Testby' });
    for (const h of [
      {},
      { authorization: 'Bearer null' },
      { authorization: 'Bearer undefined' },
      { authorization: 'Bearer nope' },
      headers,
    ]) {
      const { res, body } = await search('zip_code=7200', h);
      expect(res.statusCode, JSON.stringify(h)).toBe(200);
      expect(body.data.pagination.total).toBe(1);
    }
  });

  it('never lists hidden adverts', async () => {
    await advert({ name: 'hidden-unverified', zipCode: '7300', emailVerifiedAt: null });
    await advert({ name: 'hidden-unpaid', zipCode: '7300', activatedAt: null });
    await advert({ name: 'hidden-suspended', zipCode: '7300', suspendedAt: new Date() });
    await advert({ name: 'hidden-admin', zipCode: '7300', role: 'admin' });
    await advert({ name: 'shown', zipCode: '7300' });
    expect(names((await search('zip_code=7300')).body)).toEqual(['shown']);
  });
});

/** Names in the order the server ranked them. */
const ordered = (body: Envelope<AdvertListData>) => body.data.escorts.map((e) => e.name);

describe('sort: validated first, newest, nearest', () => {
  beforeAll(async () => {
    const day = 86_400_000;
    for (const [name, daysAgo, latitude, longitude] of [
      ['sort-old-aarhus', 9, 56.16, 10.2],
      ['sort-new-odense', 1, 55.4, 10.39],
      ['sort-mid-kbh', 5, 55.68, 12.57],
    ] as const)
      await advert({
        name,
        zipCode: '8123',
        createdAt: new Date(Date.now() - daysAgo * day),
        latitude,
        longitude,
      });
  });

  it('newest first', async () => {
    expect(ordered((await search('zip_code=8123&sort=newest')).body)).toEqual([
      'sort-new-odense',
      'sort-mid-kbh',
      'sort-old-aarhus',
    ]);
  });

  it('nearest to the given point first', async () => {
    expect(ordered((await search('zip_code=8123&sort=nearest&latitude=56.1&longitude=10.1')).body)).toEqual([
      'sort-old-aarhus',
      'sort-new-odense',
      'sort-mid-kbh',
    ]);
  });

  it('refuses an unknown sort', async () => {
    const { res } = await search('sort=cheapest');
    expect(res.statusCode).toBe(400);
  });
});
