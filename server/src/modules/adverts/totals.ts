/**
 * The totals of the public lists: kept counts where no filter narrows the list, else a sample's estimate
 * or a bounded count, corrected by the page that reaches the end.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisers, catalogueCounts } from '../../db/schema.ts';
import { listedAdvert, pausedNow, visibleAdvert } from '../../lib/visibility.ts';
import { filterConditions, type SearchFilters } from './ranking.ts';

export type Page<T> = { rows: T[]; total: number; page: number };

/**
 * A trigger-kept total (schema.ts `catalogueCounts`), less the adverts paused now: the trigger counts what
 * partial indexes can hold (`listedAdvert`), and a pause ends by the clock, which no trigger sees. The paused
 * ones are few and found through advertisers_paused_idx.
 */
export async function keptTotal(db: Db, name: 'visible' | 'located'): Promise<number> {
  const located =
    name === 'located' ? and(isNotNull(advertisers.latitude), isNotNull(advertisers.longitude)) : undefined;
  const paused = db
    .select({ n: sql<number>`count(*)::int` })
    .from(advertisers)
    .where(and(isNotNull(advertisers.pausedAt), pausedNow, listedAdvert, located));
  const [row] = await db
    .select({ total: sql<number>`(${catalogueCounts.total} - (${paused}))::int` })
    .from(catalogueCounts)
    .where(eq(catalogueCounts.name, name));
  return Math.max(0, Number(row?.total ?? 0));
}

/**
 * How a filtered total is found without counting every match. Counting a filter that matches half the
 * catalogue reads half the table (a sequential scan, 300 ms at 100 000 adverts), on every first page.
 * - `sample`: the newest public adverts are walked on advertisers_recent_idx (a fixed number of rows
 *   whatever the catalogue's size) and the filter tested on each. When the catalogue is smaller than the
 *   sample, that is the exact total.
 * - A filter matching at least `minMatches` of the sample is common: its total is the kept number of
 *   public adverts times the share of the sample it matched (typically 3 % off at a half, 10 % at a tenth,
 *   20 % at the threshold of 2 %).
 * - A rarer filter is counted exactly through its own index, up to `cap` matches; past the cap the total
 *   is the larger of the cap and the sample's estimate.
 * A page that shows the end of the list makes its total exact (see `settlePage`), so the pager never
 * offers a page past the end for long.
 */
export type CountPolicy = { sample: number; minMatches: number; cap: number };
export const COUNT_POLICY: CountPolicy = { sample: 1000, minMatches: 20, cap: 1000 };

/** A total and whether it was counted (exact) or estimated. */
type Total = { total: number; exact: boolean };

export async function exactCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(advertisers)
    .where(where);
  return Number(row?.total ?? 0);
}

export async function filteredTotal(db: Db, filters: SearchFilters, policy: CountPolicy): Promise<Total> {
  const newest = db
    .select({ m: sql<boolean>`(${and(...filterConditions(filters, true))})`.as('m') })
    .from(advertisers)
    .where(visibleAdvert)
    .orderBy(desc(advertisers.updatedAt), desc(advertisers.id))
    .limit(policy.sample)
    .as('newest');
  const [sampled] = await db
    .select({
      walked: sql<number>`count(*)::int`,
      matched: sql<number>`(count(*) filter (where ${newest.m}))::int`,
      visible: sql<number>`(select ${catalogueCounts.total} from ${catalogueCounts} where ${catalogueCounts.name} = 'visible')`,
    })
    .from(newest);
  const walked = Number(sampled?.walked ?? 0);
  const matched = Number(sampled?.matched ?? 0);
  if (walked < policy.sample) return { total: matched, exact: true };
  const estimate = Math.round((Number(sampled?.visible ?? walked) * matched) / walked);
  if (matched >= policy.minMatches) return { total: estimate, exact: false };
  const bounded = db
    .select({ one: sql`1`.as('one') })
    .from(advertisers)
    .where(and(visibleAdvert, ...filterConditions(filters)))
    .limit(policy.cap + 1)
    .as('bounded');
  const [row] = await db.select({ total: sql<number>`count(*)::int` }).from(bounded);
  const counted = Number(row?.total ?? 0);
  if (counted <= policy.cap) return { total: counted, exact: true };
  return { total: Math.max(policy.cap + 1, estimate), exact: false };
}

/**
 * The page and total a list answers with. An estimated total is corrected by what the page shows: a
 * short page is the end (so the total is exact), a full one proves at least one more row may follow,
 * and a page past the end is answered with the last page after one exact count (only the visitor who
 * walks off the end pays for it).
 */
export async function settlePage<T>(
  rows: T[],
  counted: Total,
  page: number,
  pageSize: number,
  fetchPage: (p: number) => Promise<T[]>,
  countAll: () => Promise<number>,
): Promise<Page<T>> {
  const offset = (page - 1) * pageSize;
  let total = counted.total;
  if (!counted.exact) {
    if (rows.length > 0 && rows.length < pageSize) total = offset + rows.length;
    else if (rows.length === pageSize) total = Math.max(total, offset + pageSize + 1);
    else if (page === 1) total = 0;
    else total = await countAll();
  }
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (rows.length === 0 && page > last && total > 0)
    return { rows: await fetchPage(last), total, page: last };
  return { rows, total, page: Math.min(page, last) };
}
