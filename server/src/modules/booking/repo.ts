import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertRow } from '../../db/rows.ts';
import { advertisers, bookingDigestSettings, bookingRequests } from '../../db/schema.ts';
import type { Transaction as Tx } from '../../lib/transaction.ts';
import { visibleAdvert } from '../../lib/visibility.ts';

/**
 * Who a booking goes to: a visible advert's id, name and (server-side only) email, and the language of
 * its owner's daily digest when she takes one instead of an email a request.
 */
export async function bookingRecipient(db: Db, guid: string) {
  const [row] = await db
    .select({
      id: advertisers.id,
      name: advertisers.name,
      email: advertisers.email,
      digestLang: bookingDigestSettings.lang,
    })
    .from(advertisers)
    .leftJoin(bookingDigestSettings, eq(bookingDigestSettings.advertiserId, advertisers.id))
    .where(and(visibleAdvert, eq(advertisers.guid, guid)))
    .limit(1);
  return row;
}

/**
 * The advert's requests of the last hour and of the last day, read under a lock on the advert (requests to
 * it at the same moment wait for each other, so a cap holds under a burst); the lock ends with the transaction.
 */
export async function recentRequests(tx: Tx, advertiserId: number) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`booking:${advertiserId}`}))`);
  const [row] = await tx
    .select({
      hour: sql<number>`count(*) filter (where ${bookingRequests.createdAt} > now() - interval '1 hour')`.mapWith(
        Number,
      ),
      day: sql<number>`count(*)`.mapWith(Number),
    })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.advertiserId, advertiserId),
        gt(bookingRequests.createdAt, sql`now() - interval '1 day'`),
      ),
    );
  return { hour: row?.hour ?? 0, day: row?.day ?? 0 };
}

export const insertBookingRequest = (db: Db | Tx, values: typeof bookingRequests.$inferInsert) =>
  insertRow(db, bookingRequests, values);

export async function digestLanguage(db: Db, advertiserId: number) {
  const [row] = await db
    .select({ lang: bookingDigestSettings.lang })
    .from(bookingDigestSettings)
    .where(eq(bookingDigestSettings.advertiserId, advertiserId));
  return row?.lang ?? null;
}

export async function setDigest(db: Db, advertiserId: number, lang: 'en' | 'da' | null) {
  if (lang === null) {
    await db.delete(bookingDigestSettings).where(eq(bookingDigestSettings.advertiserId, advertiserId));
    return;
  }
  await db
    .insert(bookingDigestSettings)
    .values({ advertiserId, lang })
    .onConflictDoUpdate({ target: bookingDigestSettings.advertiserId, set: { lang } });
}

/** A Danish day: the digest holds the requests of the days before today in Copenhagen. */
const danishDay = (column: unknown) => sql`(${column} at time zone 'Europe/Copenhagen')::date`;

/**
 * Claims the requests waiting for a digest that were sent before today (Danish time): locked with SKIP
 * LOCKED (another instance's pass takes others or none) and marked sent in this transaction, so each
 * request is in one digest. Oldest first, with the advertiser's name, address and chosen language.
 */
export async function claimDigestRequests(tx: Tx, limit: number) {
  const due = await tx
    .select({ id: bookingRequests.id })
    .from(bookingRequests)
    .where(
      and(
        eq(bookingRequests.awaitingDigest, true),
        sql`${danishDay(bookingRequests.createdAt)} < ${danishDay(sql`now()`)}`,
      ),
    )
    .orderBy(asc(bookingRequests.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  if (!due.length) return [];
  await tx
    .update(bookingRequests)
    .set({ awaitingDigest: false })
    .where(
      inArray(
        bookingRequests.id,
        due.map((d) => d.id),
      ),
    );
  return tx
    .select({
      request: bookingRequests,
      name: advertisers.name,
      email: advertisers.email,
      lang: bookingDigestSettings.lang,
    })
    .from(bookingRequests)
    .innerJoin(advertisers, eq(advertisers.id, bookingRequests.advertiserId))
    .leftJoin(bookingDigestSettings, eq(bookingDigestSettings.advertiserId, advertisers.id))
    .where(
      inArray(
        bookingRequests.id,
        due.map((d) => d.id),
      ),
    )
    .orderBy(asc(bookingRequests.createdAt), asc(bookingRequests.id));
}
