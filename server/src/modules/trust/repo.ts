import { and, asc, count, desc, eq, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { advertisers, media, photoVerifications, reports } from '../../db/schema.ts';
import { oldestFirst } from '../../lib/paginate.ts';
import { accountAtAGlance, ageChecked } from '../../lib/visibility.ts';
import { mediaColumns, type MediaItem } from '../adverts/index.ts';

/** SQL of photo verification and review before publishing. */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type VerificationRow = typeof photoVerifications.$inferSelect;

export async function findAccount(db: Tx, id: number, lock = false) {
  const query = db
    .select({
      ...accountAtAGlance,
      role: advertisers.role,
      heldAt: advertisers.heldAt,
      reviewedAt: advertisers.reviewedAt,
      reviewRejectedAt: advertisers.reviewRejectedAt,
      reviewReason: advertisers.reviewReason,
      photoVerifiedAt: advertisers.photoVerifiedAt,
      ageChecked: sql<boolean>`(${ageChecked})`,
    })
    .from(advertisers)
    .where(eq(advertisers.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
export type AccountRow = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function findVerification(db: Tx, advertiserId: number, lock = false) {
  const query = db.select().from(photoVerifications).where(eq(photoVerifications.advertiserId, advertiserId));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function issueWord(db: Tx, advertiserId: number, word: string): Promise<void> {
  const fresh = {
    word,
    status: 'issued' as const,
    selfieKey: null,
    selfieWidth: null,
    selfieHeight: null,
    selfieVariants: [],
    reason: null,
    issuedAt: new Date(),
    submittedAt: null,
    decidedAt: null,
    decidedBy: null,
  };
  await db
    .insert(photoVerifications)
    .values({ advertiserId, ...fresh })
    .onConflictDoUpdate({ target: photoVerifications.advertiserId, set: fresh });
}

export async function saveSelfie(
  db: Tx,
  advertiserId: number,
  selfie: { storageKey: string; width: number; height: number; variants: number[] },
): Promise<void> {
  await db
    .update(photoVerifications)
    .set({
      status: 'pending',
      selfieKey: selfie.storageKey,
      selfieWidth: selfie.width,
      selfieHeight: selfie.height,
      selfieVariants: selfie.variants,
      submittedAt: new Date(),
    })
    .where(eq(photoVerifications.advertiserId, advertiserId));
}

export async function decideVerification(
  db: Tx,
  advertiserId: number,
  decision: { status: 'approved' | 'rejected'; reason: string | null; actorId: number },
): Promise<void> {
  const now = new Date();
  await db
    .update(photoVerifications)
    .set({ status: decision.status, reason: decision.reason, decidedAt: now, decidedBy: decision.actorId })
    .where(eq(photoVerifications.advertiserId, advertiserId));
  await db
    .update(advertisers)
    .set({ photoVerifiedAt: decision.status === 'approved' ? now : null })
    .where(eq(advertisers.id, advertiserId));
}

export async function listVerifications(db: Db, status: 'pending' | 'approved' | 'rejected', page: number) {
  const where = eq(photoVerifications.status, status);
  // Waiting ones oldest first (a queue); decided ones newest first (a history).
  const order =
    status === 'pending'
      ? [asc(photoVerifications.submittedAt), asc(photoVerifications.advertiserId)]
      : [desc(photoVerifications.decidedAt), desc(photoVerifications.advertiserId)];
  const [rows, [total]] = await Promise.all([
    db
      .select({
        verification: photoVerifications,
        guid: advertisers.guid,
        name: advertisers.name,
        city: advertisers.city,
      })
      .from(photoVerifications)
      .innerJoin(advertisers, eq(advertisers.id, photoVerifications.advertiserId))
      .where(where)
      .orderBy(...order)
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE),
    db.select({ n: count() }).from(photoVerifications).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** A photo or video as the catalogue serialises it, with what review needs: its id and review state. */
export type MediaRow = MediaItem & { id: number; heldAt: Date | null; reviewedAt: Date | null };

/** Every photo and video of the given adverts, main photo first, in gallery order. */
export async function mediaOf(db: Tx, advertiserIds: number[]): Promise<MediaRow[]> {
  if (advertiserIds.length === 0) return [];
  return db
    .select({ id: media.id, ...mediaColumns, heldAt: media.heldAt, reviewedAt: media.reviewedAt })
    .from(media)
    .where(inArray(media.advertiserId, advertiserIds))
    .orderBy(sql`(${media.kind} = 'main') desc`, media.kind, media.position, media.id);
}

/**
 * The review queue: paid adverts not suspended that an operator has not approved yet, or that have
 * photos or videos nobody has looked at. A rejected advert leaves the queue until its owner saves it again.
 */
const unreviewedMedia = sql`exists (select 1 from media m where m.advertiser_id = ${advertisers.id} and m.reviewed_at is null)`;
const inReviewQueue: SQL = and(
  eq(advertisers.role, 'advertiser'),
  isNotNull(advertisers.emailVerifiedAt),
  isNotNull(advertisers.activatedAt),
  isNull(advertisers.suspendedAt),
  isNull(advertisers.reviewRejectedAt),
  or(isNull(advertisers.reviewedAt), isNotNull(advertisers.heldAt), unreviewedMedia),
)!;

export async function listReviewQueue(db: Db, page: number) {
  const queue = db.select({ id: advertisers.id }).from(advertisers).$dynamic();
  const { rows, total } = await oldestFirst(db, advertisers, queue, inReviewQueue, page, ADMIN_PAGE_SIZE);
  return { ids: rows.map((r) => r.id), total };
}

export async function isInReviewQueue(db: Tx, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(and(eq(advertisers.id, id), inReviewQueue));
  return Boolean(row);
}

/** An operator approved the advert: public (unless otherwise hidden), with every photo and video. */
export async function approveAdvert(db: Tx, id: number): Promise<void> {
  const now = new Date();
  await db
    .update(advertisers)
    .set({ heldAt: null, reviewedAt: now, reviewRejectedAt: null, reviewReason: null })
    .where(eq(advertisers.id, id));
  await db.update(media).set({ heldAt: null, reviewedAt: now }).where(eq(media.advertiserId, id));
}

/** An operator rejected the advert: hidden until its owner changes it and an operator approves it. */
export async function rejectAdvert(db: Tx, id: number, reason: string): Promise<void> {
  const now = new Date();
  await db
    .update(advertisers)
    .set({ heldAt: now, reviewRejectedAt: now, reviewReason: reason })
    .where(eq(advertisers.id, id));
}

/** MODERATION=pre: a new advert is hidden until an operator approves it. */
export async function holdAdvert(db: Tx, id: number): Promise<void> {
  await db.update(advertisers).set({ heldAt: new Date() }).where(eq(advertisers.id, id));
}

/** MODERATION=pre: photos and videos nobody has approved yet are hidden. */
/** Answers what it held now: a statement of reasons names them. */
export async function holdUnreviewedMedia(db: Tx, advertiserId: number) {
  return db
    .update(media)
    .set({ heldAt: new Date() })
    .where(and(eq(media.advertiserId, advertiserId), isNull(media.reviewedAt), isNull(media.heldAt)))
    .returning({ id: media.id, kind: media.kind });
}

/**
 * A rejected advert its owner has changed goes back to the queue (still hidden until approved), waiting
 * from now: the time its owner took to change it is not the operators' wait.
 */
export async function reopenRejected(db: Tx, id: number): Promise<void> {
  await db
    .update(advertisers)
    .set({ reviewRejectedAt: null, heldAt: new Date() })
    .where(and(eq(advertisers.id, id), isNotNull(advertisers.reviewRejectedAt)));
}

/**
 * New or replaced photos void a verification: the badge goes, and an approved verification waits for an
 * operator again (with the same selfie, against the new photos).
 */
export async function voidPhotoVerification(db: Tx, advertiserId: number): Promise<void> {
  await db
    .update(advertisers)
    .set({ photoVerifiedAt: null })
    .where(and(eq(advertisers.id, advertiserId), isNotNull(advertisers.photoVerifiedAt)));
  await db
    .update(photoVerifications)
    .set({ status: 'pending', submittedAt: new Date(), decidedAt: null, decidedBy: null })
    .where(and(eq(photoVerifications.advertiserId, advertiserId), eq(photoVerifications.status, 'approved')));
}

/** Which of the adverts have a visitor's report still open (reports_status_idx: open reports are few). */
export async function withOpenReports(db: Tx, advertiserIds: number[]): Promise<Set<number>> {
  if (advertiserIds.length === 0) return new Set();
  const rows = await db
    .select({ advertiserId: reports.advertiserId })
    .from(reports)
    .where(and(eq(reports.status, 'open'), inArray(reports.advertiserId, advertiserIds)))
    .groupBy(reports.advertiserId);
  return new Set(rows.map((r) => r.advertiserId));
}
