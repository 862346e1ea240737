import { and, asc, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type SafetyReason } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { advertisers, decisionAppeals, decisions, media, safetyFlags } from '../../db/schema.ts';
import { paginate } from '../../lib/paginate.ts';
import type { Tx } from '../../lib/transaction.ts';

/** SQL of statements of reasons and their appeals. */

export type DecisionRow = typeof decisions.$inferSelect;
export type AppealRow = typeof decisionAppeals.$inferSelect;

export async function insertDecision(db: Tx, values: typeof decisions.$inferInsert): Promise<DecisionRow> {
  const [row] = await db.insert(decisions).values(values).returning();
  return row!;
}

/** Who the statement goes to. */
export async function recipientOf(db: Tx, advertiserId: number) {
  const [row] = await db
    .select({ name: advertisers.name, email: advertisers.email, lang: advertisers.lang })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  return row;
}

/** The numbers the advertiser knows her photos by: 1 is the main photo, then the gallery in its order. */
export async function photoNumbers(db: Tx, advertiserId: number, mediaIds: number[]): Promise<number[]> {
  if (mediaIds.length === 0) return [];
  const rows = await db
    .select({ id: media.id })
    .from(media)
    .where(and(eq(media.advertiserId, advertiserId), inArray(media.kind, ['main', 'image'])))
    .orderBy(sql`${media.kind} = 'main' desc`, asc(media.position), asc(media.id));
  return rows.flatMap((row, index) => (mediaIds.includes(row.id) ? [index + 1] : []));
}

/** The account's decisions, newest first, each with its appeal. */
export async function decisionsOf(db: Db, advertiserId: number) {
  return db
    .select({ decision: decisions, appeal: decisionAppeals })
    .from(decisions)
    .leftJoin(decisionAppeals, eq(decisionAppeals.decisionId, decisions.id))
    .where(eq(decisions.advertiserId, advertiserId))
    .orderBy(desc(decisions.createdAt), desc(decisions.id))
    .limit(200);
}

export async function findDecision(db: Tx, id: number, lock = false) {
  const query = db.select().from(decisions).where(eq(decisions.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function findAppealOf(db: Tx, decisionId: number) {
  const [row] = await db.select().from(decisionAppeals).where(eq(decisionAppeals.decisionId, decisionId));
  return row;
}

export async function insertAppeal(db: Tx, decisionId: number, text: string): Promise<AppealRow> {
  const [row] = await db.insert(decisionAppeals).values({ decisionId, text }).returning();
  return row!;
}

export async function findAppeal(db: Tx, id: number, lock = false) {
  const query = db.select().from(decisionAppeals).where(eq(decisionAppeals.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

export async function answerAppeal(
  db: Tx,
  id: number,
  values: { status: 'upheld' | 'reversed'; reason: string; decidedBy: number },
): Promise<void> {
  await db
    .update(decisionAppeals)
    .set({ ...values, decidedAt: new Date() })
    .where(eq(decisionAppeals.id, id));
}

const appealColumns = {
  appeal: decisionAppeals,
  decision: decisions,
  advert: { id: advertisers.id, guid: advertisers.guid, name: advertisers.name, email: advertisers.email },
};

/** The operators' appeals: open ones first, each kind oldest first. */
export async function listAppeals(db: Db, page: number) {
  return paginate(
    db
      .select(appealColumns)
      .from(decisionAppeals)
      .innerJoin(decisions, eq(decisions.id, decisionAppeals.decisionId))
      .innerJoin(advertisers, eq(advertisers.id, decisions.advertiserId))
      .orderBy(
        sql`${decisionAppeals.status} = 'open' desc`,
        asc(decisionAppeals.createdAt),
        asc(decisionAppeals.id),
      )
      .$dynamic(),
    db.select({ n: count() }).from(decisionAppeals),
    page,
    ADMIN_PAGE_SIZE,
  );
}

export async function appealWithDecision(db: Tx, id: number) {
  const [row] = await db
    .select(appealColumns)
    .from(decisionAppeals)
    .innerJoin(decisions, eq(decisions.id, decisionAppeals.decisionId))
    .innerJoin(advertisers, eq(advertisers.id, decisions.advertiserId))
    .where(eq(decisionAppeals.id, id));
  return row;
}

// ─── Restoring what a reversed decision restricted ─────────────────────────────

/** Closes the advert's open findings of one kind: the appeal's operator found nothing wrong in them. */
export async function resolveOpenFindings(db: Tx, advertiserId: number, reason: SafetyReason, by: number) {
  await db
    .update(safetyFlags)
    .set({ resolvedAt: new Date(), resolvedBy: by })
    .where(
      and(
        eq(safetyFlags.advertiserId, advertiserId),
        eq(safetyFlags.reason, reason),
        isNull(safetyFlags.resolvedAt),
      ),
    );
}

/** The advert's review is settled in its favour: approved now, no rejection. */
export async function approveReview(db: Tx, advertiserId: number): Promise<void> {
  const now = new Date();
  await db
    .update(advertisers)
    .set({ reviewedAt: now, reviewRejectedAt: null, reviewReason: null })
    .where(eq(advertisers.id, advertiserId));
  await db.update(media).set({ heldAt: null, reviewedAt: now }).where(eq(media.advertiserId, advertiserId));
}

/**
 * Lifts the hold unless something else still holds the advert: an open finding that holds, a rejection,
 * or (MODERATION=pre) no approval yet. Answers whether the advert is unheld now.
 */
export async function releaseHold(db: Tx, advertiserId: number, moderation: 'post' | 'pre') {
  await db
    .update(advertisers)
    .set({ heldAt: null })
    .where(
      and(
        eq(advertisers.id, advertiserId),
        isNull(advertisers.reviewRejectedAt),
        moderation === 'pre' ? sql`${advertisers.reviewedAt} is not null` : undefined,
        sql`not exists (select 1 from ${safetyFlags} f where f.advertiser_id = ${advertiserId} and f.resolved_at is null and f.holds)`,
      ),
    );
  return isUnheld(db, advertiserId);
}

export async function isUnheld(db: Tx, advertiserId: number): Promise<boolean> {
  const [row] = await db
    .select({ heldAt: advertisers.heldAt })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  return row !== undefined && row.heldAt === null;
}

export async function liftSuspension(db: Tx, advertiserId: number): Promise<void> {
  await db
    .update(advertisers)
    .set({ suspendedAt: null, suspendedReason: null })
    .where(eq(advertisers.id, advertiserId));
}
