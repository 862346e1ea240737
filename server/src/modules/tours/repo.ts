import { and, asc, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Transaction as Tx } from '../../lib/transaction.ts';
import { advertisers, advertiserTours } from '../../db/schema.ts';

const tourColumns = {
  id: advertiserTours.id,
  zipCode: advertiserTours.zipCode,
  city: advertiserTours.city,
  startsOn: advertiserTours.startsOn,
  endsOn: advertiserTours.endsOn,
  current: sql<boolean>`(${advertiserTours.startsAt} <= now())`,
};
export type TourRow = {
  id: number;
  zipCode: string;
  city: string;
  startsOn: string;
  endsOn: string;
  current: boolean;
};

/** The account's tours not yet over, soonest first. */
export async function upcomingTours(db: Db | Tx, advertiserId: number): Promise<TourRow[]> {
  return db
    .select(tourColumns)
    .from(advertiserTours)
    .where(and(eq(advertiserTours.advertiserId, advertiserId), gt(advertiserTours.endsAt, sql`now()`)))
    .orderBy(asc(advertiserTours.startsAt), asc(advertiserTours.id));
}

/** The account's role, its row locked: two tours added at once must not both pass the overlap check. */
export async function lockAccount(tx: Tx, advertiserId: number) {
  const [row] = await tx
    .select({ role: advertisers.role })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
    .for('update');
  return row;
}

export type NewTour = {
  advertiserId: number;
  zipCode: string;
  city: string;
  latitude: number;
  longitude: number;
  searchText: string;
  startsOn: string;
  endsOn: string;
};

// Danish midnights of the first day and of the day after the last: the tour's hold on the clock.
const TZ = sql.raw(`'Europe/Copenhagen'`);

export async function insertTour(tx: Tx, tour: NewTour): Promise<TourRow> {
  const [row] = await tx
    .insert(advertiserTours)
    .values({
      ...tour,
      startsAt: sql`(${tour.startsOn}::date::timestamp at time zone ${TZ})`,
      endsAt: sql`((${tour.endsOn}::date + 1)::timestamp at time zone ${TZ})`,
    })
    .returning(tourColumns);
  return row!;
}

export async function deleteTour(db: Db, advertiserId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(advertiserTours)
    .where(and(eq(advertiserTours.id, id), eq(advertiserTours.advertiserId, advertiserId)))
    .returning({ id: advertiserTours.id });
  return rows.length > 0;
}
