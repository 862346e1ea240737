import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  REVIEW_TIME_MIN_DECISIONS,
  REVIEW_TIME_WINDOW_DAYS,
  type ReviewQueue,
  type ReviewTimes,
} from '@velvet/contract';
import type { Db } from '../db/client.ts';
import { advertisers, auditLog, media, photoVerifications, safetyFlags } from '../db/schema.ts';

/**
 * How long what advertisers send waits for an operator: a photo verification (a selfie), an advert or a
 * photo held for review before publishing, a finding of the safety screening. Each decision's audit row
 * records `requested_at` (when what it decides started waiting) in its `before`, so the wait is read from
 * the audit log alone; decisions written before it did are left out.
 */
const REVIEW_DECISION_ACTIONS = [
  'advert.photos_verified',
  'advert.photos_rejected',
  'advert.review_approved',
  'advert.review_rejected',
  'safety.cleared',
] as const;

type Reader = Pick<Db, 'select'>;

const asDate = (value: Date | string | null | undefined) => (value ? new Date(value) : null);

/**
 * The median time from request to decision over the last REVIEW_TIME_WINDOW_DAYS days, and how many
 * decisions it is of. Below REVIEW_TIME_MIN_DECISIONS there is no median to tell: one quick or slow
 * decision is no promise.
 */
export async function reviewTimes(db: Reader): Promise<ReviewTimes> {
  const waited = sql`extract(epoch from ${auditLog.createdAt} - (${auditLog.before} ->> 'requested_at')::timestamptz)`;
  const [row] = await db
    .select({
      decisions: sql<number>`count(*)::int`,
      median: sql<number | string | null>`percentile_cont(0.5) within group (order by ${waited})`,
    })
    .from(auditLog)
    .where(
      and(
        inArray(auditLog.action, [...REVIEW_DECISION_ACTIONS]),
        sql`${auditLog.createdAt} >= now() - make_interval(days => ${REVIEW_TIME_WINDOW_DAYS})`,
        sql`${auditLog.before} ->> 'requested_at' is not null`,
      ),
    );
  const decisions = Number(row?.decisions ?? 0);
  const median = row?.median === null || row?.median === undefined ? null : Number(row.median);
  return {
    window_days: REVIEW_TIME_WINDOW_DAYS,
    decisions,
    median_seconds:
      decisions >= REVIEW_TIME_MIN_DECISIONS && median !== null ? Math.max(0, Math.round(median)) : null,
  };
}

/** An advert that is in the review queue and could be public but for an operator (its own rules: trust). */
const reviewable = and(
  eq(advertisers.role, 'advertiser'),
  isNotNull(advertisers.emailVerifiedAt),
  isNotNull(advertisers.activatedAt),
  isNull(advertisers.suspendedAt),
  isNull(advertisers.reviewRejectedAt),
);

/**
 * Since when an advert has waited for an operator's review: the advert held (new, or changed after a
 * rejection) or the oldest of its photos and videos held until reviewed. Null when nothing of it is held:
 * an advert already public waits for nobody.
 */
export async function reviewWaitingSince(db: Reader, advertiserId: number): Promise<Date | null> {
  const [row] = await db
    .select({
      since: sql<
        Date | string | null
      >`least(${advertisers.heldAt}, (select min(m.held_at) from ${media} m where m.advertiser_id = ${advertisers.id} and m.reviewed_at is null))`,
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  return asDate(row?.since);
}

export type OldestWaiting = Record<ReviewQueue, Date | null>;

/** Since when the oldest item of each queue has waited (null: nothing waits there), read in one round. */
export async function oldestWaiting(db: Reader): Promise<OldestWaiting> {
  const [verification, heldAdvert, heldMedia, safety] = await Promise.all([
    db
      .select({ since: sql<Date | string | null>`min(${photoVerifications.submittedAt})` })
      .from(photoVerifications)
      .where(eq(photoVerifications.status, 'pending')),
    db
      .select({ since: sql<Date | string | null>`min(${advertisers.heldAt})` })
      .from(advertisers)
      .where(and(reviewable, isNotNull(advertisers.heldAt))),
    db
      .select({ since: sql<Date | string | null>`min(${media.heldAt})` })
      .from(media)
      .innerJoin(advertisers, eq(advertisers.id, media.advertiserId))
      .where(and(reviewable, isNull(media.reviewedAt), isNotNull(media.heldAt))),
    db
      .select({ since: sql<Date | string | null>`min(${safetyFlags.createdAt})` })
      .from(safetyFlags)
      .where(isNull(safetyFlags.resolvedAt)),
  ]);
  const review = [asDate(heldAdvert[0]?.since), asDate(heldMedia[0]?.since)]
    .filter((d): d is Date => d !== null)
    .sort((a, b) => a.getTime() - b.getTime())[0];
  return {
    verification: asDate(verification[0]?.since),
    review: review ?? null,
    safety: asDate(safety[0]?.since),
  };
}
