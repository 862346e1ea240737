import { AVAILABLE_STARTS_PER_DAY, type AvailabilityData } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'database'>;

const notAnAdvert = () => new AppError('revisit.stats.not_an_advert', 404);

function toData(row: repo.AvailabilityRow): AvailabilityData {
  return {
    available_until: row.availableUntil ? row.availableUntil.toISOString() : null,
    starts_today: row.startsToday,
    starts_left_today: Math.max(0, AVAILABLE_STARTS_PER_DAY - row.startsToday),
    starts_per_day: AVAILABLE_STARTS_PER_DAY,
    eligible: row.eligible,
  };
}

export async function availability(deps: Deps, advertiserId: number): Promise<AvailabilityData> {
  const row = await repo.availabilityOf(deps.database.db, advertiserId);
  if (!row) throw notAnAdvert();
  return toData(row);
}

/**
 * "Available now" for `hours` from now. Only a public advert with an active package may use it, and
 * at most twice a Danish day — extending a running window is a start too, so the badge cannot be
 * kept up around the clock.
 */
export async function startAvailability(
  deps: Deps,
  advertiserId: number,
  hours: number,
): Promise<AvailabilityData> {
  const db = deps.database.db;
  await db.transaction(async (tx) => {
    const row = await repo.availabilityOf(tx, advertiserId, true);
    if (!row) throw notAnAdvert();
    if (!row.eligible) throw new AppError('revisit.available.not_eligible', 403);
    if (row.startsToday >= AVAILABLE_STARTS_PER_DAY)
      throw new AppError('revisit.available.limit_reached', 429, { data: toData(row) });
    await repo.startWindow(tx, advertiserId, hours);
  });
  return availability(deps, advertiserId);
}

/** Ends the window now. Ending early does not give a start back. */
export async function endAvailability(deps: Deps, advertiserId: number): Promise<AvailabilityData> {
  await repo.endWindow(deps.database.db, advertiserId);
  return availability(deps, advertiserId);
}
