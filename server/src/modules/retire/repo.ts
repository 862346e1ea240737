import { eq } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';
import { advertisers, outbox, photoVerifications, retiredAdverts } from '../../db/schema.ts';

/** SQL of retiring: the advert's public id and its verification selfie, read before the account goes. */

export async function lockAdvert(db: Tx, advertiserId: number) {
  const [row] = await db
    .select({ guid: advertisers.guid, email: advertisers.email })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
    .for('update');
  return row;
}

export async function selfieKeyOf(db: Tx, advertiserId: number): Promise<string | null> {
  const [row] = await db
    .select({ key: photoVerifications.selfieKey })
    .from(photoVerifications)
    .where(eq(photoVerifications.advertiserId, advertiserId));
  return row?.key ?? null;
}

/** The tombstone: the public id alone, so the advert's old addresses answer 410 Gone. */
export async function buryAdvert(db: Tx, guid: string): Promise<void> {
  await db.insert(retiredAdverts).values({ guid }).onConflictDoNothing();
}

/**
 * The mail to her address, sent or waiting: the outbox names the recipient by address only, so nothing
 * cascades to it from the account, and a retired advertiser gets no more mail from us.
 */
export async function forgetMailTo(db: Tx, email: string): Promise<void> {
  await db.delete(outbox).where(eq(outbox.to, email));
}
