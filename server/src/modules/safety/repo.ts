import { and, eq, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, PHOTO_MATCH_DISTANCE, type SafetyReason } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { anyRow } from '../../db/rows.ts';
import {
  advertisers,
  blockedPhotoHashes,
  media,
  photoHashes,
  retiredPhotoHashes,
  safetyFlags,
} from '../../db/schema.ts';
import { oldestFirst } from '../../lib/paginate.ts';
import { accountAtAGlance } from '../../lib/visibility.ts';
import { mediaColumns } from '../adverts/index.ts';
import { bandNeighbours, type BandedHash } from './hashing.ts';

/** SQL of safety screening: photo hashes, the known-abuse hash lists, the safety queue. */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

type BandedTable = typeof photoHashes | typeof blockedPhotoHashes | typeof retiredPhotoHashes;

/** Rows whose hash may be within PHOTO_MATCH_DISTANCE of `h`: one band within its radius (each band indexed). */
function nearBands(table: BandedTable, h: BandedHash) {
  return or(
    inArray(table.band0, bandNeighbours(h.band0)),
    inArray(table.band1, bandNeighbours(h.band1)),
    inArray(table.band2, bandNeighbours(h.band2)),
    inArray(table.band3, bandNeighbours(h.band3)),
  )!;
}

/** Differing bits between a stored hash and `h`. */
const distanceTo = (column: BandedTable['hash'], h: BandedHash) =>
  sql<number>`bit_count((${column} # ${h.hash})::bit(64))::int`;

/** Photos of other accounts within PHOTO_MATCH_DISTANCE bits of `h`, nearest first. */
export async function similarPhotos(db: Tx, h: BandedHash, exceptAdvertiserId: number) {
  const distance = distanceTo(photoHashes.hash, h);
  return db
    .select({ mediaId: photoHashes.mediaId, advertiserId: photoHashes.advertiserId, distance })
    .from(photoHashes)
    .where(
      and(
        nearBands(photoHashes, h),
        ne(photoHashes.advertiserId, exceptAdvertiserId),
        sql`${distance} <= ${PHOTO_MATCH_DISTANCE}`,
      ),
    )
    .orderBy(distance, photoHashes.mediaId)
    .limit(5);
}

/** The nearest known-abuse hash within PHOTO_MATCH_DISTANCE bits of `h`, if any. */
export async function blockedMatch(db: Tx, h: BandedHash) {
  const distance = distanceTo(blockedPhotoHashes.hash, h);
  const [row] = await db
    .select({ hash: blockedPhotoHashes.hash, source: blockedPhotoHashes.source, distance })
    .from(blockedPhotoHashes)
    .where(and(nearBands(blockedPhotoHashes, h), sql`${distance} <= ${PHOTO_MATCH_DISTANCE}`))
    .orderBy(distance)
    .limit(1);
  return row;
}

/** Whether `h` is within PHOTO_MATCH_DISTANCE bits of a photo a retired advertiser kept against re-upload. */
export async function retiredMatch(db: Tx, h: BandedHash) {
  const distance = distanceTo(retiredPhotoHashes.hash, h);
  const [row] = await db
    .select({ distance })
    .from(retiredPhotoHashes)
    .where(and(nearBands(retiredPhotoHashes, h), sql`${distance} <= ${PHOTO_MATCH_DISTANCE}`))
    .orderBy(distance)
    .limit(1);
  return row;
}

/** Copies an advertiser's photo hashes into the retired list: the hashes alone, not whose they were. */
export async function keepRetiredPhotoHashes(db: Tx, advertiserId: number): Promise<number> {
  const rows = await db
    .insert(retiredPhotoHashes)
    .select(
      db
        .select({
          hash: photoHashes.hash,
          band0: photoHashes.band0,
          band1: photoHashes.band1,
          band2: photoHashes.band2,
          band3: photoHashes.band3,
        })
        .from(photoHashes)
        .where(eq(photoHashes.advertiserId, advertiserId)),
    )
    .onConflictDoNothing()
    .returning({ hash: retiredPhotoHashes.hash });
  return rows.length;
}

/** The media rows of freshly stored images, by storage key (their ids are what the hashes hang on). */
export async function mediaIdsByKey(db: Tx, advertiserId: number, storageKeys: string[]) {
  if (storageKeys.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: media.id, storageKey: media.storageKey })
    .from(media)
    .where(and(eq(media.advertiserId, advertiserId), inArray(media.storageKey, storageKeys)));
  return new Map(rows.map((r) => [r.storageKey, r.id]));
}

export async function insertPhotoHashes(
  db: Tx,
  rows: (BandedHash & { mediaId: number; advertiserId: number })[],
): Promise<void> {
  if (rows.length) await db.insert(photoHashes).values(rows).onConflictDoNothing();
}

/** Imports a list's hashes; answers how many were new. */
export async function insertBlockedHashes(
  db: Tx,
  hashes: BandedHash[],
  source: string,
  importedBy: number,
): Promise<number> {
  let imported = 0;
  // In slices: one statement's parameters stay far below PostgreSQL's limit.
  for (let i = 0; i < hashes.length; i += 5000) {
    const rows = await db
      .insert(blockedPhotoHashes)
      .values(hashes.slice(i, i + 5000).map((h) => ({ ...h, source, importedBy })))
      .onConflictDoNothing()
      .returning({ hash: blockedPhotoHashes.hash });
    imported += rows.length;
  }
  return imported;
}

// ─── The safety queue ──────────────────────────────────────────────────────────

export type NewFlag = {
  advertiserId: number;
  reason: SafetyReason;
  mediaId?: number | null;
  otherAdvertiserId?: number | null;
  otherMediaId?: number | null;
  distance?: number | null;
  phone?: string | null;
  phrases?: string[];
  holds: boolean;
};

/** Records a finding; one already open for the same advert, reason, photo and other account is kept as it is. */
export async function openFlag(db: Tx, flag: NewFlag): Promise<void> {
  await db.insert(safetyFlags).values(flag).onConflictDoNothing();
}

/** Keeps the advert out of every public answer (the one visibility predicate reads held_at). */
export async function holdAdvert(db: Tx, advertiserId: number): Promise<void> {
  await db
    .update(advertisers)
    .set({ heldAt: sql`coalesce(${advertisers.heldAt}, now())` })
    .where(eq(advertisers.id, advertiserId));
}

const openHoldingFlag = (advertiserId: number) =>
  sql`exists (select 1 from ${safetyFlags} f where f.advertiser_id = ${advertiserId} and f.resolved_at is null and f.holds)`;

/**
 * Releases the screening's hold when no open finding holds the advert any more, and nothing else does:
 * not rejected by an operator, and (MODERATION=pre) approved by one.
 */
export async function releaseHold(db: Tx, advertiserId: number, moderation: 'post' | 'pre'): Promise<void> {
  await db
    .update(advertisers)
    .set({ heldAt: null })
    .where(
      and(
        eq(advertisers.id, advertiserId),
        isNull(advertisers.reviewRejectedAt),
        moderation === 'pre' ? sql`${advertisers.reviewedAt} is not null` : undefined,
        sql`not ${openHoldingFlag(advertiserId)}`,
      ),
    );
}

/** Holds the advert again if an open finding holds it (after an operator's approval in the review queue). */
export async function keepHeldWhileFlagged(db: Tx, advertiserId: number): Promise<void> {
  await db
    .update(advertisers)
    .set({ heldAt: sql`coalesce(${advertisers.heldAt}, now())` })
    .where(and(eq(advertisers.id, advertiserId), openHoldingFlag(advertiserId)));
}

/** The advert's findings for one reason, open or resolved (safety_flags_advertiser_reason_idx). */
export const findingsOf = (advertiserId: number, reason: SafetyReason) =>
  and(eq(safetyFlags.advertiserId, advertiserId), eq(safetyFlags.reason, reason));

export async function hasOpenHoldingFlag(db: Tx, advertiserId: number, reason: SafetyReason) {
  return anyRow(
    db
      .select({ id: safetyFlags.id })
      .from(safetyFlags)
      .where(
        and(findingsOf(advertiserId, reason), isNull(safetyFlags.resolvedAt), eq(safetyFlags.holds, true)),
      ),
  );
}

const openFlags = isNull(safetyFlags.resolvedAt);

/** Open findings, oldest first, a page at a time (served by the partial index on open flags). */
export const listOpenFlags = (db: Db, page: number) =>
  oldestFirst(db, safetyFlags, db.select().from(safetyFlags).$dynamic(), openFlags, page, ADMIN_PAGE_SIZE);

export async function findFlag(db: Tx, id: number, lock = false) {
  const query = db.select().from(safetyFlags).where(eq(safetyFlags.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
export type FlagRow = typeof safetyFlags.$inferSelect;

export async function resolveFlag(db: Tx, id: number, actorId: number): Promise<void> {
  await db
    .update(safetyFlags)
    .set({ resolvedAt: new Date(), resolvedBy: actorId })
    .where(eq(safetyFlags.id, id));
}

/** The accounts a page of the queue names, with whether each is public now. */
export async function accountsOf(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db.select(accountAtAGlance).from(advertisers).where(inArray(advertisers.id, ids));
}

export async function photosOf(db: Tx, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: media.id, ...mediaColumns, heldAt: media.heldAt, reviewedAt: media.reviewedAt })
    .from(media)
    .where(inArray(media.id, ids));
}
