import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newImageKey, rasterizeTrustedSvg, storeImage, type StoredImage } from '../../adapters/images.ts';
import type { MediaStorage } from '../../adapters/storage.ts';
import { imageVariantKey } from '../../lib/media-urls.ts';
import { DEMO_MEDIA_CACHE_FOLDER } from '../../paths.ts';

/**
 * The demo artwork's stored pictures, kept once made. The catalogue's SVGs are the same on every start
 * (a seeded generator), and turning 221 of them into WebP variants is most of a first start. The first
 * seed on a machine processes each picture as an upload is processed and keeps what it stored (the
 * variants, and what storeImage answered) in a folder of its own; every later seed, into any data folder,
 * copies them into its storage under fresh keys. Entries are named by a hash of the SVG and of this
 * version: change the version when the image pipeline's output changes.
 */
const VERSION = 'demo-media-1';

type Entry = Omit<StoredImage, 'storageKey'>;

async function readEntry(folder: string): Promise<{ entry: Entry; files: Buffer[] } | null> {
  try {
    const entry = JSON.parse(await readFile(path.join(folder, 'image.json'), 'utf8')) as Entry;
    const files = await Promise.all(entry.variants.map((w) => readFile(path.join(folder, `${w}.webp`))));
    return { entry, files };
  } catch {
    return null;
  }
}

/** Keeps an entry whole or not at all: written aside, then renamed into place (seeds may run side by side). */
async function writeEntry(root: string, folder: string, image: StoredImage, files: Map<number, Buffer>) {
  let staging: string | undefined;
  try {
    await mkdir(root, { recursive: true });
    staging = await mkdtemp(path.join(root, '.staging-'));
    const { storageKey: _key, ...entry } = image;
    for (const [width, body] of files) await writeFile(path.join(staging, `${width}.webp`), body);
    await writeFile(path.join(staging, 'image.json'), JSON.stringify(entry));
    await rename(staging, folder);
    staging = undefined;
  } catch {
    // Another seed kept the same picture first, or the folder is read-only: the picture is stored either way.
  } finally {
    if (staging) await rm(staging, { recursive: true, force: true });
  }
}

/** Stores a demo SVG as a picture, from the cache when it holds it. */
export function demoImageStore(storage: MediaStorage, root = DEMO_MEDIA_CACHE_FOLDER) {
  return async (svg: string): Promise<StoredImage> => {
    const folder = path.join(
      root,
      createHash('sha256').update(VERSION).update(svg).digest('hex').slice(0, 32),
    );
    const cached = await readEntry(folder);
    if (cached) {
      const storageKey = newImageKey();
      try {
        for (const [i, width] of cached.entry.variants.entries()) {
          await storage.put(imageVariantKey(storageKey, width), cached.files[i]!, 'image/webp');
        }
      } catch (error) {
        await storage.deletePrefix(storageKey).catch(() => undefined);
        throw error;
      }
      return { ...cached.entry, storageKey };
    }
    const files = new Map<number, Buffer>();
    const recording: MediaStorage = {
      put: async (key, body, type) => {
        files.set(Number(/\/(\d+)\.webp$/.exec(key)?.[1]), body);
        await storage.put(key, body, type);
      },
      get: (key) => storage.get(key),
      deletePrefix: (prefix) => storage.deletePrefix(prefix),
      list: (prefix) => storage.list(prefix),
      url: (key) => storage.url(key),
    };
    const image = await storeImage(recording, await rasterizeTrustedSvg(svg));
    await writeEntry(root, folder, image, files);
    return image;
  };
}
