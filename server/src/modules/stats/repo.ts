import { and, count, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { StatsTotals } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { advertDailyStats, advertisers } from '../../db/schema.ts';
import { availableNow, visibleAdvert } from '../../lib/visibility.ts';

export type Increment = {
  advertiserId: number;
  day: string;
  views: number;
  phone: number;
  chat: number;
  bookings: number;
};

/** Ids of the public adverts among `guids`: counts for hidden or unknown adverts are dropped. */
export async function visibleIds(db: Db, guids: string[]): Promise<Map<string, number>> {
  if (guids.length === 0) return new Map();
  const rows = await db
    .select({ id: advertisers.id, guid: advertisers.guid })
    .from(advertisers)
    .where(and(visibleAdvert, inArray(advertisers.guid, guids)));
  return new Map(rows.map((r) => [r.guid, r.id]));
}

/** Adds a batch of counts in one statement. */
export async function addCounts(db: Db, rows: Increment[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(advertDailyStats)
    .values(rows)
    .onConflictDoUpdate({
      target: [advertDailyStats.advertiserId, advertDailyStats.day],
      set: {
        views: sql`${advertDailyStats.views} + excluded.views`,
        phone: sql`${advertDailyStats.phone} + excluded.phone`,
        chat: sql`${advertDailyStats.chat} + excluded.chat`,
        bookings: sql`${advertDailyStats.bookings} + excluded.bookings`,
      },
    });
}

export type DayCounts = Map<string, StatsTotals>;

/** Views, clicks and booking requests of one advert per day from `from` to `to` (inclusive). */
export async function countsByDay(
  db: Db,
  advertiserId: number,
  from: string,
  to: string,
): Promise<DayCounts> {
  const counted = await db
    .select({
      day: sql<string>`to_char(${advertDailyStats.day}, 'YYYY-MM-DD')`,
      views: advertDailyStats.views,
      phone: advertDailyStats.phone,
      chat: advertDailyStats.chat,
      bookings: advertDailyStats.bookings,
    })
    .from(advertDailyStats)
    .where(
      and(
        eq(advertDailyStats.advertiserId, advertiserId),
        gte(advertDailyStats.day, from),
        lte(advertDailyStats.day, to),
      ),
    );
  const result: DayCounts = new Map();
  for (const { day, ...counts } of counted) result.set(day, counts);
  return result;
}

/** Site-wide sums from `from` (inclusive) to now. */
export async function siteTotals(db: Db, from: string): Promise<StatsTotals> {
  const [counted] = await db
    .select({
      views: sql<number>`coalesce(sum(${advertDailyStats.views}), 0)::int`,
      phone: sql<number>`coalesce(sum(${advertDailyStats.phone}), 0)::int`,
      chat: sql<number>`coalesce(sum(${advertDailyStats.chat}), 0)::int`,
      bookings: sql<number>`coalesce(sum(${advertDailyStats.bookings}), 0)::int`,
    })
    .from(advertDailyStats)
    .where(gte(advertDailyStats.day, from));
  return {
    views: Number(counted?.views ?? 0),
    phone: Number(counted?.phone ?? 0),
    chat: Number(counted?.chat ?? 0),
    bookings: Number(counted?.bookings ?? 0),
  };
}

export async function availableNowCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(advertisers).where(and(visibleAdvert, availableNow));
  return Number(row?.n ?? 0);
}
