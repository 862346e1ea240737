import { and, count, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ageCheckAttempts, ageChecks } from '../../db/schema.ts';

/** SQL of the age check: the kept answers and the checks under way. */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export async function findResult(db: Pick<Db, 'select'>, advertiserId: number) {
  const [row] = await db.select().from(ageChecks).where(eq(ageChecks.advertiserId, advertiserId));
  return row;
}
export type ResultRow = typeof ageChecks.$inferSelect;

/** The latest answer replaces the one before: only the newest says anything about the account. */
export async function saveResult(db: Tx, row: ResultRow): Promise<void> {
  const { adult, issuer, checkedAt } = row;
  await db
    .insert(ageChecks)
    .values(row)
    .onConflictDoUpdate({ target: ageChecks.advertiserId, set: { adult, issuer, checkedAt } });
}

/** Checks the account started since `since`, used or not (the hourly cap). */
export async function startedSince(db: Tx, advertiserId: number, since: Date): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(ageCheckAttempts)
    .where(and(eq(ageCheckAttempts.advertiserId, advertiserId), gt(ageCheckAttempts.createdAt, since)));
  return row?.n ?? 0;
}

export async function saveAttempt(db: Tx, attempt: typeof ageCheckAttempts.$inferInsert): Promise<void> {
  await db.insert(ageCheckAttempts).values(attempt);
}

/** Checks started more than a day ago are of no use to the cap or anything else. */
export async function deleteOldAttempts(db: Tx, before: Date): Promise<void> {
  await db.delete(ageCheckAttempts).where(lt(ageCheckAttempts.createdAt, before));
}

/**
 * Takes the check under way with this state for this session, once: unknown, another account's or
 * session's, used or expired all find nothing. One statement, so two answers racing cannot both take it.
 */
export async function takeAttempt(db: Tx, state: string, advertiserId: number, tokenId: number) {
  const [row] = await db
    .update(ageCheckAttempts)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(ageCheckAttempts.state, state),
        eq(ageCheckAttempts.advertiserId, advertiserId),
        eq(ageCheckAttempts.tokenId, tokenId),
        isNull(ageCheckAttempts.usedAt),
        gt(ageCheckAttempts.expiresAt, sql`now()`),
      ),
    )
    .returning({ nonce: ageCheckAttempts.nonce, codeVerifier: ageCheckAttempts.codeVerifier });
  return row;
}
