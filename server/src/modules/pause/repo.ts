import { and, eq, gt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Tx } from '../../lib/transaction.ts';
import { advertiserPackages, advertisers } from '../../db/schema.ts';
import { firstRow } from '../../db/rows.ts';

/** The account's pause as it stands, with the database's clock to judge it by. */
export async function pauseOf(db: Db | Tx, advertiserId: number, lock = false) {
  const query = db
    .select({
      role: advertisers.role,
      pausedAt: advertisers.pausedAt,
      pausedUntil: advertisers.pausedUntil,
      creditedSeconds: advertisers.pauseCreditedSeconds,
      packageUntil: advertisers.packageUntil,
      now: sql<Date>`now()`.mapWith(advertisers.pausedAt),
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  // Two pause calls at once must not both credit the package: the second waits for the first.
  const [row] = await (lock ? query.for('update') : query);
  return row;
}
export type PauseRow = NonNullable<Awaited<ReturnType<typeof pauseOf>>>;

/** A package period that has started by `at` and not yet ended. */
const runningAt = (at: Date) => and(lte(advertiserPackages.startsAt, at), gt(advertiserPackages.endsAt, at));

/** The package period running at `at`, whose end a pause moves. */
export async function periodRunningAt(tx: Tx, advertiserId: number, at: Date) {
  return firstRow(
    tx
      .select({
        id: advertiserPackages.id,
        endsAt: advertiserPackages.endsAt,
        pausedSeconds: advertiserPackages.pausedSeconds,
      })
      .from(advertiserPackages)
      .where(and(eq(advertiserPackages.advertiserId, advertiserId), runningAt(at))),
  );
}

/**
 * Moves a period's end by `seconds` (negative gives days back), with every period stacked after it and the
 * account's package end, so the chain stays one after the other.
 */
export async function movePackageEnd(
  tx: Tx,
  advertiserId: number,
  period: { id: number; endsAt: Date },
  seconds: number,
): Promise<void> {
  if (seconds === 0) return;
  const by = sql`make_interval(secs => ${seconds})`;
  await tx
    .update(advertiserPackages)
    .set({
      startsAt: sql`${advertiserPackages.startsAt} + ${by}`,
      endsAt: sql`${advertiserPackages.endsAt} + ${by}`,
    })
    .where(
      and(
        eq(advertiserPackages.advertiserId, advertiserId),
        ne(advertiserPackages.id, period.id),
        sql`${advertiserPackages.startsAt} >= ${period.endsAt}`,
      ),
    );
  await tx
    .update(advertiserPackages)
    .set({
      endsAt: sql`${advertiserPackages.endsAt} + ${by}`,
      pausedSeconds: sql`${advertiserPackages.pausedSeconds} + ${seconds}`,
    })
    .where(eq(advertiserPackages.id, period.id));
  await tx
    .update(advertisers)
    .set({ packageUntil: sql`${advertisers.packageUntil} + ${by}` })
    .where(and(eq(advertisers.id, advertiserId), sql`${advertisers.packageUntil} >= ${period.endsAt}`));
}

export async function setPause(
  tx: Tx,
  advertiserId: number,
  pause: { pausedAt: Date | null; pausedUntil: Date | null; creditedSeconds: number },
): Promise<void> {
  await tx
    .update(advertisers)
    .set({
      pausedAt: pause.pausedAt,
      pausedUntil: pause.pausedUntil,
      pauseCreditedSeconds: pause.creditedSeconds,
    })
    .where(eq(advertisers.id, advertiserId));
}
