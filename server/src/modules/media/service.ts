import type { StoredImage } from '../../adapters/images.ts';
import type { StoredVideo } from '../../adapters/video.ts';
import type { Tx } from '../../lib/transaction.ts';
import { insertMedia } from './repo.ts';

/** Records freshly stored files as the advert's media, positions continuing after `start`. */
export const addStoredMedia = (
  db: Tx,
  advertiserId: number,
  items: { kind: 'main' | 'image'; file: StoredImage }[] | { kind: 'video'; file: StoredVideo }[],
  start = 0,
) => insertMedia(db, advertiserId, items, start);
