import type { Db } from '../../db/client.ts';
import { interests } from '../../db/schema.ts';
import type { InterestName } from '../adverts/index.ts';

export async function allInterests(db: Db): Promise<InterestName[]> {
  return db.select({ id: interests.id, nameEn: interests.nameEn, nameDa: interests.nameDa }).from(interests);
}
