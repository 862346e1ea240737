import { readFileSync, utimesSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdvertiser } from '../../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { S3RVER_KEYS, startS3Server } from '../../../test/s3-server.ts';
import { rasterizeTrustedSvg, storeImage, type StoredImage } from '../../adapters/images.ts';
import type { MediaStorage } from '../../adapters/storage.ts';
import { createS3Storage } from '../../adapters/storage-s3.ts';
import { storeVideo, type StoredVideo } from '../../adapters/video.ts';
import { media } from '../../db/schema.ts';
import { mediaFiles } from '../../../test/requests.ts';
import { ORPHAN_AGE_MS, startMediaSweep, sweepOrphanMedia } from './sweep.ts';

/**
 * What a crash during an upload leaves behind — files stored, no row written — is removed once older
 * than the threshold; files a row references, files still young and keys of other shapes stay.
 */

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../test/fixtures');
const clip = readFileSync(path.join(fixtures, 'clip-2s.mp4'));

let ctx: TestContext;
let png: Buffer;
beforeAll(async () => {
  ctx = await buildTestApp();
  png = await rasterizeTrustedSvg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="500"><rect width="700" height="500" fill="#7a2e5c"/></svg>',
  );
});
afterAll(() => ctx?.close());

const db = () => ctx.deps.database.db;

/** Rows for stored files, as a registration that completed writes them. */
async function keep(image: StoredImage, video: StoredVideo) {
  const owner = await makeAdvertiser(db());
  await db()
    .insert(media)
    .values([
      {
        advertiserId: owner.id,
        kind: 'image',
        storageKey: image.storageKey,
        mime: image.mime,
        width: image.width,
        height: image.height,
        variants: image.variants,
        position: 0,
      },
      {
        advertiserId: owner.id,
        kind: 'video',
        storageKey: video.storageKey,
        mime: video.mime,
        durationSeconds: video.durationSeconds,
        position: 0,
      },
    ]);
}

async function keys(storage: MediaStorage): Promise<string[]> {
  const found: string[] = [];
  for await (const object of storage.list('')) found.push(object.key);
  return found.sort();
}

async function drill(storage: MediaStorage) {
  // A crash after the files were stored and before the transaction: no rows.
  const orphanImage = await storeImage(storage, png);
  const orphanVideo = await storeVideo(storage, clip);
  const keptImage = await storeImage(storage, png);
  const keptVideo = await storeVideo(storage, clip);
  await keep(keptImage, keptVideo);
  await storage.put('img/notes.txt', Buffer.from('not ours'), 'text/plain');
  const before = await keys(storage);

  // Young files are never touched: an upload may still be on its way to its rows.
  expect(await sweepOrphanMedia({ db: db(), storage })).toMatchObject({ removed: 0 });
  expect(await keys(storage)).toEqual(before);

  const later = () => Date.now() + ORPHAN_AGE_MS + 60_000;
  const result = await sweepOrphanMedia({ db: db(), storage }, { now: later });
  expect(result.removed).toBe(2);
  const after = await keys(storage);
  expect(after.some((k) => k.startsWith(`${orphanImage.storageKey}/`))).toBe(false);
  expect(after).not.toContain(orphanVideo.storageKey);
  expect(after.filter((k) => k.startsWith(`${keptImage.storageKey}/`))).toHaveLength(
    keptImage.variants.length,
  );
  expect(after).toContain(keptVideo.storageKey);
  expect(after).toContain('img/notes.txt');

  // Nothing more to do on the next run.
  expect(await sweepOrphanMedia({ db: db(), storage }, { now: later })).toMatchObject({ removed: 0 });
}

describe('orphan media sweep', () => {
  it('removes unreferenced files older than half an hour from local storage', async () => {
    await drill(ctx.deps.storage);
  });

  it('runs on start in the server, by the real clock', async () => {
    const orphan = await storeImage(ctx.deps.storage, png);
    const hoursAgo = new Date(Date.now() - 2 * ORPHAN_AGE_MS);
    for (const width of orphan.variants) {
      utimesSync(path.join(ctx.dataDir, 'media', orphan.storageKey, `${width}.webp`), hoursAgo, hoursAgo);
    }
    const lines: string[] = [];
    const sweep = startMediaSweep(
      { db: db(), storage: ctx.deps.storage },
      {
        info: (_obj, msg) => lines.push(msg),
        error: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`),
        warn: (obj, msg) => lines.push(`${msg} ${JSON.stringify(obj)}`),
      },
    );
    const deadline = Date.now() + 10_000;
    while (lines.length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    await sweep.stop();
    expect(lines).toEqual(['media sweep: orphan files removed']);
    expect(mediaFiles(ctx.dataDir).some((f) => f.startsWith(orphan.storageKey))).toBe(false);
  });

  describe('on S3 storage', () => {
    let s3server: Awaited<ReturnType<typeof startS3Server>>;
    let storage: MediaStorage;
    beforeAll(async () => {
      s3server = await startS3Server('velvet-sweep');
      storage = createS3Storage({
        endpoint: s3server.endpoint,
        bucket: 'velvet-sweep',
        region: 'us-east-1',
        ...S3RVER_KEYS,
      });
    });
    afterAll(() => s3server.close());

    it('removes unreferenced objects older than half an hour, through list and delete', async () => {
      await drill(storage);
    });
  });
});
