import { createReadStream } from 'node:fs';
import { mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where uploaded media lives. Keys look like `ab/abcdef…/800.webp`; the local adapter keeps them under
 * `$DATA_DIR/media`, outside the web root, and the app serves them at `/media/{key}`.
 */
export interface MediaStorage {
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** A readable stream and its size, or null when the key does not exist. */
  get(key: string): Promise<{ stream: Readable; size: number } | null>;
  /** Removes every object under a key prefix (one media item's variants). */
  deletePrefix(prefix: string): Promise<void>;
  /** Every object whose key starts with `prefix`, with when it was written, in no particular order. */
  list(prefix: string): AsyncIterable<StoredObject>;
  /** The URL a browser loads the object from. */
  url(key: string): string;
}

type StoredObject = { key: string; modifiedAt: Date };

const SAFE_KEY = /^[a-z0-9][a-z0-9/_.-]*$/i;

export function assertSafeKey(key: string): void {
  if (!SAFE_KEY.test(key) || key.includes('..')) throw new Error(`unsafe storage key: ${key}`);
}

export function createLocalStorage(root: string, publicBase = '/media'): MediaStorage {
  const full = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    async put(key, body) {
      const file = full(key);
      await mkdir(path.dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!SAFE_KEY.test(key) || key.includes('..')) return null;
      const file = full(key);
      try {
        const info = await stat(file);
        if (!info.isFile()) return null;
        return { stream: createReadStream(file), size: info.size };
      } catch {
        return null;
      }
    },
    async deletePrefix(prefix) {
      await rm(full(prefix), { recursive: true, force: true });
    },
    async *list(prefix) {
      // Walks the folder that holds the prefix (`img/ab/` → `img/ab`), keeping the keys that match.
      const folder = prefix.includes('/') ? prefix.slice(0, prefix.lastIndexOf('/')) : '';
      if (folder) assertSafeKey(folder);
      let entries;
      try {
        entries = await readdir(path.join(root, folder), { recursive: true, withFileTypes: true });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw error;
      }
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const file = path.join(entry.parentPath, entry.name);
        const key = path.relative(root, file).split(path.sep).join('/');
        if (!key.startsWith(prefix)) continue;
        const info = await stat(file).catch(() => null);
        if (info) yield { key, modifiedAt: info.mtime };
      }
    },
    url: (key) => `${publicBase}/${key}`,
  };
}
