import { randomBytes, randomUUID } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharpPhash from 'sharp-phash';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
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
   * Hashes the copied-photo screen compares this photo with the photos already kept (see photoFingerprint):
   * `probes` with every kept hash, `turns` with the kept whole pictures only. Not stored: a photo is
   * compared when it arrives.
   */
  probes: string[];
  turns: string[];
  /** Hashes kept with the photo, that later photos' probes are compared with; the first is `phash`. */
  kept: string[];
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

type Decoded = { base: { data: Buffer; info: OutputInfo }; raw: RawImage; widths: number[] };

/** An upload decoded once, upright and in sRGB, at the largest width kept; refused when not an image we take. */
async function decodeUpload(input: Buffer): Promise<Decoded> {
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
  return { base, raw, widths };
}

type PictureHashes = Pick<StoredImage, 'phash' | 'probes' | 'turns' | 'kept' | 'plain'>;

/** What the screening knows a decoded picture by. */
async function hashDecoded({ base, raw }: Decoded): Promise<PictureHashes> {
  // A photo that cannot be hashed is refused as unreadable: no photo is ever kept without its hash.
  try {
    const hash = await hashOf(base.data, raw);
    const { channels } = await sharp(base.data, { raw }).greyscale().stats();
    const plain = (channels[0]?.stdev ?? 0) < PLAIN_STDEV;
    const fingerprint = plain
      ? { probes: [], turns: [], kept: [] }
      : await photoFingerprint(base.data, raw, hash);
    return { phash: hash, plain, ...fingerprint };
  } catch (error) {
    throw invalid(error);
  }
}

/** The hashes an upload would be screened and kept with, without storing it (the photo-match bench). */
export async function hashUpload(input: Buffer): Promise<PictureHashes> {
  return hashDecoded(await decodeUpload(input));
}

export async function storeImage(storage: MediaStorage, input: Buffer): Promise<StoredImage> {
  const decoded = await decodeUpload(input);
  const { base, raw, widths } = decoded;
  const hashes = await hashDecoded(decoded);

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
    ...hashes,
  };
}

type RawImage = { width: number; height: number; channels: 1 | 2 | 3 | 4 };
type PhotoFingerprint = { probes: string[]; turns: string[]; kept: string[] };

/** pHash of a raw image, as 16 hex digits. */
const hashOf = async (data: Buffer, raw: RawImage) => binaryToHex(await phash(data, { raw }));

/** The side of the square a pHash samples a picture to, and of the corner of its DCT it keeps (sharp-phash's). */
const SAMPLE = 32;
const LOW = 8;
/** cos((2i + 1) u π / 2N) for the rows i and the kept frequencies u = 1…LOW. */
const COSINES = Array.from({ length: SAMPLE }, (_, i) =>
  Array.from({ length: LOW + 1 }, (_, u) => Math.cos(((2 * i + 1) / (2 * SAMPLE)) * u * Math.PI)),
);

/** A picture sampled to SAMPLE × SAMPLE grey pixels (stretched to the square, as sharp-phash samples). */
const sampleOf = async (image: Sharp) =>
  image.resize(SAMPLE, SAMPLE, { fit: 'fill' }).extractChannel(0).raw().toBuffer();

/**
 * The sample of the picture turned by `quarter` quarter turns clockwise, then mirrored left to right when
 * `mirrored`: a sample commutes with these, so a picture's eight orientations cost no resampling.
 */
function turnSample(sample: Buffer, quarter: number, mirrored: boolean): Buffer {
  const out = Buffer.alloc(SAMPLE * SAMPLE);
  const last = SAMPLE - 1;
  for (let y = 0; y < SAMPLE; y++)
    for (let x = 0; x < SAMPLE; x++) {
      const tx = mirrored ? last - x : x;
      // Where the turned picture's pixel (tx, y) comes from in the upright one.
      const [sx, sy] =
        quarter === 0
          ? [tx, y]
          : quarter === 1
            ? [y, last - tx]
            : quarter === 2
              ? [last - tx, last - y]
              : [last - y, tx];
      out[y * SAMPLE + x] = sample[sy * SAMPLE + sx]!;
    }
  return out;
}

/**
 * sharp-phash's hash of a SAMPLE × SAMPLE sample, as 16 hex digits: the 8 × 8 lowest frequencies of its DCT
 * but the first row and column, each above or below their mean. Computed separably (about 10 000
 * multiplications instead of sharp-phash's million), which makes the some 40 hashes of a photo cheap.
 */
function dctHash(sample: Buffer): string {
  // partial[x][v]: the column x of the sample transformed along y, for v = 1…LOW.
  const partial = Array.from({ length: SAMPLE }, (_, x) =>
    Array.from({ length: LOW }, (_, v) => {
      let sum = 0;
      for (let y = 0; y < SAMPLE; y++) sum += COSINES[y]![v + 1]! * sample[y * SAMPLE + x]!;
      return sum;
    }),
  );
  const coefficients: number[] = [];
  for (let u = 1; u <= LOW; u++)
    for (let v = 0; v < LOW; v++) {
      let sum = 0;
      for (let x = 0; x < SAMPLE; x++) sum += COSINES[x]![u]! * partial[x]![v]!;
      coefficients.push(sum);
    }
  const mean = coefficients.reduce((a, b) => a + b, 0) / coefficients.length;
  return binaryToHex(coefficients.map((c) => (c > mean ? '1' : '0')).join(''));
}

/** One byte a pixel: raw output of a one-channel input is otherwise widened to sRGB's three. */
const greyPixels = (image: Sharp) => image.extractChannel(0).raw().toBuffer({ resolveWithObject: true });

/** Edge of the greyscale copy the fingerprint is made from: a pHash samples 32 × 32, so detail beyond is noise. */
const FINGERPRINT_EDGE = 256;

/**
 * Sizes (share of the width and of the height) of the parts of a photo that are kept hashed, each at nine
 * places (the corners, the middles of the edges, the centre): a copy cropped by up to a fifth, on any sides,
 * is one of them, near enough.
 */
const KEPT_WINDOW_SCALES = [0.8, 0.85, 0.9] as const;
/** Centre parts of a new photo that are probed too: a copy turned a few degrees, cut to what has no corners. */
const PROBE_CENTRE_SCALES = [0.8] as const;

/**
 * The hashes a copy of a photo is found by, whatever was done to it. Both sides work on the picture with any
 * uniform frame trimmed off (a border added around a copy is gone again):
 * - `probes`, of a new photo: the plain upright `phash` (what photos kept before trimming was done have), the
 *   trimmed picture and its centre, compared with every kept hash;
 * - `turns`, of a new photo: its seven other quarter turns and mirror images, compared with the kept whole
 *   pictures only (variants 0 and 1): compared with the parts too they found more unrelated pictures than
 *   copies (bench/photo-match.ts);
 * - `kept`, with each photo: the plain upright `phash` (variant 0), the trimmed picture (1), and its parts
 *   of KEPT_WINDOW_SCALES at nine places.
 * A copy is mirrored, turned by quarter turns, framed, cropped by up to a fifth or turned a few degrees when
 * one of its probes is within PHOTO_MATCH_DISTANCE of one of the kept hashes of the original.
 */
async function photoFingerprint(data: Buffer, raw: RawImage, plainHash: string): Promise<PhotoFingerprint> {
  const grey = await sharp(data, { raw })
    .greyscale()
    .resize({ width: FINGERPRINT_EDGE, height: FINGERPRINT_EDGE, fit: 'inside' })
    .extractChannel(0)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const frame = frameOf(grey.data, grey.info.width, grey.info.height);
  const trimmed = await greyPixels(
    sharp(grey.data, { raw: { width: grey.info.width, height: grey.info.height, channels: 1 } }).extract(
      frame,
    ),
  );
  const image = { width: trimmed.info.width, height: trimmed.info.height, channels: 1 as const };
  const pixels = trimmed.data;
  /** The pHash of the part `scale` of the picture's size at (fx, fy) of the room left around it. */
  const region = async (scale: number, fx: number, fy: number) => {
    const width = Math.min(image.width, Math.max(8, Math.round(image.width * scale)));
    const height = Math.min(image.height, Math.max(8, Math.round(image.height * scale)));
    return sampleOf(
      sharp(pixels, { raw: image }).extract({
        left: Math.round((image.width - width) * fx),
        top: Math.round((image.height - height) * fy),
        width,
        height,
      }),
    );
  };

  const whole = await sampleOf(sharp(pixels, { raw: image }));
  const turns: string[] = [];
  for (let quarter = 0; quarter < 4; quarter++) {
    for (const mirrored of [false, true]) {
      if (quarter === 0 && !mirrored) continue;
      turns.push(dctHash(turnSample(whole, quarter, mirrored)));
    }
  }
  const centres: string[] = [];
  for (const scale of PROBE_CENTRE_SCALES) centres.push(dctHash(await region(scale, 0.5, 0.5)));
  const windows: string[] = [];
  for (const scale of KEPT_WINDOW_SCALES)
    for (const fy of [0, 0.5, 1])
      for (const fx of [0, 0.5, 1]) windows.push(dctHash(await region(scale, fx, fy)));

  const wholeHash = dctHash(whole);
  return { probes: [plainHash, wholeHash, ...centres], turns, kept: [plainHash, wholeHash, ...windows] };
}

/** Rows or columns of a frame differ by at most this much brightness (0–255) along their length: JPEG noise. */
const FRAME_RANGE = 16;
/** What is left of a picture that is mostly frame is not the picture: then nothing is trimmed. */
const FRAME_MIN_LEFT = 0.5;

/**
 * The picture inside a uniform frame: from each side, the rows or columns that are each one brightness
 * along their length and the same brightness as that side's first one. Each side is read on its own, so a
 * picture and its mirror images and turns are trimmed alike (sharp's trim reads every side against the
 * top-left pixel, which a mirror image moves).
 */
function frameOf(pixels: Buffer, width: number, height: number) {
  const at = (x: number, y: number) => pixels[y * width + x]!;
  /** How many lines from one side are frame: `line(i)` reads the i-th line's pixels. */
  const depth = (lines: number, length: number, pixel: (line: number, i: number) => number) => {
    let first: number | null = null;
    for (let line = 0; line < lines; line++) {
      let low = 255;
      let high = 0;
      for (let i = 0; i < length; i++) {
        const v = pixel(line, i);
        if (v < low) low = v;
        if (v > high) high = v;
      }
      const level = (low + high) / 2;
      if (high - low > FRAME_RANGE || (first !== null && Math.abs(level - first) > FRAME_RANGE / 2))
        return line;
      first ??= level;
    }
    return lines;
  };
  const top = depth(height, width, (y, x) => at(x, y));
  const bottom = depth(height, width, (y, x) => at(x, height - 1 - y));
  const left = depth(width, height, (x, y) => at(x, y));
  const right = depth(width, height, (x, y) => at(width - 1 - x, y));
  const inner = { left, top, width: width - left - right, height: height - top - bottom };
  if (inner.width < width * FRAME_MIN_LEFT || inner.height < height * FRAME_MIN_LEFT)
    return { left: 0, top: 0, width, height };
  return inner;
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
