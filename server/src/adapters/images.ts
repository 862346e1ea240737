import { randomBytes, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharpPhash from 'sharp-phash';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import { AppError } from '../lib/errors.ts';
import { imageVariantKey } from '../lib/media-urls.ts';
import type { MediaStorage } from './storage.ts';

/**
 * The only file that talks to sharp, so its global options live in one place. Every photo — uploads
 * and the demo artwork alike — goes through `storeImage`: type by magic bytes, pixel cap, EXIF
 * orientation applied, then re-encoded to WebP variants, which drops every byte of the original's
 * metadata (EXIF, GPS, XMP, ICC).
 */

// sharp-phash is CommonJS whose typings say its one function is `default`; an ES module import gets that
// function itself as its default export, so the import is typed as the function it is.
const phash = sharpPhash as unknown as typeof sharpPhash.default;

// Every input is a new upload, so libvips' operation cache would only hold memory that is never reused.
sharp.cache(false);

/** Widths of the WebP variants written for `srcset`; only those no wider than the original. */
const IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** A 40 MP cap lets any phone photo through and stops decompression bombs before they are decoded. */
export const IMAGE_MAX_PIXELS = 40_000_000;

const WEBP_QUALITY = 80;
// Measured on this 2-core machine at 960x1200: effort 2 encodes in about half the CPU time of the default 4
// for files 1–6 % larger. Uploads and the demo seed are both CPU-bound here, so speed wins.
const WEBP_EFFORT = 2;

// HEIC/HEIF are accepted by type; the prebuilt sharp decodes AVIF but not HEVC, so such files end as
// "invalid" at decode time rather than being refused by their name.
const ACCEPTED_MIME = new Set([
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/heic',
  'image/heif',
  'image/gif',
]);

export type StoredImage = {
  /** Prefix of the variants: `${storageKey}/${width}.webp`. */
  storageKey: string;
  mime: 'image/webp';
  /** Size of the largest stored variant (the original's aspect ratio). */
  width: number;
  height: number;
  /** Variant widths, ascending. */
  variants: number[];
  /** Bytes of all variants together. */
  bytes: number;
  /** Perceptual hash (pHash, 64 bits as 16 hex digits) of the upright picture: finds copies of it. */
  phash: string;
  /**
   * The picture is (nearly) one colour: its hash is only rounding noise, the same for every such picture,
   * so it tells no copy apart and is not compared.
   */
  plain: boolean;
};

/** Below this standard deviation of brightness (0–255) a picture has no detail a copy could be known by. */
const PLAIN_STDEV = 4;

// Operations on untrusted input: refuse huge canvases while decoding too, not only by header; GIFs
// contribute their first frame only; tolerate the minor warnings many phone JPEGs trigger.
const decodeOptions = { limitInputPixels: IMAGE_MAX_PIXELS, failOn: 'error', pages: 1 } as const;

const invalid = (cause?: unknown) => new AppError('media.image_invalid', 422, { cause });

/** Variant widths for an image `width` px wide: the standard ones that fit, or the original if it is smaller. */
export function variantWidths(width: number): number[] {
  const fitting = IMAGE_WIDTHS.filter((w) => w <= width);
  return fitting.length ? [...fitting] : [width];
}

export const newImageKey = () => `img/${randomBytes(1).toString('hex')}/${randomUUID()}`;

export async function storeImage(storage: MediaStorage, input: Buffer): Promise<StoredImage> {
  const type = await fileTypeFromBuffer(input);
  if (!type || !ACCEPTED_MIME.has(type.mime)) throw invalid();

  let meta: Metadata;
  try {
    // Headers only, so no pixel limit here: an oversized image gets its own message below.
    meta = await sharp(input, { ...decodeOptions, limitInputPixels: false }).metadata();
  } catch (error) {
    throw invalid(error);
  }
  const sourceHeight = meta.pageHeight ?? meta.height;
  if (!meta.width || !sourceHeight) throw invalid();
  if (meta.width * sourceHeight > IMAGE_MAX_PIXELS) {
    throw new AppError('media.image_too_large', 422, { vars: { megapixels: IMAGE_MAX_PIXELS / 1_000_000 } });
  }

  // Decode once, upright and in sRGB, at the largest width we keep; every variant is resized from that.
  const orientedWidth = meta.autoOrient?.width ?? meta.width;
  const widths = variantWidths(orientedWidth);
  const largest = widths.at(-1)!;
  let base: { data: Buffer; info: OutputInfo };
  try {
    base = await sharp(input, decodeOptions)
      .autoOrient()
      .resize({ width: largest, withoutEnlargement: true })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true });
  } catch (error) {
    throw invalid(error);
  }
  const raw = { width: base.info.width, height: base.info.height, channels: base.info.channels };
  // A photo that cannot be hashed is refused as unreadable: no photo is ever kept without its hash.
  let hash: string;
  let plain: boolean;
  try {
    hash = binaryToHex(await phash(base.data, { raw }));
    const { channels } = await sharp(base.data, { raw }).greyscale().stats();
    plain = (channels[0]?.stdev ?? 0) < PLAIN_STDEV;
  } catch (error) {
    throw invalid(error);
  }

  const storageKey = newImageKey();
  let bytes = 0;
  try {
    for (const width of widths) {
      // Pixels only: a WebP written from raw data cannot carry any of the original's metadata.
      const encoded = await sharp(base.data, { raw })
        .resize({ width, withoutEnlargement: true })
        .webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT })
        .toBuffer();
      await storage.put(imageVariantKey(storageKey, width), encoded, 'image/webp');
      bytes += encoded.length;
    }
  } catch (error) {
    // No orphans: a half-written image is removed whole.
    await storage.deletePrefix(storageKey).catch(() => undefined);
    throw error;
  }
  return {
    storageKey,
    mime: 'image/webp',
    width: raw.width,
    height: raw.height,
    variants: widths,
    bytes,
    phash: hash,
    plain,
  };
}

/** sharp-phash answers 64 characters of 0 and 1; kept and compared as 16 hex digits. */
function binaryToHex(bits: string): string {
  if (!/^[01]{64}$/.test(bits)) throw new Error('not a 64-bit hash');
  return BigInt(`0b${bits}`).toString(16).padStart(16, '0');
}

/**
 * Rasterises an SVG that we generated ourselves (the demo artwork) to a PNG, which then goes through
 * `storeImage` like any upload. Never call this with user input: uploads refuse SVG.
 */
export async function rasterizeTrustedSvg(svg: string): Promise<Buffer> {
  // Uncompressed: the PNG is only a hand-over to storeImage, and zlib would be most of the cost.
  return sharp(Buffer.from(svg)).png({ compressionLevel: 0 }).toBuffer();
}

/** Turns uploaded photos into stored WebP variants; the app gets one through its dependencies (AppDeps.images). */
export type ImageProcessor = { store: (input: Buffer) => Promise<StoredImage> };

export function createImageProcessor(storage: MediaStorage): ImageProcessor {
  return { store: (input) => storeImage(storage, input) };
}
