import type { Tx } from '../../lib/transaction.ts';
import * as repo from './repo.ts';

/** The ids among `ids` that name real interests: what an advert may be linked to. */
export const knownInterestIds = (db: Tx, ids: number[]) => repo.knownInterestIds(db, ids);

/** Links the advert to exactly these interests (ids already checked with knownInterestIds). */
export const setAdvertInterests = (db: Tx, advertiserId: number, interestIds: number[]) =>
  repo.replaceInterests(db, advertiserId, interestIds);
