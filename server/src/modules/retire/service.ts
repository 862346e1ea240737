import type { AppDeps } from '../../deps.ts';
import { deleteMediaObject } from '../../adapters/video.ts';
import { notFound } from '../../lib/errors.ts';
import { requireRecentReauth } from '../account-security/index.ts';
import { deleteAdvertiser, mediaOf } from '../profile/index.ts';
import { keepRetiredPhotoHashes } from '../safety/index.ts';
import * as repo from './repo.ts';

/**
 * An advertiser who stops, in one step once she has confirmed it is her (password, and the code when
 * two-factor sign-in is on, within the re-authentication window):
 * - everything account deletion erases goes (the account row and every row that hangs on it), and the mail
 *   to her address, which names her by address only;
 * - the advert's public id stays as a tombstone, so its old addresses answer 410 Gone with noindex;
 * - her photos' perceptual hashes stay only when she asks (`keepPhotoHashes`), without whose they were;
 * - the files of her photos, videos and verification selfie leave the storage (local or S3) after the rows,
 *   so a failed file delete leaves an orphan nothing points at, which the media sweep removes later.
 * The route's success empties the answer and page caches of every instance (a write, published on Redis).
 */
export async function retire(
  deps: AppDeps,
  account: { id: number; tokenId: number },
  keepPhotoHashes: boolean,
): Promise<void> {
  await requireRecentReauth(deps, account);
  const files = await deps.database.db.transaction(async (tx) => {
    const advert = await repo.lockAdvert(tx, account.id);
    if (!advert) throw notFound();
    const items: { storageKey: string; mime: string }[] = await mediaOf(tx, account.id);
    const selfie = await repo.selfieKeyOf(tx, account.id);
    if (selfie) items.push({ storageKey: selfie, mime: 'image/webp' });
    if (keepPhotoHashes) await keepRetiredPhotoHashes(tx, account.id);
    await repo.buryAdvert(tx, advert.guid);
    await deleteAdvertiser(tx, account.id);
    await repo.forgetMailTo(tx, advert.email);
    return items;
  });
  await Promise.all(files.map((file) => deleteMediaObject(deps.storage, file).catch(() => undefined)));
}
