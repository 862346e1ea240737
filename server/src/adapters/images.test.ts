import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { AppError } from '../lib/errors.ts';
import { imageVariantKey } from '../lib/media-urls.ts';
import { IMAGE_MAX_PIXELS, rasterizeTrustedSvg, storeImage, variantWidths } from './images.ts';
import { fillingDisk } from '../../test/filling-disk.ts';
import { createLocalStorage } from './storage.ts';

const root = mkdtempSync(path.join(tmpdir(), 'velvet-images-'));
const storage = createLocalStorage(root);
afterAll(() => rmSync(root, { recursive: true, force: true }));

const read = (key: string) => readFileSync(path.join(root, key));

/** Every file under a folder, relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
}

async function expectAppError(promise: Promise<unknown>, key: string, status = 422) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  expect((error as AppError).key).toBe(key);
  expect((error as AppError).statusCode).toBe(status);
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 40, b: 90 } } });

describe('storeImage', () => {
  it('removes EXIF and GPS data and writes WebP variants no wider than the original', async () => {
    const input = await photo(1000, 750)
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCorp', Model: 'Snapper 12', Artist: 'Jane Doe' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '55/1 40/1 3432/100',
          GPSLongitudeRef: 'E',
          GPSLongitude: '12/1 34/1 600/100',
        },
      })
      .toBuffer();
    const before = await sharp(input).metadata();
    expect(before.exif?.toString('latin1')).toContain('Snapper 12');

    const stored = await storeImage(storage, input);

    expect(stored.storageKey).toMatch(/^img\/[0-9a-f]{2}\/[0-9a-f-]{36}$/);
    expect(stored.mime).toBe('image/webp');
    expect(stored.variants).toEqual([320, 640, 960]);
    expect([stored.width, stored.height]).toEqual([960, 720]);
    let total = 0;
    for (const width of stored.variants) {
      const file = read(imageVariantKey(stored.storageKey, width));
      total += file.length;
      expect((await fileTypeFromBuffer(file))?.mime).toBe('image/webp');
      const meta = await sharp(file).metadata();
      expect(meta.width).toBe(width);
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.icc).toBeUndefined();
      // No trace of the camera or the coordinates anywhere in the bytes.
      expect(file.toString('latin1')).not.toMatch(/Snapper|PhoneCorp|Jane Doe|GPS/);
    }
    expect(stored.bytes).toBe(total);
  });

  it('turns the picture upright from its EXIF orientation before dropping the tag', async () => {
    // Stored landscape with "rotate 90° clockwise" (6): the person saw a portrait.
    const input = await photo(1400, 700).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await storeImage(storage, input);
    expect(stored.variants).toEqual([320, 640]);
    expect([stored.width, stored.height]).toEqual([640, 1280]);
    const meta = await sharp(read(imageVariantKey(stored.storageKey, 640))).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([640, 1280, undefined]);
  });

  it('converts other colour spaces to sRGB and keeps no ICC profile', async () => {
    const red = sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 220, g: 30, b: 40 } },
    });
    for (const input of [
      await red.clone().toColourspace('cmyk').jpeg().toBuffer(),
      await red.clone().withIccProfile('p3').jpeg().toBuffer(),
    ]) {
      const before = await sharp(input).metadata();
      expect(before.space === 'cmyk' || before.icc !== undefined).toBe(true);
      const stored = await storeImage(storage, input);
      const file = read(imageVariantKey(stored.storageKey, 320));
      const meta = await sharp(file).metadata();
      expect(meta.icc).toBeUndefined();
      expect(meta.space).toBe('srgb');
      const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
      expect(info.channels).toBe(3);
      const [r, g, b] = [data[0]!, data[1]!, data[2]!];
      expect(r).toBeGreaterThan(150);
      expect(g).toBeLessThan(90);
      expect(b).toBeLessThan(90);
    }
  });

  it('keeps a small image at its own width and accepts PNG, WebP, AVIF and the first frame of a GIF', async () => {
    const small = await storeImage(storage, await photo(200, 150).png().toBuffer());
    expect(small.variants).toEqual([200]);

    for (const input of [await photo(700, 500).webp().toBuffer(), await photo(700, 500).avif().toBuffer()]) {
      const stored = await storeImage(storage, input);
      expect(stored.variants).toEqual([320, 640]);
    }

    const frame = (r: number) =>
      sharp({ create: { width: 400, height: 300, channels: 3, background: { r, g: 0, b: 0 } } })
        .png()
        .toBuffer();
    const gif = await sharp([await frame(255), await frame(0), await frame(90)], { join: { animated: true } })
      .gif()
      .toBuffer();
    expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(3);
    const stored = await storeImage(storage, gif);
    expect([stored.width, stored.height]).toEqual([320, 240]);
    const { data } = await sharp(read(imageVariantKey(stored.storageKey, 320)))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(data[0]).toBeGreaterThan(200); // the red first frame
  });

  it('refuses SVG, text named like a photo, truncated JPEGs and unsupported types', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
    );
    await expectAppError(storeImage(storage, svg), 'media.image_invalid');
    await expectAppError(
      storeImage(storage, Buffer.from('just some text, named holiday.jpg')),
      'media.image_invalid',
    );
    const jpeg = await photo(800, 600).jpeg().toBuffer();
    await expectAppError(
      storeImage(storage, jpeg.subarray(0, Math.floor(jpeg.length / 2))),
      'media.image_invalid',
    );
    await expectAppError(storeImage(storage, await photo(50, 50).tiff().toBuffer()), 'media.image_invalid');
    await expectAppError(storeImage(storage, Buffer.alloc(0)), 'media.image_invalid');
  });

  it(`refuses more than ${IMAGE_MAX_PIXELS / 1e6} megapixels`, async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 1 })
      .toBuffer();
    await expectAppError(storeImage(storage, huge), 'media.image_too_large');
  });

  it('leaves no files behind when storing fails half-way', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'velvet-images-fail-'));
    const disk = createLocalStorage(dir);
    // A disk that fills up after the first variant.
    const full = fillingDisk(disk, 1, 'ENOSPC: no space left on device');
    await expect(storeImage(full.storage, await photo(1000, 800).jpeg().toBuffer())).rejects.toThrow(
      'ENOSPC',
    );
    expect(full.puts()).toBe(2);
    expect(filesUnder(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it('picks the standard widths that fit', () => {
    expect(variantWidths(4000)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(1280)).toEqual([320, 640, 960, 1280]);
    expect(variantWidths(959)).toEqual([320, 640]);
    expect(variantWidths(120)).toEqual([120]);
  });

  it('rasterises our own SVG artwork to a PNG that the upload pipeline accepts', async () => {
    const png = await rasterizeTrustedSvg(
      '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="500"><rect width="400" height="500" fill="#5b2a4e"/></svg>',
    );
    expect((await fileTypeFromBuffer(png))?.mime).toBe('image/png');
    const stored = await storeImage(storage, png);
    expect([stored.width, stored.height]).toEqual([320, 400]);
  });
});
