import {
  type SQL,
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNull,
  lt,
  lte,
  ne,
  notInArray,
  or,
  sql,
} from 'drizzle-orm';
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
import { paginate } from '../../lib/paginate.ts';
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

/** A kept photo one of a new photo's probes came within PHOTO_MATCH_DISTANCE of. */
export type PhotoMatch = { mediaId: number; advertiserId: number; distance: number; createdAt: Date };

/** A new photo's hashes (StoredImage): `probes` meet every kept hash, `turns` the kept whole pictures only. */
export type PhotoProbes = { probes: BandedHash[]; turns: BandedHash[] };

/** Kept hashes of whole pictures (the upright one and the trimmed one): what a turned probe is compared with. */
const WHOLE_VARIANTS = 1;

/**
 * Kept photos within PHOTO_MATCH_DISTANCE bits of a new photo's probes, each once at its nearest, nearest
 * first, at most `limit`. `where` narrows whose photos are read.
 */
async function photosNear(db: Tx, photo: PhotoProbes, where: SQL, limit: number): Promise<PhotoMatch[]> {
  const best = new Map<number, PhotoMatch>();
  const asked = [
    ...photo.probes.map((h) => ({ h, only: undefined })),
    ...photo.turns.map((h) => ({ h, only: lte(photoHashes.variant, WHOLE_VARIANTS) })),
  ];
  for (const { h, only } of asked) {
    const distance = distanceTo(photoHashes.hash, h);
    const rows = await db
      .select({
        mediaId: photoHashes.mediaId,
        advertiserId: photoHashes.advertiserId,
        distance,
        createdAt: media.createdAt,
      })
      .from(photoHashes)
      .innerJoin(media, eq(media.id, photoHashes.mediaId))
      .where(and(nearBands(photoHashes, h), where, only, sql`${distance} <= ${PHOTO_MATCH_DISTANCE}`))
      .orderBy(distance, photoHashes.mediaId)
      .limit(limit);
    for (const row of rows) {
      const known = best.get(row.mediaId);
      if (!known || row.distance < known.distance) best.set(row.mediaId, row);
    }
  }
  return [...best.values()].sort((a, b) => a.distance - b.distance || a.mediaId - b.mediaId).slice(0, limit);
}

/** Photos of other accounts that a new photo (its probes) copies, nearest first. */
export const similarPhotos = (db: Tx, photo: PhotoProbes, exceptAdvertiserId: number) =>
  photosNear(db, photo, ne(photoHashes.advertiserId, exceptAdvertiserId), 5);

/**
 * Whether a new photo (its probes) matches a photo of the advertiser's own that she kept before `before`,
 * leaving out `exceptMediaIds` (the photos arriving with it).
 */
export async function ownPhotoBefore(
  db: Tx,
  photo: PhotoProbes,
  advertiserId: number,
  before: Date,
  exceptMediaIds: number[],
): Promise<boolean> {
  const where = and(
    eq(photoHashes.advertiserId, advertiserId),
    lt(media.createdAt, before),
    exceptMediaIds.length ? notInArray(photoHashes.mediaId, exceptMediaIds) : undefined,
  )!;
  return (await photosNear(db, photo, where, 1)).length > 0;
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

/**
 * The nearest photo a retired advertiser kept against re-upload within PHOTO_MATCH_DISTANCE bits of a new
 * photo's probes (its turns meet only the kept whole pictures, as with photosNear).
 */
export async function retiredMatch(db: Tx, photo: PhotoProbes) {
  let nearest: { distance: number } | undefined;
  const asked = [
    ...photo.probes.map((h) => ({ h, only: undefined })),
    ...photo.turns.map((h) => ({ h, only: eq(retiredPhotoHashes.whole, true) })),
  ];
  for (const { h, only } of asked) {
    const distance = distanceTo(retiredPhotoHashes.hash, h);
    const [row] = await db
      .select({ distance })
      .from(retiredPhotoHashes)
      .where(and(nearBands(retiredPhotoHashes, h), only, sql`${distance} <= ${PHOTO_MATCH_DISTANCE}`))
      .orderBy(distance)
      .limit(1);
    if (row && (!nearest || row.distance < nearest.distance)) nearest = row;
  }
  return nearest;
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
          whole: sql<boolean>`${photoHashes.variant} <= ${WHOLE_VARIANTS}`.as('whole'),
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
  rows: (BandedHash & { mediaId: number; variant: number; advertiserId: number })[],
): Promise<void> {
  // In slices: a bulk write (the demo catalogue) keeps each statement's parameters far below the limit.
  for (let i = 0; i < rows.length; i += 2000)
    await db
      .insert(photoHashes)
      .values(rows.slice(i, i + 2000))
      .onConflictDoNothing();
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
  accounts?: number[];
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

/**
 * Open findings a page at a time: those that hide an advert first (an advert is kept from the public
 * until an operator looks), then the others, each oldest first (safety_flags_open_holding_idx).
 */
export const listOpenFlags = (db: Db, page: number) =>
  paginate(
    db
      .select()
      .from(safetyFlags)
      .where(openFlags)
      .orderBy(desc(safetyFlags.holds), asc(safetyFlags.createdAt), asc(safetyFlags.id))
      .$dynamic(),
    db.select({ n: count() }).from(safetyFlags).where(openFlags),
    page,
    ADMIN_PAGE_SIZE,
  );

/** Open findings by reason and by whether they hide an advert: the counts at the top of the queue. */
export async function openFlagCounts(db: Db) {
  return db
    .select({ reason: safetyFlags.reason, holds: safetyFlags.holds, n: count() })
    .from(safetyFlags)
    .where(openFlags)
    .groupBy(safetyFlags.reason, safetyFlags.holds);
}

/** The reasons of the open findings that hide each of `advertiserIds` (what holds it in the review queue). */
export async function holdingReasons(db: Tx, advertiserIds: number[]) {
  if (advertiserIds.length === 0) return [];
  return db
    .select({ advertiserId: safetyFlags.advertiserId, reason: safetyFlags.reason })
    .from(safetyFlags)
    .where(and(inArray(safetyFlags.advertiserId, advertiserIds), openFlags, eq(safetyFlags.holds, true)))
    .groupBy(safetyFlags.advertiserId, safetyFlags.reason);
}

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
