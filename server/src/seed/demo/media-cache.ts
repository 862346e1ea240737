import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newImageKey, rasterizeTrustedSvg, storeImage, type StoredImage } from '../../adapters/images.ts';
import type { MediaStorage } from '../../adapters/storage.ts';
import { imageVariantKey } from '../../lib/media-urls.ts';
import { DEMO_MEDIA_CACHE_FOLDER } from '../../paths.ts';

/**
 * The demo artwork's stored pictures, kept once made. The catalogue's SVGs are the same on every start
 * (a seeded generator), and turning 221 of them into WebP variants would be most of a first start. Each
 * picture is processed once on a machine, as an upload is processed, and what storeImage stored (the
 * variants, and what it answered) is kept in a folder of its own: `npm install` makes them all ahead
 * (prepareDemoPicture), or the first seed makes what is missing. Every seed, into any data folder, copies
 * them into its storage under fresh keys. Entries are named by a hash of the SVG and of this
 * version: change the version when the image pipeline's output changes.
 */
const VERSION = 'demo-media-2';

type Entry = Omit<StoredImage, 'storageKey'>;
/** What storeImage answered, and the variant files it wrote, in the order of `entry.variants`. */
type Picture = { entry: Entry; files: Buffer[] };

const entryFolder = (root: string, svg: string) =>
  path.join(root, createHash('sha256').update(VERSION).update(svg).digest('hex').slice(0, 32));

async function readEntry(folder: string): Promise<Picture | null> {
  try {
    const entry = JSON.parse(await readFile(path.join(folder, 'image.json'), 'utf8')) as Entry;
    const files = await Promise.all(entry.variants.map((w) => readFile(path.join(folder, `${w}.webp`))));
    return { entry, files };
  } catch {
    return null;
  }
}

/** Keeps an entry whole or not at all: written aside, then renamed into place (seeds may run side by side). */
async function writeEntry(root: string, folder: string, picture: Picture) {
  let staging: string | undefined;
  try {
    await mkdir(root, { recursive: true });
    staging = await mkdtemp(path.join(root, '.staging-'));
    for (const [i, width] of picture.entry.variants.entries()) {
      await writeFile(path.join(staging, `${width}.webp`), picture.files[i]!);
    }
    await writeFile(path.join(staging, 'image.json'), JSON.stringify(picture.entry));
    await rename(staging, folder);
    staging = undefined;
  } catch {
    // Another seed kept the same picture first, or the folder is read-only: the picture is made either way.
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

/** Processes a demo SVG exactly as an uploaded photo is processed, holding the variants it writes. */
async function processPicture(svg: string): Promise<Picture> {
  const written = new Map<number, Buffer>();
  const held: MediaStorage = {
    put: async (key, body) => void written.set(Number(/\/(\d+)\.webp$/.exec(key)?.[1]), body),
    get: async () => null,
    deletePrefix: async () => {},
    list: async function* () {},
    url: (key) => key,
  };
  const { storageKey: _key, ...entry } = await storeImage(held, await rasterizeTrustedSvg(svg));
  return { entry, files: entry.variants.map((width) => written.get(width)!) };
}

/** Makes a demo SVG's picture into the cache unless it is there; answers whether it was made now. */
export async function prepareDemoPicture(svg: string, root = DEMO_MEDIA_CACHE_FOLDER): Promise<boolean> {
  const folder = entryFolder(root, svg);
  if (existsSync(path.join(folder, 'image.json'))) return false;
  await writeEntry(root, folder, await processPicture(svg));
  return true;
}

/** Stores a demo SVG as a picture, from the cache when it holds it (made and kept there when not). */
export function demoImageStore(storage: MediaStorage, root = DEMO_MEDIA_CACHE_FOLDER) {
  return async (svg: string): Promise<StoredImage> => {
    const folder = entryFolder(root, svg);
    let picture = await readEntry(folder);
    if (!picture) {
      picture = await processPicture(svg);
      await writeEntry(root, folder, picture);
    }
    const storageKey = newImageKey();
    try {
      for (const [i, width] of picture.entry.variants.entries()) {
        await storage.put(imageVariantKey(storageKey, width), picture.files[i]!, 'image/webp');
      }
    } catch (error) {
      await storage.deletePrefix(storageKey).catch(() => undefined);
      throw error;
    }
    return { ...picture.entry, storageKey };
  };
}
