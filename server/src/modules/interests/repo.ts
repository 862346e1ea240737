import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertiserInterests, interests } from '../../db/schema.ts';
import type { Tx } from '../../lib/transaction.ts';
import type { InterestName } from '../adverts/index.ts';

export async function allInterests(db: Db): Promise<InterestName[]> {
  return db.select({ id: interests.id, nameEn: interests.nameEn, nameDa: interests.nameDa }).from(interests);
}

/** The ids among `ids` that are real interests. */
export async function knownInterestIds(db: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: interests.id }).from(interests).where(inArray(interests.id, ids));
  return rows.map((r) => r.id);
}

export async function replaceInterests(db: Tx, advertiserId: number, interestIds: number[]): Promise<void> {
  await db.delete(advertiserInterests).where(eq(advertiserInterests.advertiserId, advertiserId));
  if (interestIds.length) {
    await db
      .insert(advertiserInterests)
      .values(interestIds.map((interestId) => ({ advertiserId, interestId })));
  }
}
