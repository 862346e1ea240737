/**
 * Registration media throughput: the time the real pipeline (`storeImage`, `storeVideo`) takes for one
 * registration's upload — a main photo, 4 gallery photos and one 30 s video — into local storage.
 * Photos are made like a phone's: 12 MP JPEGs with camera EXIF and GPS, photo-like (blurred noise,
 * so they compress like a picture, not like a flat colour). The video is `fixtures/clip-30s.mp4`
 * (30.0 s H.264) unless `--video <file>` names a real clip; videos are checked and stored, not transcoded.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { storeImage } from '../server/src/adapters/images.ts';
import { createLocalStorage } from '../server/src/adapters/storage.ts';
import { storeVideo } from '../server/src/adapters/video.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

async function phonePhoto(seed: number): Promise<Buffer> {
  const width = 4032;
  const height = 3024;
  const noise = await sharp({
    create: {
      width: width / 4,
      height: height / 4,
      channels: 3,
      background: { r: 120, g: 90, b: 80 },
      noise: { type: 'gaussian', mean: 110 + seed * 5, sigma: 60 },
    },
  })
    .png()
    .toBuffer();
  return sharp(noise)
    .resize(width, height, { kernel: 'cubic' })
    .blur(1.2)
    .withExif({
      IFD0: { Make: 'Apple', Model: 'iPhone 15', Software: 'bench' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 40/1 3000/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 34/1 600/100',
      },
    })
    .jpeg({ quality: 88 })
    .toBuffer();
}

export type UploadResult = {
  rounds: number;
  photoBytes: number[];
  videoBytes: number;
  videoSeconds: number;
  /** Milliseconds per round: five photos + one video, one after another, as one registration. */
  totalMs: number[];
  photoMs: number[];
  videoMs: number[];
  medianTotalMs: number;
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runUploadBench(
  options: { rounds?: number; video?: string | undefined } = {},
): Promise<UploadResult> {
  const rounds = options.rounds ?? 3;
  const photos = await Promise.all([0, 1, 2, 3, 4].map(phonePhoto));
  const video = readFileSync(options.video ?? path.join(here, 'fixtures', 'clip-30s.mp4'));
  const dir = mkdtempSync(path.join(tmpdir(), 'velvet-perf-upload-'));
  const storage = createLocalStorage(dir);
  const totalMs: number[] = [];
  const photoMs: number[] = [];
  const videoMs: number[] = [];
  let videoSeconds = 0;
  try {
    // One untimed round first: sharp and the codecs load lazily.
    await storeImage(storage, photos[0]!);
    for (let round = 0; round < rounds; round++) {
      const t0 = performance.now();
      for (const photo of photos) await storeImage(storage, photo);
      const t1 = performance.now();
      const stored = await storeVideo(storage, video);
      const t2 = performance.now();
      videoSeconds = stored.durationSeconds;
      photoMs.push(Math.round(t1 - t0));
      videoMs.push(Math.round(t2 - t1));
      totalMs.push(Math.round(t2 - t0));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    rounds,
    photoBytes: photos.map((p) => p.length),
    videoBytes: video.length,
    videoSeconds,
    totalMs,
    photoMs,
    videoMs,
    medianTotalMs: median(totalMs),
  };
}
