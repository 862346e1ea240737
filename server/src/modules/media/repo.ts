import type { StoredImage } from '../../adapters/images.ts';
import type { StoredVideo } from '../../adapters/video.ts';
import { media } from '../../db/schema.ts';
import type { Tx } from '../../lib/transaction.ts';

/** Media rows for freshly stored files, positions continuing after `start`. */
export async function insertMedia(
  db: Tx,
  advertiserId: number,
  items: { kind: 'main' | 'image'; file: StoredImage }[] | { kind: 'video'; file: StoredVideo }[],
  start = 0,
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(media).values(
    items.map((item, index) => {
      const base = {
        advertiserId,
        kind: item.kind,
        storageKey: item.file.storageKey,
        mime: item.file.mime,
        bytes: item.file.bytes,
        position: start + index,
      };
      return item.kind === 'video'
        ? { ...base, durationSeconds: (item.file as StoredVideo).durationSeconds }
        : {
            ...base,
            width: (item.file as StoredImage).width,
            height: (item.file as StoredImage).height,
            variants: (item.file as StoredImage).variants,
          };
    }),
  );
}
