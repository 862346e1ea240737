import { PAUSE_CREDIT_DAYS_MAX, type PauseData } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import type { Transaction } from '../../lib/transaction.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'database'>;

const CREDIT_MAX_SECONDS = PAUSE_CREDIT_DAYS_MAX * 86_400;
const notAnAdvert = () => new AppError('tools.pause.not_an_advert', 404);
const seconds = (ms: number) => Math.max(0, Math.floor(ms / 1000));

/** Whether the pause still holds at the row's clock (one with an end lapses by itself). */
const pausedNow = (row: repo.PauseRow) =>
  row.pausedAt !== null && (row.pausedUntil === null || row.pausedUntil > row.now);

function toData(row: repo.PauseRow): PauseData {
  const paused = pausedNow(row);
  return {
    paused,
    paused_at: paused ? row.pausedAt!.toISOString() : null,
    starts_at: paused && row.pausedUntil ? row.pausedUntil.toISOString() : null,
    validated_until: row.packageUntil && row.packageUntil > row.now ? row.packageUntil.toISOString() : null,
    credit_days_max: PAUSE_CREDIT_DAYS_MAX,
  };
}

async function lockedAdvert(tx: Transaction, advertiserId: number) {
  const row = await repo.pauseOf(tx, advertiserId, true);
  if (!row || row.role !== 'advertiser') throw notAnAdvert();
  return row;
}

/**
 * Ends the pause in the row at `endedAt`: the package period that ran when it began keeps the paused time,
 * up to PAUSE_CREDIT_DAYS_MAX per period over all its pauses. What the pause was credited in advance (one
 * with a set end) is set right to the time it really lasted.
 */
async function settle(tx: Transaction, advertiserId: number, row: repo.PauseRow, endedAt: Date) {
  if (row.pausedAt === null) return;
  const period = await repo.periodRunningAt(tx, advertiserId, row.pausedAt);
  if (period) {
    const room = CREDIT_MAX_SECONDS - (period.pausedSeconds - row.creditedSeconds);
    const owed = Math.min(seconds(endedAt.getTime() - row.pausedAt.getTime()), Math.max(0, room));
    await repo.movePackageEnd(tx, advertiserId, period, owed - row.creditedSeconds);
  }
  await repo.setPause(tx, advertiserId, { pausedAt: null, pausedUntil: null, creditedSeconds: 0 });
}

export async function pauseState(deps: Deps, advertiserId: number): Promise<PauseData> {
  const row = await repo.pauseOf(deps.database.db, advertiserId);
  if (!row || row.role !== 'advertiser') throw notAnAdvert();
  return toData(row);
}

/**
 * Pauses the advert from now: out of every public answer at once. With `startsAt` it shows again by
 * itself then, and since that end is known the package is credited at once; without, on resume. Pausing
 * a paused advert sets the new end from the same start.
 */
export async function startPause(deps: Deps, advertiserId: number, startsAt: Date | undefined) {
  await deps.database.db.transaction(async (tx) => {
    let row = await lockedAdvert(tx, advertiserId);
    // A pause that ran to its end is over: keep what it was credited, start afresh.
    if (row.pausedAt !== null && !pausedNow(row)) {
      await repo.setPause(tx, advertiserId, { pausedAt: null, pausedUntil: null, creditedSeconds: 0 });
      row = await lockedAdvert(tx, advertiserId);
    }
    const pausedAt = row.pausedAt ?? row.now;
    let credited = row.creditedSeconds;
    const period = await repo.periodRunningAt(tx, advertiserId, pausedAt);
    if (period) {
      const room = CREDIT_MAX_SECONDS - (period.pausedSeconds - credited);
      const owed = startsAt
        ? Math.min(seconds(startsAt.getTime() - pausedAt.getTime()), Math.max(0, room))
        : 0;
      await repo.movePackageEnd(tx, advertiserId, period, owed - credited);
      credited = owed;
    }
    await repo.setPause(tx, advertiserId, {
      pausedAt,
      pausedUntil: startsAt ?? null,
      creditedSeconds: credited,
    });
  });
  return pauseState(deps, advertiserId);
}

/** Shows the advert again now; the package keeps the time it was paused (see `settle`). */
export async function endPause(deps: Deps, advertiserId: number) {
  await deps.database.db.transaction(async (tx) => {
    const row = await lockedAdvert(tx, advertiserId);
    if (pausedNow(row)) await settle(tx, advertiserId, row, row.now);
    else if (row.pausedAt !== null)
      await repo.setPause(tx, advertiserId, { pausedAt: null, pausedUntil: null, creditedSeconds: 0 });
  });
  return pauseState(deps, advertiserId);
}
