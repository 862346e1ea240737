import { inArray } from 'drizzle-orm';
import type { MediaStorage } from '../../adapters/storage.ts';
import { deleteMediaObject } from '../../adapters/video.ts';
import type { Db } from '../../db/client.ts';
import { media, photoVerifications } from '../../db/schema.ts';
import { mediaItemKey } from '../../adapters/media-access.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import { sweepUploadSpools } from '../../plugins/uploads.ts';

/**
 * Removes stored media that no row references. Uploads are written as they arrive and their rows come
 * after, in one transaction; a crash in between (kill -9, a lost machine) leaves files no row points to.
 * An upload finishes within the request timeout (2 minutes), so files older than half an hour without a
 * row are orphans for good; so are the spool folders of forms a killed process was reading. The sweep
 * runs at start and every quarter of an hour, so a crash's orphans are gone at most 45 minutes after it.
 * Only keys of the shapes our pipeline writes are considered: anything else in the bucket or folder is
 * left alone.
 */
export const ORPHAN_AGE_MS = 30 * 60 * 1000;
export const SWEEP_INTERVAL_MS = 15 * 60 * 1000;
const BATCH = 500;

type Item = { storageKey: string; mime: string; newest: number };

/** The media item (as in media.storage_key) an object belongs to: an image's folder or a video's file. */
function itemOf(key: string): { storageKey: string; mime: string } | null {
  const storageKey = mediaItemKey(key);
  if (!storageKey) return null;
  return { storageKey, mime: storageKey.startsWith('vid/') ? 'video/*' : 'image/webp' };
}

export type SweepResult = { checked: number; removed: number; spools: number };

export async function sweepOrphanMedia(
  deps: { db: Db; storage: MediaStorage },
  options: { olderThanMs?: number; now?: () => number } = {},
): Promise<SweepResult> {
  const age = options.olderThanMs ?? ORPHAN_AGE_MS;
  const now = (options.now ?? Date.now)();
  const cutoff = now - age;
  const result: SweepResult = { checked: 0, removed: 0, spools: 0 };
  let batch = new Map<string, Item>();

  const flush = async () => {
    const items = [...batch.values()];
    batch = new Map();
    if (items.length === 0) return;
    result.checked += items.length;
    const candidates = items.filter((item) => item.newest < cutoff);
    if (candidates.length === 0) return;
    const keys = candidates.map((item) => item.storageKey);
    // Verification selfies are stored like photos but referenced from their own table.
    const [photos, selfies] = await Promise.all([
      deps.db.select({ storageKey: media.storageKey }).from(media).where(inArray(media.storageKey, keys)),
      deps.db
        .select({ storageKey: photoVerifications.selfieKey })
        .from(photoVerifications)
        .where(inArray(photoVerifications.selfieKey, keys)),
    ]);
    const referenced = new Set([...photos, ...selfies].map((row) => row.storageKey));
    for (const item of candidates) {
      if (referenced.has(item.storageKey)) continue;
      await deleteMediaObject(deps.storage, item);
      result.removed += 1;
    }
  };

  for (const prefix of ['img/', 'vid/']) {
    for await (const object of deps.storage.list(prefix)) {
      const found = itemOf(object.key);
      if (!found) continue;
      const known = batch.get(found.storageKey);
      const modified = object.modifiedAt.getTime();
      if (known) known.newest = Math.max(known.newest, modified);
      else {
        // Variants of one image are listed together; a batch boundary between them at worst leaves the
        // item to the next run.
        if (batch.size >= BATCH) await flush();
        batch.set(found.storageKey, { ...found, newest: modified });
      }
    }
    await flush();
  }
  result.spools = await sweepUploadSpools(age, now);
  return result;
}

type SweepLog = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/**
 * Runs the sweep at start and then every `intervalMs` (one run at a time; several instances sweeping
 * the same storage is harmless: deleting a missing object is a no-op). `stop()` waits for a run in progress.
 */
export function startMediaSweep(
  deps: { db: Db; storage: MediaStorage },
  log: SweepLog,
  intervalMs = SWEEP_INTERVAL_MS,
): { stop: () => Promise<void> } {
  return runPeriodically(
    async () => log.info(await sweepOrphanMedia(deps), 'media sweep: orphan files removed'),
    { intervalMs, runAtStart: true, log, failure: 'media sweep failed' },
  );
}
