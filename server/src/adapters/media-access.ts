import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, isNull, sql } from 'drizzle-orm';
import type { MediaStorage } from './storage.ts';
import { serverSecret } from '../db/server-secrets.ts';
import type { Db } from '../db/client.ts';
import { advertisers, media, photoVerifications } from '../db/schema.ts';
import { visibleAdvert } from '../lib/visibility.ts';

/**
 * Who may load a stored photo or video. Media of a public advert is public (cached for a year: keys are
 * never rewritten). Media of an advert that is not public (unverified, unpaid, suspended) is served only
 * through a signed URL the API hands to the advert's owner and to operators: `?exp=<unix seconds>&sig=…`,
 * an HMAC of the media item and the expiry under a key every instance shares (kept in `server_secrets`).
 * Browsers load media with <img src>, which carries no bearer token, so the URL itself is the permission.
 */

/** An image's variants share one item key (`img/ab/<uuid>`); a video is its own key. */
const IMAGE_VARIANT = /^(img\/[0-9a-f]{2}\/[0-9a-f-]{36})\/\d+\.webp$/;
const VIDEO_FILE = /^vid\/[0-9a-f]{2}\/[0-9a-f-]{36}\/video\.[a-z0-9]+$/;

/** The media row's storage key an object belongs to, or null for keys of any other shape. */
export function mediaItemKey(objectKey: string): string | null {
  const image = IMAGE_VARIANT.exec(objectKey);
  if (image) return image[1]!;
  return VIDEO_FILE.test(objectKey) ? objectKey : null;
}

/** Signed URLs stay valid for one to two hours, and the same for a whole hour, so pages re-render calmly. */
const HOUR_SECONDS = 3600;

export type MediaSigner = {
  /** `exp=…&sig=…` for an item, valid until the end of the next full hour after `now`. */
  query(itemKey: string, now?: number): string;
  /** Whether `exp`/`sig` of a request grant the item at `now`. */
  verify(itemKey: string, exp: unknown, sig: unknown, now?: number): boolean;
};

export function createMediaSigner(secret: Buffer): MediaSigner {
  const mac = (itemKey: string, exp: number) =>
    createHmac('sha256', secret).update(`media:${itemKey}:${exp}`).digest('base64url');
  return {
    query(itemKey, now = Date.now()) {
      const exp = (Math.floor(now / 1000 / HOUR_SECONDS) + 2) * HOUR_SECONDS;
      return `exp=${exp}&sig=${mac(itemKey, exp)}`;
    },
    verify(itemKey, exp, sig, now = Date.now()) {
      if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
      const expires = Number(exp);
      if (expires * 1000 <= now) return false;
      const expected = Buffer.from(mac(itemKey, expires));
      const given = Buffer.from(sig);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

/** The shared signing key: made by whichever instance starts first, read by all the others. */
export async function loadMediaSigner(db: Db): Promise<MediaSigner> {
  return createMediaSigner(await serverSecret(db, 'media_url'));
}

/**
 * The storage as the owner's dashboard and the back-office see it: the same URLs, each with a signature
 * that lets the browser load the item while its advert is hidden.
 */
export function signedMediaStorage(storage: MediaStorage, signer: MediaSigner): MediaStorage {
  return {
    ...storage,
    url(key) {
      const base = storage.url(key);
      const item = mediaItemKey(key);
      return item ? `${base}?${signer.query(item)}` : base;
    },
  };
}

/**
 * Whether an item is on record, and whether it is public now: a photo or video of a public advert that
 * is not held for review. A verification selfie is on record but never public.
 */
export async function mediaVisibility(db: Db, itemKey: string): Promise<'public' | 'hidden' | null> {
  const [row] = await db
    .select({ isPublic: sql<boolean>`(${visibleAdvert} and ${isNull(media.heldAt)})` })
    .from(media)
    .innerJoin(advertisers, eq(advertisers.id, media.advertiserId))
    .where(eq(media.storageKey, itemKey))
    .limit(1);
  if (row) return row.isPublic ? 'public' : 'hidden';
  const [selfie] = await db
    .select({ key: photoVerifications.selfieKey })
    .from(photoVerifications)
    .where(eq(photoVerifications.selfieKey, itemKey))
    .limit(1);
  return selfie ? 'hidden' : null;
}
