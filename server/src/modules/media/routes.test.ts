import { readFileSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { makeAdmin, makeAdvertiser, makeSignedIn } from '../../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { rasterizeTrustedSvg, storeImage, type StoredImage } from '../../adapters/images.ts';
import { storeVideo, type StoredVideo } from '../../adapters/video.ts';
import { advertisers, media } from '../../db/schema.ts';
import { createMediaSigner } from '../../adapters/media-access.ts';
import { imageVariantKey } from '../../lib/media-urls.ts';
import { issueToken } from '../../lib/tokens.ts';
import { parseByteRange } from './routes.ts';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');

let t: TestContext;
let image: StoredImage;
let mp4: StoredVideo;
let mov: StoredVideo;
let webm: StoredVideo;
const clip = readFileSync(path.join(fixtures, 'clip-2s.mp4'));
let png: Buffer;

/** Media rows for stored files, as a registration writes them. */
async function attach(advertiserId: number, files: (StoredImage | StoredVideo)[]) {
  await t.deps.database.db.insert(media).values(
    files.map((file, position) =>
      'variants' in file
        ? {
            advertiserId,
            kind: 'image' as const,
            storageKey: file.storageKey,
            mime: file.mime,
            width: file.width,
            height: file.height,
            variants: file.variants,
            position,
          }
        : {
            advertiserId,
            kind: 'video' as const,
            storageKey: file.storageKey,
            mime: file.mime,
            durationSeconds: file.durationSeconds,
            position,
          },
    ),
  );
}

beforeAll(async () => {
  t = await buildTestApp();
  png = await rasterizeTrustedSvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="500"><rect width="700" height="500" fill="#7a2e5c"/></svg>',
  );
  image = await storeImage(t.deps.storage, png);
  mp4 = await storeVideo(t.deps.storage, clip);
  mov = await storeVideo(t.deps.storage, readFileSync(path.join(fixtures, 'clip-2s.mov')));
  webm = await storeVideo(t.deps.storage, readFileSync(path.join(fixtures, 'clip-2s.webm')));
  // A public advert's media.
  const owner = await makeAdvertiser(t.deps.database.db);
  await attach(owner.id, [image, mp4, mov, webm]);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe('GET /media/*', () => {
  it('serves an image variant as WebP, cacheable for a year, never sniffed', async () => {
    const res = await get(`/media/${imageVariantKey(image.storageKey, 640)}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    // The URL the storage hands out is the one that works.
    expect(t.deps.storage.url(imageVariantKey(image.storageKey, 320))).toBe(
      `/media/${image.storageKey}/320.webp`,
    );
  });

  it.each([
    ['mp4', () => mp4, 'video/mp4'],
    ['mov', () => mov, 'video/quicktime'],
    ['webm', () => webm, 'video/webm'],
  ])('serves a %s video with its own content type', async (_ext, video, type) => {
    const res = await get(`/media/${video().storageKey}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(type);
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.length).toBe(video().bytes);
    const head = await t.app.inject({ method: 'HEAD', url: `/media/${video().storageKey}` });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(video().bytes);
  });

  it('answers byte ranges the way Safari asks for them', async () => {
    const url = `/media/${mp4.storageKey}`;
    const probe = await get(url, { range: 'bytes=0-1' });
    expect(probe.statusCode).toBe(206);
    expect(probe.headers['content-range']).toBe(`bytes 0-1/${clip.length}`);
    expect(probe.headers['content-length']).toBe('2');
    expect(probe.rawPayload.equals(clip.subarray(0, 2))).toBe(true);

    const middle = await get(url, { range: 'bytes=100-1099' });
    expect(middle.statusCode).toBe(206);
    expect(middle.rawPayload.equals(clip.subarray(100, 1100))).toBe(true);

    const rest = await get(url, { range: 'bytes=3000-' });
    expect(rest.headers['content-range']).toBe(`bytes 3000-${clip.length - 1}/${clip.length}`);
    expect(rest.rawPayload.equals(clip.subarray(3000))).toBe(true);

    const tail = await get(url, { range: 'bytes=-500' });
    expect(tail.rawPayload.equals(clip.subarray(clip.length - 500))).toBe(true);

    const past = await get(url, { range: `bytes=${clip.length}-` });
    expect(past.statusCode).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${clip.length}`);

    // Several ranges at once are allowed to be answered with the whole file.
    const multi = await get(url, { range: 'bytes=0-1,5-6' });
    expect(multi.statusCode).toBe(200);
    expect(multi.rawPayload.length).toBe(clip.length);
  });

  it('answers 404 envelopes for unknown keys, other file types and path traversal', async () => {
    // A file that exists on disk next to the media folder must stay unreachable.
    writeFileSync(path.join(t.dataDir, 'secret.webp'), 'top secret');
    const urls = [
      `/media/img/00/00000000-0000-0000-0000-000000000000/640.webp`,
      `/media/${image.storageKey}/641.webp`,
      `/media/${image.storageKey}`,
      '/media/../secret.webp',
      '/media/%2e%2e/secret.webp',
      '/media/img/..%2f..%2fsecret.webp',
      '/media/%2E%2E%2Fsecret.webp',
      '/media/.%2fimg/x.webp',
      '/media/img/x.svg',
      '/media/img/x.html',
      '/media/',
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body, url).not.toContain('top secret');
      // Dot segments are resolved by the URL parser before routing: those land on the site's 404 page.
      if (!/\/(\.\.|%2e%2e)\//i.test(url)) expect(res.json(), url).toMatchObject({ status: false });
    }
  });

  it('refuses dot segments sent raw on the wire, which no URL parser has resolved', async () => {
    writeFileSync(path.join(t.dataDir, 'secret.webp'), 'top secret');
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    for (const rawPath of [
      '/media/../secret.webp',
      '/media/img/../../secret.webp',
      '/media/./../secret.webp',
    ]) {
      const res = await new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, path: rawPath, method: 'GET' }, (response) => {
          let body = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (body += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(res.status, rawPath).toBe(404);
      expect(res.body, rawPath).not.toContain('top secret');
    }
  });
});

describe('media of adverts that are not public', () => {
  const db = () => t.deps.database.db;
  const hidden: [string, Partial<typeof advertisers.$inferInsert>][] = [
    ['unverified', { emailVerifiedAt: null }],
    ['unpaid', { activatedAt: null }],
    ['suspended', { suspendedAt: new Date(), suspendedReason: 'review' }],
    // A paused advert leaves no public trace, its photos and videos included.
    ['paused', { pausedAt: new Date() }],
  ];

  it.each(hidden)('answers 404 to the public while the advert is %s', async (_state, overrides) => {
    const photo = await storeImage(t.deps.storage, png);
    const video = await storeVideo(t.deps.storage, clip);
    const owner = await makeAdvertiser(db(), overrides);
    await attach(owner.id, [photo, video]);
    for (const url of [
      ...photo.variants.map((w) => `/media/${imageVariantKey(photo.storageKey, w)}`),
      `/media/${video.storageKey}`,
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toMatchObject({ status: false });
      expect((await get(url, { range: 'bytes=0-1' })).statusCode, url).toBe(404);
      expect((await t.app.inject({ method: 'HEAD', url })).statusCode, url).toBe(404);
    }
  });

  it('stops serving a public advert the moment it is suspended, and serves it again when restored', async () => {
    const photo = await storeImage(t.deps.storage, png);
    const owner = await makeAdvertiser(db());
    await attach(owner.id, [photo]);
    const url = `/media/${imageVariantKey(photo.storageKey, photo.variants[0]!)}`;
    const open = await get(url);
    expect(open.statusCode).toBe(200);
    expect(open.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const etag = open.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const revalidated = await get(url, { 'if-none-match': etag });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.rawPayload.length).toBe(0);

    await db().update(advertisers).set({ suspendedAt: new Date() }).where(eq(advertisers.id, owner.id));
    expect((await get(url)).statusCode).toBe(404);
    expect((await get(url, { 'if-none-match': etag })).statusCode).toBe(404);
    await db().update(advertisers).set({ suspendedAt: null }).where(eq(advertisers.id, owner.id));
    expect((await get(url)).statusCode).toBe(200);
  });

  it('serves files no row references to nobody', async () => {
    const orphan = await storeImage(t.deps.storage, png);
    expect((await get(`/media/${imageVariantKey(orphan.storageKey, orphan.variants[0]!)}`)).statusCode).toBe(
      404,
    );
  });

  it("lets the owner load their hidden advert's media through the signed URLs of their profile", async () => {
    const photo = await storeImage(t.deps.storage, png);
    const gallery = await storeImage(t.deps.storage, png);
    const video = await storeVideo(t.deps.storage, clip);
    const { account, headers } = await makeSignedIn(db(), { activatedAt: null });
    await attach(account.id, [photo, video]);
    await db().insert(media).values({
      advertiserId: account.id,
      kind: 'main',
      storageKey: gallery.storageKey,
      mime: gallery.mime,
      width: gallery.width,
      height: gallery.height,
      variants: gallery.variants,
      position: 0,
    });
    const res = await t.app.inject({ method: 'GET', url: `/api/escort/get-user-id/${account.id}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const user = res.json().data.user as { main_image: string; images: string[]; videos: string[] };
    const urls = [user.main_image, ...user.images, ...user.videos];
    expect(urls).toHaveLength(3);
    for (const relative of urls) {
      expect(relative).toMatch(/\?exp=\d+&sig=[\w-]+$/);
      const signed = await get(`/${relative}`);
      expect(signed.statusCode, relative).toBe(200);
      expect(signed.headers['cache-control']).toBe('private, no-store');
      expect(signed.headers.etag).toBeUndefined();
      // The same file without the signature, or with another item's, stays hidden.
      const [bare] = relative.split('?');
      expect((await get(`/${bare}`)).statusCode).toBe(404);
      const otherSignature = urls.find((u) => u.split('?')[0] !== bare)!.split('?')[1];
      expect((await get(`/${bare}?${otherSignature}`)).statusCode).toBe(404);
      expect((await get(`/${relative.replace(/sig=.{4}/, 'sig=AAAA')}`)).statusCode).toBe(404);
    }
  });

  it("lets operators load a hidden advert's media through the back-office", async () => {
    const photo = await storeImage(t.deps.storage, png);
    const video = await storeVideo(t.deps.storage, clip);
    const hiddenAdvert = await makeAdvertiser(db(), { suspendedAt: new Date(), suspendedReason: 'review' });
    await attach(hiddenAdvert.id, [photo, video]);
    const admin = await makeAdmin(db());
    const token = await issueToken(db(), admin.id);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/admin/adverts/${hiddenAdvert.id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode, res.body).toBe(200);
    const items = res.json().data.advert?.media ?? res.json().data.media;
    expect(items).toHaveLength(2);
    for (const item of items as { url: string; srcset: string | null }[]) {
      expect((await get(item.url)).statusCode, item.url).toBe(200);
      for (const candidate of item.srcset?.split(', ') ?? []) {
        expect((await get(candidate.split(' ')[0]!)).statusCode).toBe(200);
      }
    }
  });

  it('signatures expire and belong to one item', () => {
    const signer = createMediaSigner(Buffer.alloc(32, 7));
    const now = Date.UTC(2026, 10, 23, 13, 20);
    const query = new URLSearchParams(signer.query('img/ab/x', now));
    const exp = query.get('exp')!;
    const sig = query.get('sig')!;
    // Valid for at least an hour, at most two.
    expect(Number(exp) * 1000 - now).toBeGreaterThanOrEqual(3600_000);
    expect(Number(exp) * 1000 - now).toBeLessThanOrEqual(7200_000);
    expect(signer.verify('img/ab/x', exp, sig, now)).toBe(true);
    expect(signer.verify('img/ab/x', exp, sig, Number(exp) * 1000)).toBe(false);
    expect(signer.verify('img/ab/y', exp, sig, now)).toBe(false);
    expect(signer.verify('img/ab/x', String(Number(exp) + 3600), sig, now)).toBe(false);
    expect(signer.verify('img/ab/x', exp, undefined, now)).toBe(false);
    expect(createMediaSigner(Buffer.alloc(32, 8)).verify('img/ab/x', exp, sig, now)).toBe(false);
  });
});

describe('parseByteRange', () => {
  it('reads single ranges and refuses what it cannot satisfy', () => {
    expect(parseByteRange(undefined, 10)).toBeNull();
    expect(parseByteRange('bytes=0-0', 10)).toEqual({ start: 0, end: 0 });
    expect(parseByteRange('bytes=2-99', 10)).toEqual({ start: 2, end: 9 });
    expect(parseByteRange('bytes=-3', 10)).toEqual({ start: 7, end: 9 });
    expect(parseByteRange('bytes=-30', 10)).toEqual({ start: 0, end: 9 });
    expect(parseByteRange('bytes=10-', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=-0', 10)).toBe('unsatisfiable');
    expect(parseByteRange('bytes=5-2', 10)).toBeNull();
    expect(parseByteRange('items=0-1', 10)).toBeNull();
    expect(parseByteRange('bytes=-', 10)).toBeNull();
  });
});
