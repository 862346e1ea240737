import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { insertRow } from '../../db/rows.ts';
import { advertisers, bookingRequests } from '../../db/schema.ts';
import { visibleAdvert } from '../../lib/visibility.ts';

/** Who a booking goes to: a visible advert's id, name and (server-side only) email. */
export async function bookingRecipient(db: Db, guid: string) {
  const [row] = await db
    .select({ id: advertisers.id, name: advertisers.name, email: advertisers.email })
    .from(advertisers)
    .where(and(visibleAdvert, eq(advertisers.guid, guid)))
    .limit(1);
  return row;
}

export const insertBookingRequest = (db: Db, values: typeof bookingRequests.$inferInsert) =>
  insertRow(db, bookingRequests, values);
