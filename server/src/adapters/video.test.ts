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
