/**
 * How the public lists are filtered and ordered, as SQL: the ranking and its tiers, the search filters,
 * and the public point nearest-first measures from. Builders only; the queries are in repo.ts.
 */
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Sex } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { frozen } from '../../db/frozen-sql.ts';
import { advertisers } from '../../db/schema.ts';
import {
  availableNow,
  featuredNow,
  openNow,
  photoVerified,
  validatedNow,
  visibleAdvert,
} from '../../lib/visibility.ts';
import { inPublicDuo } from '../duo/index.ts';

/**
 * Ranking of every list: validated first, then featured, then most recently updated; the id keeps
 * pages stable (docs/product.md#ranking).
 */
export const ranking: SQL[] = [
  frozen(
    sql`(${validatedNow}) desc, (${featuredNow}) desc, ${advertisers.updatedAt} desc, ${advertisers.id} desc`,
  ),
];

/** Newest adverts first (the /Adverts "newest" sort). */
export const newestFirst: SQL[] = [frozen(sql`${desc(advertisers.createdAt)}, ${desc(advertisers.id)}`)];

/**
 * Nearest to a point first, measured from the rounded public coordinates so that no ordering gives
 * away more than the answers do; adverts without a place come last.
 */
export function nearestFirst(point: { lat: number; lng: number }): SQL[] {
  return [
    sql`earth_distance(ll_to_earth(round(${advertisers.latitude}::numeric, 2)::float8, round(${advertisers.longitude}::numeric, 2)::float8), ll_to_earth(${point.lat}::float8, ${point.lng}::float8)) asc nulls last`,
    desc(advertisers.id),
  ];
}

export type SearchFilters = {
  sex?: Sex | undefined;
  age?: { min: number; max: number } | undefined;
  /** Already folded with normalizeSearchText. */
  text?: string | undefined;
  /** A town or address typed in the zip box; folded like `text`, matched the same way. */
  placeText?: string | undefined;
  zipPrefix?: string | undefined;
  interestIds?: number[] | undefined;
  availableNow?: boolean | undefined;
  openNow?: boolean | undefined;
  photoVerified?: boolean | undefined;
  duo?: boolean | undefined;
};

/** Whether any filter narrows the public predicate (else the list's total is the kept `visible` count). */
export const hasFilters = (filters: SearchFilters) =>
  Object.values(filters).some(
    (v) => v !== undefined && v !== '' && v !== false && !(Array.isArray(v) && v.length === 0),
  );

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The conditions each given filter adds to the public predicate; empty when none is given.
 * `perRow` states the interests as one count per advert instead of EXISTS: tested on a few hundred
 * rows, PostgreSQL would otherwise hash every advert having each interest first.
 */
export function filterConditions(filters: SearchFilters, perRow = false): SQL[] {
  const conditions: SQL[] = [];
  if (filters.sex) conditions.push(eq(advertisers.sex, filters.sex));
  if (filters.age) conditions.push(sql`${advertisers.age} between ${filters.age.min} and ${filters.age.max}`);
  const place = placeCondition(filters);
  if (place) conditions.push(place);
  if (filters.availableNow) conditions.push(availableNow);
  if (filters.openNow) conditions.push(openNow);
  if (filters.photoVerified) conditions.push(photoVerified);
  if (filters.duo) conditions.push(inPublicDuo);
  // Every asked interest is required: one EXISTS per interest (primary key lookups). The planner turns them
  // into semi-joins to count, and into per-row probes while walking a ranked page, which stops early.
  const interestIds = [...new Set(filters.interestIds ?? [])];
  if (perRow && interestIds.length)
    conditions.push(
      sql`(select count(*) from advertiser_interests ai where ai.advertiser_id = "advertisers"."id" and ai.interest_id in (${sql.join(
        interestIds.map((id) => sql`${id}`),
        sql`, `,
      )})) = ${interestIds.length}`,
    );
  else
    for (const interestId of interestIds)
      conditions.push(
        sql`exists (select 1 from advertiser_interests ai where ai.advertiser_id = "advertisers"."id" and ai.interest_id = ${interestId})`,
      );
  return conditions;
}

/**
 * The adverts on tour now, as an array computed once per statement (an InitPlan): `id = any(…)` is then a
 * primary-key lookup or a test against a handful of ids, never a subquery per row. Tours running now are
 * found by their end on advertiser_tours_ends_idx.
 */
const touringNowIds = frozen(
  sql`array(select t.advertiser_id from advertiser_tours t where t.ends_at > now() and t.starts_at <= now())`,
);
/** The advert is not on tour now, so it is found at home. */
export const atHomeNow = frozen(sql`not (${advertisers.id} = any(${touringNowIds}))`);

/**
 * Where a place filter finds an advert: at home unless it is on tour now, or in the town of the tour it is
 * on now. The home test stays the indexed one (trigram or postcode prefix) and the tour's is an array of a
 * few ids, so PostgreSQL can serve either arm from an index.
 */
function placeCondition(filters: SearchFilters): SQL | undefined {
  const home: SQL[] = [];
  const away: SQL[] = [];
  // Trigram GIN index on search_text serves `like '%…%'`; % and _ typed by a visitor match themselves. The
  // stored text and the query are both folded to lower case (lib/text.ts), so `like` finds what `ilike`
  // would, at a third of the cost per row: a featured tier tests it on every featured advert it walks.
  for (const text of [filters.text, filters.placeText]) {
    if (!text) continue;
    const pattern = `%${escapeLike(text)}%`;
    home.push(sql`${advertisers.searchText} like ${pattern} escape '\\'`);
    away.push(sql`t.search_text like ${pattern} escape '\\'`);
  }
  // Digits only (validated), so no escaping; text_pattern_ops index serves the prefix.
  if (filters.zipPrefix) {
    home.push(sql`${advertisers.zipCode} like ${`${filters.zipPrefix}%`}`);
    away.push(sql`t.zip_code like ${`${filters.zipPrefix}%`}`);
  }
  if (!home.length) return undefined;
  const touringHere = sql`array(select t.advertiser_id from advertiser_tours t
    where t.ends_at > now() and t.starts_at <= now() and ${and(...away)})`;
  return sql`((${and(...home)} and ${atHomeNow}) or ${advertisers.id} = any(${touringHere}))`;
}

/** The WHERE of a catalogue search: the public predicate and each given filter. */
export function searchWhere(_db: Db, filters: SearchFilters): SQL {
  return and(visibleAdvert, ...filterConditions(filters))!;
}

/**
 * The tiers' tests as a WHERE needs them: a comparison with NULL already leaves the row out, so they test
 * the clock alone. Written with `is not null` as well (as `validatedNow` and `featuredNow` must be, to be
 * true or false in a select list), PostgreSQL counted the missing values twice and expected 19 validated
 * featured adverts among 1 000 000 where there were 10 611: it read them all and sorted them for every
 * page instead of walking them newest first and stopping after the page.
 */
export const featuredWhere = frozen(sql`${advertisers.featuredUntil} > now()`);
const validatedWhere = frozen(sql`${advertisers.packageUntil} > now()`);
const notFeaturedWhere = frozen(
  sql`(${advertisers.featuredUntil} is null or ${advertisers.featuredUntil} <= now())`,
);
const notValidatedWhere = frozen(
  sql`(${advertisers.packageUntil} is null or ${advertisers.packageUntil} <= now())`,
);

/**
 * The ranking tiers in order (validated and featured, validated, featured, the rest). Each is walked
 * newest first on advertisers_recent_idx (the featured ones on advertisers_featured_recent_idx) and stops
 * after the rows a page needs, so a page costs about the same at 10 000 or 1 000 000 adverts.
 */
const tiers: SQL[] = [
  and(validatedWhere, featuredWhere)!,
  and(validatedWhere, notFeaturedWhere)!,
  and(notValidatedWhere, featuredWhere)!,
  and(notValidatedWhere, notFeaturedWhere)!,
];
// Each tier's branch around its WHERE, rendered once: `(select … where ` + where + ` and tier … limit ` + n + `)`.
const tierBranches = tiers.map((tier, i) => ({
  head: frozen(
    sql`(select ${advertisers.id} as id, ${sql.raw(String(i))} as tier, ${advertisers.updatedAt} as updated_at from ${advertisers} where `,
  ),
  tail: frozen(sql` and ${tier} order by ${advertisers.updatedAt} desc, ${advertisers.id} desc limit `),
}));

/**
 * The tiers a list of featured adverts can hold. The others contradict its WHERE, but PostgreSQL cannot
 * tell (the clock is in both), and walked each featured advert to find none: 10 611 entries twice per
 * page at 1 000 000 adverts.
 */
export const FEATURED_TIERS = [0, 2];
const ALL_TIERS = [0, 1, 2, 3];

/** Ids of a ranked slice, tier by tier; the union is in ranking order (tier, then newest first). */
export function rankedIds(where: SQL, limit: number, offset: number, only = ALL_TIERS): SQL {
  const need = limit + offset;
  const branches = only
    .map((i) => tierBranches[i]!)
    .map(({ head, tail }) => sql`${head}${where}${tail}${need})`);
  return sql`(select ranked.id from (${sql.join(branches, sql` union all `)}) ranked
    order by ranked.tier, ranked.updated_at desc, ranked.id desc limit ${limit} offset ${offset})`;
}

/**
 * Where an advert is as far as the public may know: its coordinates rounded to 2 decimals (~1 km), the
 * same point the detail page shows. Distances and nearest-first order are measured from it, never from the
 * stored point, so no sequence of queries narrows a location below what the public coordinates show.
 */
export const publicEarth = frozen(
  sql`ll_to_earth(round(${advertisers.latitude} * 100) / 100, round(${advertisers.longitude} * 100) / 100)`,
);

/**
 * What nearest-first walks: the public point moved north by at most ~1 m, by an amount taken from the
 * advert's id (never from where it is), so adverts sharing a public point are distinct points to the GiST
 * index. Hundreds of identical points per town square left the index's pages overlapping, and the first
 * page near central Copenhagen read thousands of them (84 ms at 1 000 000 adverts). The order is the
 * public point's to within a metre; the expression is the one `advertisers_earth_idx` indexes.
 */
export const publicEarthKey = frozen(
  sql`ll_to_earth(round(${advertisers.latitude} * 100) / 100 + (${advertisers.id} % 1009) * 1e-8::float8, round(${advertisers.longitude} * 100) / 100)`,
);
export const earthOf = (point: { lat: number; lng: number }) =>
  sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;

// Must imply the partial GiST index `advertisers_earth_idx` (schema.ts) for the planner to use it;
// `advertisers_located_idx` has the same predicate and makes the count an index-only scan.
export const nearbyWhere = frozen(
  and(visibleAdvert, isNotNull(advertisers.latitude), isNotNull(advertisers.longitude))!,
);
