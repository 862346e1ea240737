import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { rasterizeTrustedSvg, storeImage } from './images.ts';
import { createLocalStorage } from './storage.ts';
import { deleteMediaObject, storeVideo } from './video.ts';

// Tiny real clips made once with ffmpeg (64x64 test pattern), so the tests need no ffmpeg.
const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../test/fixtures');
const fixture = (name: string) => readFileSync(path.join(fixtures, name));

const root = mkdtempSync(path.join(tmpdir(), 'velvet-video-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).statusCode).toBe(422);
  return error as AppError;
}

describe('storeVideo', () => {
  it.each([
    ['clip-2s.mp4', 'video/mp4', 'mp4'],
    ['clip-2s.mov', 'video/quicktime', 'mov'],
    ['clip-2s.webm', 'video/webm', 'webm'],
  ])('stores %s with the duration read from the file', async (name, mime, ext) => {
    const input = fixture(name);
    const stored = await storeVideo(storage, input);
    expect(stored.storageKey).toMatch(new RegExp(`^vid/[0-9a-f]{2}/[0-9a-f-]{36}/video\\.${ext}$`));
    expect(stored.mime).toBe(mime);
    expect(stored.bytes).toBe(input.length);
    expect(stored.durationSeconds).toBeCloseTo(2, 1);
    expect(readFileSync(path.join(root, stored.storageKey)).equals(input)).toBe(true);
  });

  it.each(['clip-31s.mp4', 'clip-31s.webm'])('refuses %s: longer than 30 seconds', async (name) => {
    expect((await refusal(storeVideo(storage, fixture(name)))).key).toBe('media.video_too_long');
  });

  it('refuses files that are not readable videos', async () => {
    const png = await rasterizeTrustedSvg('<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>');
    const mp4 = fixture('clip-2s.mp4');
    const garbage = [
      Buffer.from('not a video at all, just text named clip.mp4'),
      Buffer.alloc(4096, 7),
      png,
      // A real MP4 cut before its index: the type is right, the duration unreadable.
      mp4.subarray(0, 40),
      // A WebM recorded live (as MediaRecorder does) carries no duration: "readable duration" fails.
      fixture('clip-live.webm'),
    ];
    for (const input of garbage) {
      expect((await refusal(storeVideo(storage, input))).key).toBe('media.video_invalid');
    }
  });
});

describe('deleteMediaObject', () => {
  it('removes a video and every variant of an image, and ignores keys of another shape', async () => {
    const video = await storeVideo(storage, fixture('clip-2s.mp4'));
    const png = await rasterizeTrustedSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="700" height="400"><rect width="700" height="400" fill="#a33"/></svg>',
    );
    const image = await storeImage(storage, png);
    expect(existsSync(path.join(root, video.storageKey))).toBe(true);
    expect(existsSync(path.join(root, image.storageKey, '640.webp'))).toBe(true);

    await deleteMediaObject(storage, video);
    await deleteMediaObject(storage, image);
    expect(existsSync(path.join(root, path.dirname(video.storageKey)))).toBe(false);
    expect(existsSync(path.join(root, image.storageKey))).toBe(false);

    const other = await storeImage(storage, png);
    await deleteMediaObject(storage, { storageKey: other.storageKey.slice(0, 6), mime: 'image/webp' });
    expect(existsSync(path.join(root, other.storageKey, '320.webp'))).toBe(true);
  });
});

/** Offsets of the boxes of an MP4 by type, descending into the containers that lead to the sample table. */
function boxes(file: Buffer): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const walk = (start: number, end: number) => {
    for (let at = start; at + 8 <= end;) {
      const size = file.readUInt32BE(at);
      const type = file.toString('latin1', at + 4, at + 8);
      found.set(type, [...(found.get(type) ?? []), at]);
      if (['moov', 'trak', 'mdia', 'minf', 'stbl', 'edts'].includes(type)) walk(at + 8, at + size);
      if (size < 8) break;
      at += size;
    }
  };
  walk(0, file.length);
  return found;
}

/**
 * A real clip whose headers lie: the movie, track, edit and media headers say `headerSeconds`, while
 * its samples are stretched to last `sampleSeconds` (the time-to-sample table is what players follow).
 * Only version-0 boxes, which is what the fixture has.
 */
function lyingMp4(headerSeconds: number, sampleSeconds: number): Buffer {
  const file = Buffer.from(fixture('clip-31s.mp4'));
  const at = boxes(file);
  const one = (type: string) => {
    const offsets = at.get(type);
    expect(offsets, type).toHaveLength(1);
    expect(file[offsets![0]! + 8], `${type} version`).toBe(0);
    return offsets![0]!;
  };
  const mvhd = one('mvhd');
  const movieScale = file.readUInt32BE(mvhd + 20);
  file.writeUInt32BE(headerSeconds * movieScale, mvhd + 24);
  file.writeUInt32BE(headerSeconds * movieScale, one('tkhd') + 28);
  file.writeUInt32BE(headerSeconds * movieScale, one('elst') + 16);
  const mdhd = one('mdhd');
  const mediaScale = file.readUInt32BE(mdhd + 20);
  file.writeUInt32BE(headerSeconds * mediaScale, mdhd + 24);
  const stts = one('stts');
  expect(file.readUInt32BE(stts + 12), 'one stts entry').toBe(1);
  const count = file.readUInt32BE(stts + 16);
  file.writeUInt32BE(Math.ceil((sampleSeconds * mediaScale) / count), stts + 20);
  return file;
}

describe('video length from the samples', () => {
  it('refuses an MP4 whose headers say 10 s while its samples last 120 s', async () => {
    const lying = lyingMp4(10, 120);
    expect((await refusal(storeVideo(storage, lying))).key).toBe('media.video_too_long');
  });

  it('refuses a WebM whose header says 10 s while its clusters run past 30 s', async () => {
    const file = Buffer.from(fixture('clip-31s.webm'));
    // The Segment Info's Duration element (id 0x4489) holds a float of timestamp ticks (ms here).
    const at = file.indexOf(Buffer.from([0x44, 0x89]));
    expect(at).toBeGreaterThan(0);
    const size = file[at + 2]! & 0x7f;
    if (size === 8) file.writeDoubleBE(10_000, at + 3);
    else file.writeFloatBE(10_000, at + 3);
    const { parseBuffer } = await import('music-metadata');
    const { format } = await parseBuffer(new Uint8Array(file), { mimeType: 'video/webm', size: file.length });
    expect(format.duration).toBeCloseTo(10, 1);
    expect((await refusal(storeVideo(storage, file))).key).toBe('media.video_too_long');
  });

  it('still stores a clip whose headers and samples agree', async () => {
    const honest = lyingMp4(20, 20);
    const stored = await storeVideo(storage, honest);
    expect(stored.durationSeconds).toBeCloseTo(20, 0);
  });
});
