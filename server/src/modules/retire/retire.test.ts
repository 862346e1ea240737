import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import {
  advertisers,
  photoHashes,
  photoVerifications,
  retiredAdverts,
  retiredPhotoHashes,
  safetyFlags,
} from '../../db/schema.ts';
import { FACTORY_PASSWORD, makeSignedIn } from '../../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { fixture, freshIp, postProfileUpdate, type FilePart } from '../../../test/requests.ts';
import { S3RVER_KEYS, startS3Server } from '../../../test/s3-server.ts';
import { webShell } from '../../../test/web-shell.ts';

/**
 * Retiring leaves nothing of the advert reachable. Media live on S3 here (a real S3-compatible server in
 * this process), so "storage files gone" is checked where production keeps them. What each test checks:
 * - every row that named the account is gone: each column that references advertisers(id), and her email,
 *   name, phone number and public id appear in no row of any table (the tombstone's id excepted);
 * - every storage object of her photos, video and verification selfie is gone;
 * - the answer and page caches no longer hold her advert: the advert read and page cached before answer
 *   410 after, and the lists no longer show her;
 * - her old addresses (API getById and getRelated, the /details page) answer 410 with X-Robots-Tag noindex,
 *   and the page carries <meta name="robots" content="noindex">;
 * - her photos' hashes are kept only when she chose it, and then the copied-photo screen holds another
 *   account that uploads the same photo.
 */
const bucket = 'velvet-retire';
let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: TestContext;

beforeAll(async () => {
  s3 = await startS3Server(bucket);
  // The answer cache on (as in production), so the test can see it forget the retired advert.
  ctx = await buildTestApp(
    {
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
    },
    { webDist: webShell(), listCacheMs: 60_000 },
  );
}, 60_000);

afterAll(async () => {
  await ctx?.close();
  await s3?.close();
});

type Headers = Record<string, string>;

/**
 * A photo-like picture (a gradient with shapes placed by `layout`, as the copied-photo tests make them):
 * two layouts are two different photos, so each has a perceptual hash of its own.
 */
async function photo(name: string, layout: number): Promise<FilePart> {
  const [a, b] = ['#a0306a', '#1d2b55'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${layout % 2}" y2="1">
      <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="800" height="1000" fill="url(#g)"/>
    <circle cx="${200 + ((layout * 137) % 400)}" cy="${300 + ((layout * 71) % 400)}" r="${120 + ((layout * 13) % 100)}" fill="${b}"/>
    <rect x="${(layout * 53) % 500}" y="${(layout * 97) % 700}" width="260" height="180" fill="${a}"
      transform="rotate(${(layout * 17) % 60} 400 500)"/>
    <ellipse cx="${600 - ((layout * 29) % 300)}" cy="${800 - ((layout * 43) % 500)}" rx="90" ry="160" fill="#fff" opacity="0.6"/>
  </svg>`;
  const data = await sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
  return { name, data, filename: `${name}.jpg`, type: 'image/jpeg' };
}

const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });

const retire = (headers: Headers, body: unknown, lang = 'en') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/account/retire',
    headers: { ...headers, 'accept-language': lang },
    payload: body as object,
    remoteAddress: freshIp(),
  });

async function reauthenticate(headers: Headers) {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/reauth',
    headers,
    payload: { password: FACTORY_PASSWORD },
    remoteAddress: freshIp(),
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Every storage key under the bucket, as the S3 server lists them. */
async function storedKeys(): Promise<string[]> {
  const keys: string[] = [];
  for await (const object of ctx.deps.storage.list('')) keys.push(object.key);
  return keys;
}

/** Table and column of every foreign key that references advertisers(id). */
async function columnsReferencingAdvertisers(): Promise<{ table: string; column: string }[]> {
  const result = await ctx.deps.database.db.execute(sql`
    select cl.relname as "table", a.attname as "column"
    from pg_constraint c
    join pg_class cl on cl.oid = c.conrelid
    join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
    where c.contype = 'f' and c.confrelid = 'advertisers'::regclass`);
  return (result as unknown as { rows: { table: string; column: string }[] }).rows;
}

/** Tables of the public schema, each with how many rows contain `text` anywhere in them. */
async function tablesContaining(text: string): Promise<string[]> {
  const result = await ctx.deps.database.db.execute(sql`
    select tablename from pg_tables where schemaname = 'public' and tablename not like '\\_\\_%'`);
  const tables = (result as unknown as { rows: { tablename: string }[] }).rows.map((r) => r.tablename);
  const found: string[] = [];
  for (const table of tables) {
    const hit = await ctx.deps.database.db.execute(
      sql`select 1 from ${sql.identifier(table)} t where t::text ilike ${`%${text}%`} limit 1`,
    );
    if ((hit as unknown as { rows: unknown[] }).rows.length > 0) found.push(table);
  }
  return found;
}

/** A visible advertiser with two photos, a video and a verification selfie, all stored on S3. */
async function advertiserWithMedia() {
  const signed = await makeSignedIn(ctx.deps.database.db);
  const up = await postProfileUpdate(ctx.app, signed.headers, {}, [
    await photo('main_image', 1),
    await photo('images[0]', 2),
    { name: 'videos[0]', data: fixture('clip-2s.mp4'), filename: 'a.mp4', type: 'video/mp4' },
  ]);
  expect(up.statusCode, up.body).toBe(200);
  // Stored as the upload pipeline names images: img/<2 hex>/<uuid>/<width>.webp.
  const selfieKey = `img/${signed.account.guid.slice(0, 2)}/${signed.account.guid}`;
  await ctx.deps.storage.put(`${selfieKey}/640.webp`, Buffer.from('selfie'), 'image/webp');
  await ctx.deps.database.db.insert(photoVerifications).values({
    advertiserId: signed.account.id,
    word: 'velvet',
    status: 'pending',
    selfieKey,
    selfieVariants: [640],
  });
  return signed;
}

describe('POST /api/account/retire', () => {
  it('answers 401 without a token and 403 reauth_required until the session re-authenticated', async () => {
    expect((await retire({}, {})).statusCode).toBe(401);
    const a = await makeSignedIn(ctx.deps.database.db);
    for (const lang of ['en', 'da'] as const) {
      const res = await retire(a.headers, {}, lang);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({
        message: translate(lang, 'security.reauth_required'),
        data: { reauth_required: true },
      });
    }
    const [row] = await ctx.deps.database.db
      .select()
      .from(advertisers)
      .where(eq(advertisers.id, a.account.id));
    expect(row).toBeDefined();
  });

  it('refuses a choice that is not true or false', async () => {
    const a = await makeSignedIn(ctx.deps.database.db);
    await reauthenticate(a.headers);
    const res = await retire(a.headers, { keep_photo_hashes: 'yes' });
    expect(res.statusCode).toBe(422);
  });

  it('erases every row and file, forgets the caches, and answers 410 + noindex on the old addresses', async () => {
    const others = await storedKeys();
    const a = await advertiserWithMedia();
    const { guid, email, name, phoneNumber } = a.account;
    const before = await get(`/api/escort/getById/${guid}`);
    expect(before.statusCode).toBe(200);
    const mediaKeys = (await storedKeys()).filter((key) => !others.includes(key));
    // Two photos in their widths, the video, the selfie.
    expect(mediaKeys.filter((key) => key.startsWith('vid/'))).toHaveLength(1);
    expect(mediaKeys.filter((key) => key.startsWith('img/')).length).toBeGreaterThan(2);
    // Cached: the answer, a list that shows her and the page, as any visitor would have read them.
    expect((await get(`/api/escort/getById/${guid}`)).statusCode).toBe(200);
    expect(JSON.stringify((await get('/api/escort/normal?page=1')).json())).toContain(guid);
    expect((await get(`/details?guid=${guid}`)).statusCode).toBe(200);
    // A mail to her address (a one-time code she asked for), which the outbox keeps by address only.
    const mailed = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/send-otp',
      payload: { email, type: 1 },
      remoteAddress: freshIp(),
    });
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(await tablesContaining(email)).toContain('outbox');
    const hashesBefore = await ctx.deps.database.db
      .select()
      .from(photoHashes)
      .where(eq(photoHashes.advertiserId, a.account.id));
    // Two photos, each kept with its variants (the whole picture, its trimmed form, its parts).
    expect(new Set(hashesBefore.map((row) => row.mediaId)).size).toBe(2);

    await reauthenticate(a.headers);
    const res = await retire(a.headers, {}, 'da');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(translate('da', 'accounts.retired'));

    // DB rows gone: nothing references the account, and nothing of hers is anywhere in the database.
    for (const { table, column } of await columnsReferencingAdvertisers()) {
      const rows = await ctx.deps.database.db.execute(
        sql`select 1 from ${sql.identifier(table)} where ${sql.identifier(column)} = ${a.account.id}`,
      );
      expect((rows as unknown as { rows: unknown[] }).rows, `${table}.${column}`).toEqual([]);
    }
    for (const text of [email, name, phoneNumber!]) expect(await tablesContaining(text), text).toEqual([]);
    // The tombstone is the public id alone.
    expect(await tablesContaining(guid)).toEqual(['retired_adverts']);
    expect(await ctx.deps.database.db.select().from(retiredAdverts)).toContainEqual({ guid });
    // Hashes not kept: she did not ask.
    expect(await ctx.deps.database.db.select().from(retiredPhotoHashes)).toEqual([]);

    // Storage files gone: her photos' variants, the selfie.
    const after = await storedKeys();
    expect(mediaKeys).toContain(`img/${guid.slice(0, 2)}/${guid}/640.webp`);
    expect(mediaKeys.filter((key) => after.includes(key))).toEqual([]);

    // Caches forgotten, and the old addresses gone for search engines.
    for (const url of [`/api/escort/getById/${guid}`, `/api/escort/getRelated/${guid}`]) {
      const gone = await get(url, { 'accept-language': 'da' });
      expect(gone.statusCode, url).toBe(410);
      expect(gone.headers['x-robots-tag'], url).toBe('noindex');
      expect(gone.json().message).toBe(translate('da', 'catalogue.errors.advert_gone'));
    }
    expect(JSON.stringify((await get('/api/escort/normal?page=1')).json())).not.toContain(guid);
    const page = await get(`/details?guid=${guid}`);
    expect(page.statusCode).toBe(410);
    expect(page.headers['x-robots-tag']).toBe('noindex');
    expect(page.body).toContain('<meta name="robots" content="noindex">');
    expect(page.body).not.toContain(name);

    // Her token went with the account.
    expect((await get('/api/account/export', a.headers)).statusCode).toBe(401);
  });

  it('keeps only the photo hashes when she chooses, and the copied-photo screen holds a later upload of them', async () => {
    const a = await makeSignedIn(ctx.deps.database.db);
    const mine = await photo('main_image', 3);
    expect((await postProfileUpdate(ctx.app, a.headers, {}, [mine])).statusCode).toBe(200);
    const [kept] = await ctx.deps.database.db
      .select({ hash: photoHashes.hash })
      .from(photoHashes)
      .where(eq(photoHashes.advertiserId, a.account.id));
    await reauthenticate(a.headers);
    expect((await retire(a.headers, { keep_photo_hashes: true })).statusCode).toBe(200);

    const stored = await ctx.deps.database.db.select().from(retiredPhotoHashes);
    expect(stored.map((row) => row.hash)).toContain(kept!.hash);
    // The hash alone: the table has no column that could say whose it was.
    expect(Object.keys(stored[0]!).sort()).toEqual(['band0', 'band1', 'band2', 'band3', 'hash', 'whole']);

    const b = await makeSignedIn(ctx.deps.database.db);
    expect((await postProfileUpdate(ctx.app, b.headers, {}, [mine])).statusCode).toBe(200);
    const flags = await ctx.deps.database.db
      .select()
      .from(safetyFlags)
      .where(eq(safetyFlags.advertiserId, b.account.id));
    expect(flags).toEqual([
      expect.objectContaining({ reason: 'duplicate_photo', holds: true, otherAdvertiserId: null }),
    ]);
    const [held] = await ctx.deps.database.db
      .select({ heldAt: advertisers.heldAt })
      .from(advertisers)
      .where(eq(advertisers.id, b.account.id));
    expect(held!.heldAt).not.toBeNull();
    expect((await get(`/api/escort/getById/${b.account.guid}`)).statusCode).toBe(404);
  });

  it('an advert that never existed stays 404, not 410', async () => {
    const res = await get('/api/escort/getById/6f1c2d3e-4a5b-4c6d-8e7f-901234567890');
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-robots-tag']).toBeUndefined();
  });
});
