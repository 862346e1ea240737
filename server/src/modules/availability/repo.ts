import { and, count, eq, gte, sql } from 'drizzle-orm';
import { STATS_TIME_ZONE } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import type { Transaction as Tx } from '../../lib/transaction.ts';
import { advertisers, availabilityStarts } from '../../db/schema.ts';
import { validatedNow, visibleAdvert } from '../../lib/visibility.ts';

// A constant of our own, inlined so GROUP BY sees the same expression as SELECT.
const TZ = sql.raw(`'${STATS_TIME_ZONE}'`);

/** Midnight of today in Danish time, as a timestamptz: the day "twice a day" counts in. */
const startOfToday = sql`(date_trunc('day', now() at time zone ${TZ}) at time zone ${TZ})`;

export type AvailabilityRow = { availableUntil: Date | null; eligible: boolean; startsToday: number };

/** The account's window, whether it may use "available now", and how often it started today. */
export async function availabilityOf(db: Db | Tx, advertiserId: number, lock = false) {
  const query = db
    .select({
      availableUntil: advertisers.availableUntil,
      eligible: sql<boolean>`(${and(visibleAdvert, validatedNow)}) is true`,
      now: sql<Date>`now()`.mapWith(advertisers.availableUntil),
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  // Two starts at once must not both pass the daily limit: the second waits for the first.
  const [row] = await (lock ? query.for('update') : query);
  if (!row) return undefined;
  const [started] = await db
    .select({ n: count() })
    .from(availabilityStarts)
    .where(
      and(eq(availabilityStarts.advertiserId, advertiserId), gte(availabilityStarts.startedAt, startOfToday)),
    );
  return {
    availableUntil: row.availableUntil && row.now && row.availableUntil > row.now ? row.availableUntil : null,
    eligible: row.eligible,
    startsToday: Number(started?.n ?? 0),
  } satisfies AvailabilityRow;
}

/** Opens (or replaces) the window: from now for `hours`, and records the start. */
export async function startWindow(tx: Tx, advertiserId: number, hours: number): Promise<void> {
  await tx
    .update(advertisers)
    .set({ availableUntil: sql`now() + make_interval(hours => ${hours}::int)` })
    .where(eq(advertisers.id, advertiserId));
  await tx.insert(availabilityStarts).values({ advertiserId, hours });
}

export async function endWindow(db: Db, advertiserId: number): Promise<void> {
  await db.update(advertisers).set({ availableUntil: null }).where(eq(advertisers.id, advertiserId));
}
