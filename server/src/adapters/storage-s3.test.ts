import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closeDeps, createDeps } from '../deps.ts';
import { createS3Storage } from './storage-s3.ts';
import { S3RVER_KEYS, startS3Server } from '../../test/s3-server.ts';

// A real S3-compatible server in this process (test/s3-server.ts).
let s3server: Awaited<ReturnType<typeof startS3Server>>;
let endpoint: string;
const bucket = 'velvet-media';
const keys = S3RVER_KEYS;

beforeAll(async () => {
  s3server = await startS3Server(bucket);
  endpoint = s3server.endpoint;
});

afterAll(() => s3server.close());

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

const storage = () => createS3Storage({ endpoint, bucket, region: 'us-east-1', ...keys });

describe('S3 media storage', () => {
  it('stores an object and streams it back with its size, content type and a long cache lifetime', async () => {
    const s3 = storage();
    const body = Buffer.from('RIFF....WEBPVP8 fake image bytes');
    await s3.put('ab/abcdef/640.webp', body, 'image/webp');

    const got = await s3.get('ab/abcdef/640.webp');
    expect(got).not.toBeNull();
    expect(got!.size).toBe(body.length);
    expect(await readAll(got!.stream)).toEqual(body);

    const head = await s3.client.send(new HeadObjectCommand({ Bucket: bucket, Key: 'ab/abcdef/640.webp' }));
    expect(head.ContentType).toBe('image/webp');
    expect(head.CacheControl).toContain('immutable');
  });

  it('answers null for a missing key and for a key that tries to leave its prefix', async () => {
    const s3 = storage();
    expect(await s3.get('zz/missing/640.webp')).toBeNull();
    expect(await s3.get('../etc/passwd')).toBeNull();
    expect(await s3.get('ab/../../secret')).toBeNull();
    await expect(s3.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /unsafe storage key/,
    );
  });

  it('deletes one media item with all its variants and leaves its neighbours alone', async () => {
    const s3 = storage();
    for (const w of [320, 640, 1280]) await s3.put(`cd/item/${w}.webp`, Buffer.from(`w${w}`), 'image/webp');
    await s3.put('cd/item2/640.webp', Buffer.from('neighbour'), 'image/webp');
    await s3.put('cd/itemvideo.mp4', Buffer.from('sibling with the same start'), 'video/mp4');

    await s3.deletePrefix('cd/item');

    for (const w of [320, 640, 1280]) expect(await s3.get(`cd/item/${w}.webp`)).toBeNull();
    expect(await s3.get('cd/item2/640.webp')).not.toBeNull();
    expect(await s3.get('cd/itemvideo.mp4')).not.toBeNull();
  });

  it('deletes more objects than one S3 list page holds', async () => {
    const s3 = storage();
    // Listing is paged at 1000 keys; this proves the loop follows the continuation token.
    const many = Array.from({ length: 1005 }, (_, i) => `ef/bulk/${String(i).padStart(4, '0')}.webp`);
    // One put first: s3rver's disk store races when parallel puts create the same folder.
    await s3.put(many[0]!, Buffer.from('x'), 'image/webp');
    for (let i = 1; i < many.length; i += 20) {
      await Promise.all(many.slice(i, i + 20).map((k) => s3.put(k, Buffer.from('x'), 'image/webp')));
    }
    await s3.deletePrefix('ef/bulk');
    expect(await s3.get(many[0]!)).toBeNull();
    expect(await s3.get(many.at(-1)!)).toBeNull();
  }, 60_000);

  it('gives browsers the CDN address when MEDIA_PUBLIC_URL is set, else the app path', () => {
    expect(storage().url('ab/abcdef/640.webp')).toBe('/media/ab/abcdef/640.webp');
    const cdn = createS3Storage(
      { endpoint, bucket, region: 'us-east-1', ...keys },
      'https://cdn.example.dk/m/',
    );
    expect(cdn.url('ab/abcdef/640.webp')).toBe('https://cdn.example.dk/m/ab/abcdef/640.webp');
  });

  it('is the storage the app uses when S3_BUCKET is set', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-s3-deps-'));
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SEED_DEMO: '0',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: keys.accessKeyId,
      S3_SECRET_ACCESS_KEY: keys.secretAccessKey,
      MEDIA_PUBLIC_URL: 'https://cdn.example.dk',
    });
    const deps = await createDeps(config, { info: () => {}, error: () => {} }, { inMemoryDatabase: true });
    try {
      await deps.storage.put('gh/fromapp/640.webp', Buffer.from('through deps'), 'image/webp');
      const direct = await storage().get('gh/fromapp/640.webp');
      expect(await readAll(direct!.stream)).toEqual(Buffer.from('through deps'));
      expect(deps.storage.url('gh/fromapp/640.webp')).toBe('https://cdn.example.dk/gh/fromapp/640.webp');
    } finally {
      await closeDeps(deps);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
