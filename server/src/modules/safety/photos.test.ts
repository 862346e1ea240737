import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import { advertisers, auditLog, blockedPhotoHashes, photoHashes, safetyFlags } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeAdmin, makeAdvertiser } from '../../../test/factories.ts';
import { appForFile } from '../../../test/helpers.ts';
import { everywhere, nowhere, publicViews } from '../../../test/public-views.ts';
import { webShell } from '../../../test/web-shell.ts';
import { mediaFiles, postProfileUpdate, type FilePart } from '../../../test/requests.ts';
import { PHOTO_COPIES } from '../../../test/photo-copies.ts';
import { rasterizeTrustedSvg } from '../../adapters/images.ts';
import { planDemoCatalogue } from '../../seed/demo/demo-catalogue.ts';

const ctx = appForFile({}, { webDist: webShell() });
const db = () => ctx.deps.database.db;

/**
 * A photo-like picture made with sharp: a gradient with shapes placed by `layout`. Two layouts in the same
 * size and the same colours are different photos; one layout scaled, re-encoded or cropped is the same one.
 */
function picture(layout: number, width = 800, height = 1000): Promise<Buffer> {
  const [a, b] = ['#a0306a', '#1d2b55'];
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 800 1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="${layout % 2}" y2="1">
      <stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient></defs>
    <rect width="800" height="1000" fill="url(#g)"/>
    <circle cx="${200 + ((layout * 137) % 400)}" cy="${300 + ((layout * 71) % 400)}" r="${120 + ((layout * 13) % 100)}" fill="${b}"/>
    <rect x="${(layout * 53) % 500}" y="${(layout * 97) % 700}" width="260" height="180" fill="${a}"
      transform="rotate(${(layout * 17) % 60} 400 500)"/>
    <ellipse cx="${600 - ((layout * 29) % 300)}" cy="${800 - ((layout * 43) % 500)}" rx="90" ry="160" fill="#fff" opacity="0.6"/>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 90 }).toBuffer();
}

const jpeg = (name: string, data: Buffer): FilePart => ({
  name,
  data,
  filename: `${name}.jpg`,
  type: 'image/jpeg',
});

let cities = 0;
/**
 * A public advert (with a package and featured) in a city of its own, and a neighbour there. Each new one
 * is nearer the point the nearby list is asked for than the ones before (that list shows the nearest
 * nine); the neighbours are far from it.
 */
async function publicAdvert() {
  const city = `Safetyby ${++cities}`;
  const now = Date.now();
  const account = await makeAdvertiser(db(), {
    city,
    latitude: 55.68 + 0.3 / cities,
    longitude: 12.59,
    featuredUntil: new Date(now + 5 * 86_400_000),
    packageUntil: new Date(now + 20 * 86_400_000),
  });
  const neighbour = await makeAdvertiser(db(), { city, latitude: 57.05, longitude: 9.92 });
  const headers = { authorization: `Bearer ${await issueToken(db(), account.id)}` };
  return {
    account,
    headers,
    views: () => publicViews(ctx.app, account, neighbour, city),
    upload: (files: FilePart[], lang = 'en') => postProfileUpdate(ctx.app, headers, {}, files, lang),
  };
}

async function operator() {
  const admin = await makeAdmin(db());
  return { authorization: `Bearer ${await issueToken(db(), admin.id)}` };
}

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const post = (url: string, headers: Record<string, string>, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

/**
 * An operator, an advert whose main photo is picture `layout` (or the photo given), and another advert that
 * then uploads a copy of that photo (made by `copy`) as `field`.
 */
async function copiedPhoto(
  layout: number | Buffer,
  field: string,
  copy: (original: Buffer) => Promise<Buffer>,
) {
  const ops = await operator();
  const original = typeof layout === 'number' ? await picture(layout) : layout;
  const owner = await publicAdvert();
  await owner.upload([jpeg('main_image', original)]);
  const copier = await publicAdvert();
  await copier.upload([jpeg(field, await copy(original))]);
  return { ops, owner, copier };
}

const openFlagsOf = (advertiserId: number) =>
  db().select().from(safetyFlags).where(eq(safetyFlags.advertiserId, advertiserId));

describe('copied photos', () => {
  it('a scaled, a re-encoded and a cropped copy of another account’s photo hold the advert; a different photo of the same size and colours does not', async () => {
    const original = await picture(1);
    const owner = await publicAdvert();
    expect((await owner.upload([jpeg('main_image', original)])).statusCode).toBe(200);
    expect(await owner.views()).toEqual(everywhere);

    const copies = {
      scaled: await sharp(original).resize(400).jpeg({ quality: 85 }).toBuffer(),
      reencoded: await sharp(original).webp({ quality: 40 }).toBuffer(),
      cropped: await sharp(original)
        .extract({ left: 16, top: 20, width: 768, height: 960 })
        .jpeg()
        .toBuffer(),
    };
    for (const [how, copy] of Object.entries(copies)) {
      const copier = await publicAdvert();
      expect(await copier.views(), how).toEqual(everywhere);
      const res = await copier.upload([jpeg('images[0]', copy)]);
      expect(res.statusCode, res.body).toBe(200);
      expect(await copier.views(), how).toEqual(nowhere);
      const [flag] = await openFlagsOf(copier.account.id);
      expect(flag, how).toMatchObject({
        reason: 'duplicate_photo',
        otherAdvertiserId: owner.account.id,
        holds: true,
      });
      // The advertiser is told the photo is being checked, not what it matched.
      const safety = await get('/api/account/safety', copier.headers);
      expect(safety.json().data).toEqual({ photos_checking: true });
      expect(safety.body).not.toContain(owner.account.name);
    }

    const other = await publicAdvert();
    expect((await other.upload([jpeg('images[0]', await picture(2))])).statusCode).toBe(200);
    expect(await other.views()).toEqual(everywhere);
    expect(await openFlagsOf(other.account.id)).toEqual([]);
    expect((await get('/api/account/safety', other.headers)).json().data).toEqual({ photos_checking: false });
    // A photo of its own, sent again, is no copy of another account's.
    expect((await other.upload([jpeg('images[1]', await picture(2))])).statusCode).toBe(200);
    expect(await other.views()).toEqual(everywhere);
  }, 300_000);

  it('the earliest holder of a photo is never held for a later copy of it, nor for her own photos', async () => {
    const original = await picture(8);
    const owner = await publicAdvert();
    await owner.upload([jpeg('main_image', original)]);
    const copier = await publicAdvert();
    await copier.upload([jpeg('images[0]', await sharp(original).resize(600).jpeg().toBuffer())]);
    expect(await copier.views()).toEqual(nowhere);
    expect(await owner.views()).toEqual(everywhere);

    // The owner then sends a 2 % re-crop of her own photo, and its mirror image: it matches the copy too,
    // but the copy came after her photo.
    const recrop = await sharp(original)
      .extract({ left: 8, top: 10, width: 784, height: 980 })
      .jpeg({ quality: 88 })
      .toBuffer();
    const res = await owner.upload([
      jpeg('images[0]', recrop),
      jpeg('images[1]', await sharp(original).flop().jpeg().toBuffer()),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await owner.views()).toEqual(everywhere);
    expect(await openFlagsOf(owner.account.id)).toEqual([]);
    expect((await get('/api/account/safety', owner.headers)).json().data).toEqual({ photos_checking: false });

    // A third account copying it later is still held.
    const another = await publicAdvert();
    await another.upload([jpeg('images[0]', await sharp(original).greyscale().jpeg().toBuffer())]);
    expect(await another.views()).toEqual(nowhere);
  }, 300_000);

  it('distinct pictures of the demo catalogue are not taken for copies of each other', async () => {
    const pictures = planDemoCatalogue()
      .slice(0, 6)
      .flatMap((advert) => advert.images.slice(0, 2).map((image) => image.svg));
    const uploaders = [];
    for (const svg of pictures) {
      const who = await publicAdvert();
      const res = await who.upload([jpeg('images[0]', await rasterizeTrustedSvg(svg))]);
      expect(res.statusCode, res.body).toBe(200);
      uploaders.push(who);
    }
    for (const who of uploaders) expect(await openFlagsOf(who.account.id)).toEqual([]);
  }, 600_000);

  it('shows the operators both photos and both accounts, and clearing it publishes the advert again (audited)', async () => {
    // A picture of the demo catalogue the other tests do not use: the gradients drawn by `picture` look
    // alike enough that a part of one may come within the distance of another's mirror or turn.
    const demo = await rasterizeTrustedSvg(planDemoCatalogue()[9]!.images[0]!.svg);
    const { ops, owner, copier } = await copiedPhoto(demo, 'main_image', (original) =>
      sharp(original).resize(500).toBuffer(),
    );
    expect(await copier.views()).toEqual(nowhere);

    expect((await get('/api/admin/safety', copier.headers)).statusCode).toBe(403);
    // Findings that hide an advert come first: this one is among them, on whichever page.
    let item: { id: number; advert: { id: number } } | undefined;
    for (let page = 1; !item; page++) {
      const queue = await get(`/api/admin/safety?page=${page}`, ops);
      expect(queue.statusCode).toBe(200);
      const { flags, pagination } = queue.json().data;
      item = (flags as { id: number; advert: { id: number } }[]).find(
        (f) => f.advert.id === copier.account.id,
      );
      if (page >= pagination.total_pages) break;
    }
    expect(item).toMatchObject({
      reason: 'duplicate_photo',
      holds: true,
      advert: { id: copier.account.id, email: copier.account.email, public: false },
      other: { id: owner.account.id, email: owner.account.email, public: true },
    });
    const photos = item as unknown as {
      advert: { photo: { url: string } };
      other: { photo: { url: string } };
    };
    // Both photos, through signed URLs (the held one is not public).
    expect(photos.advert.photo.url).toMatch(/sig=/);
    expect(photos.other.photo.url).toMatch(/sig=/);
    expect((await ctx.app.inject({ method: 'GET', url: photos.advert.photo.url })).statusCode).toBe(200);

    const cleared = await post(`/api/admin/safety/${item!.id}/clear`, ops);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().message).toBe(translate('en', 'safety.flag_cleared'));
    expect(await copier.views()).toEqual(everywhere);
    expect((await post(`/api/admin/safety/${item!.id}/clear`, ops)).statusCode).toBe(409);
    const audit = await db().select().from(auditLog).where(eq(auditLog.action, 'safety.cleared'));
    expect(audit.map((a) => a.targetId)).toContain(String(copier.account.id));
    expect((await get('/api/account/safety', copier.headers)).json().data).toEqual({
      photos_checking: false,
    });
  });

  it('an operator approving the advert in the review queue does not publish what a copied photo holds', async () => {
    const { ops, copier } = await copiedPhoto(4, 'images[0]', (original) =>
      sharp(original).webp({ quality: 60 }).toBuffer(),
    );
    // Approving the advert in the review queue does not publish what the screening holds.
    const approved = await post(`/api/admin/review/${copier.account.id}/approve`, ops);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(await copier.views()).toEqual(nowhere);
  });

  it('photos of one colour are not compared: they have nothing a copy could be known by', async () => {
    const plain = () =>
      sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 90, g: 20, b: 60 } } })
        .jpeg()
        .toBuffer();
    const first = await publicAdvert();
    await first.upload([jpeg('images[0]', await plain())]);
    const second = await publicAdvert();
    await second.upload([jpeg('images[0]', await plain())]);
    expect(await second.views()).toEqual(everywhere);
    expect(
      await db().select().from(photoHashes).where(eq(photoHashes.advertiserId, second.account.id)),
    ).toEqual([]);
  });

  it('refuses a photo that cannot be read, storing nothing', async () => {
    const who = await publicAdvert();
    const before = mediaFiles(ctx.dataDir).length;
    const broken = (await picture(5)).subarray(0, 2000);
    for (const lang of ['en', 'da'] as const) {
      const res = await who.upload([jpeg('images[0]', broken)], lang);
      expect(res.statusCode).toBe(422);
      // Named by its place and name before the reason: "Photo 1 (images0.jpg): Invalid image file…".
      expect(res.json().errors.images).toEqual([
        expect.stringContaining(translate(lang, 'media.image_invalid')),
      ]);
    }
    expect(mediaFiles(ctx.dataDir).length).toBe(before);
  });
});

describe('lists of known abusive images', () => {
  it('reports the first empty or malformed line by its number and imports nothing of that list', async () => {
    const ops = await operator();
    for (const [hashes, line] of [
      ['0123456789abcdef\nnot-a-hash\nfedcba9876543210', 2],
      ['0123456789abcdef\n\nfedcba9876543210\n', 2],
      ['0123456789abcdef\nfedcba987654321\n', 2],
      ['0123456789abcdeg', 1],
    ] as const) {
      for (const lang of ['en', 'da'] as const) {
        const res = await ctx.app.inject({
          method: 'POST',
          url: '/api/admin/safety/hash-lists',
          headers: { ...ops, 'accept-language': lang },
          payload: { source: 'Test list', hashes },
        });
        expect(res.statusCode).toBe(422);
        expect(res.json().message).toBe(translate(lang, 'safety.hash_list_line_invalid', { line }));
      }
    }
    expect(await db().select().from(blockedPhotoHashes)).toEqual([]);
    const empty = await post('/api/admin/safety/hash-lists', ops, { source: 'Test list', hashes: '' });
    expect(empty.json().message).toBe(translate('en', 'safety.hash_list_empty'));
  });

  it('refuses an upload matching an imported hash with a neutral message, audited, and keeps none of its files', async () => {
    const ops = await operator();
    const abusive = await picture(6);
    // The list holds the hash of a re-encoded copy, as a list from elsewhere would.
    const stored = await ctx.deps.images.store(
      await sharp(abusive).resize(640).jpeg({ quality: 70 }).toBuffer(),
    );
    const imported = await post('/api/admin/safety/hash-lists', ops, {
      source: 'Partner list 2026-11',
      hashes: `${stored.phash.toUpperCase()}\r\nffffffffffffffff\r\n${stored.phash}\n`,
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ imported: 2, already_known: 1 });
    expect(
      (await post('/api/admin/safety/hash-lists', ops, { source: 'Again', hashes: stored.phash })).json()
        .data,
    ).toEqual({ imported: 0, already_known: 1 });

    const who = await publicAdvert();
    const before = mediaFiles(ctx.dataDir).length;
    for (const lang of ['en', 'da'] as const) {
      const res = await who.upload([jpeg('main_image', abusive)], lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.main_image).toEqual([translate(lang, 'safety.photo_refused')]);
      expect(res.body).not.toContain('Partner list');
    }
    expect(mediaFiles(ctx.dataDir).length).toBe(before);
    const refusals = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'photo.known_abuse_refused'));
    expect(refusals).toHaveLength(2);
    expect(refusals[0]).toMatchObject({ targetType: 'advert', targetId: String(who.account.id) });
    expect(refusals[0]!.after).toMatchObject({ list: 'Partner list 2026-11', list_hash: stored.phash });
    const imports = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'safety.hash_list_imported'));
    expect(imports[0]).toMatchObject({ targetType: 'photo_hash_list', targetId: 'Partner list 2026-11' });
    const [row] = await db().select().from(advertisers).where(eq(advertisers.id, who.account.id));
    expect(row?.heldAt).toBeNull();
  });
});

// Last, in a describe of its own: its fourteen copies of one picture stay in this file's database, and the
// richer matching they exercise would find the other tests' look-alike pictures among them.
describe('copies made every way', () => {
  it('a mirrored, turned, framed or cropped copy holds the advert like a scaled or recoloured one', async () => {
    const original = await picture(7);
    const owner = await publicAdvert();
    expect((await owner.upload([jpeg('main_image', original)])).statusCode).toBe(200);
    const escaped: string[] = [];
    for (const [how, copy] of Object.entries(PHOTO_COPIES)) {
      const copier = await publicAdvert();
      const res = await copier.upload([jpeg('images[0]', await copy(original))]);
      expect(res.statusCode, res.body).toBe(200);
      // Found as a copy: of the owner's photo, or of an earlier copy of it, which may be nearer.
      const flags = await openFlagsOf(copier.account.id);
      if (!flags.some((f) => f.reason === 'duplicate_photo' && f.holds)) escaped.push(how);
      else expect(await copier.views(), how).toEqual(nowhere);
    }
    expect(escaped).toEqual([]);
    // The owner is held by none of the copies.
    expect(await owner.views()).toEqual(everywhere);
    expect(await openFlagsOf(owner.account.id)).toEqual([]);
    // Fourteen uploads, each hashed some 40 ways: minutes on a loaded machine.
  }, 600_000);
});
