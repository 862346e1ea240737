import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, not, sql, type SQL } from 'drizzle-orm';
import type { Sex } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import {
  advertiserInterests,
  advertiserPackages,
  advertisers,
  catalogueCounts,
  interests,
  media,
} from '../../db/schema.ts';
import { profileColumns } from '../../lib/advertiser-profile.ts';
import {
  availableNow,
  featuredNow,
  photoVerified,
  publicMediaItem,
  validatedNow,
  visibleAdvert,
} from '../../lib/visibility.ts';
import {
  roundCoordinate,
  type AdvertCardRow,
  type AdvertDetailRow,
  type InterestName,
  type MediaItem,
  type PackagePeriod,
} from './serialize.ts';

/** Columns every advert card needs; never email, password hash, search text or exact coordinates. */
export const cardColumns = {
  id: advertisers.id,
  guid: advertisers.guid,
  name: advertisers.name,
  age: advertisers.age,
  sex: advertisers.sex,
  city: advertisers.city,
  address: advertisers.address,
  zipCode: advertisers.zipCode,
  showStreetAddress: advertisers.showStreetAddress,
  featured: sql<boolean>`(${featuredNow})`,
  availableUntil: sql<Date | null>`case when ${availableNow} then ${advertisers.availableUntil} end`.mapWith(
    advertisers.availableUntil,
  ),
  photoVerified: sql<boolean>`(${photoVerified})`,
};

/** The card photo of an advert (its main photo, else the first gallery photo), as JSON, in the row itself. */
const cardImageJson = sql<MediaItem | null>`(select json_build_object(
    'advertiserId', m.advertiser_id, 'kind', m.kind, 'storageKey', m.storage_key, 'mime', m.mime,
    'width', m.width, 'height', m.height, 'variants', m.variants, 'position', m.position)
  from media m where m.advertiser_id = "advertisers"."id" and m.kind in ('main', 'image') and ${publicMediaItem}
  order by (m.kind = 'main') desc, m.position, m.id limit 1)`;

/** A related advert: card columns and its card photo. */
const relatedColumns = { ...cardColumns, image: cardImageJson };
export type RelatedRow = AdvertCardRow & { image: MediaItem | null };

/** Card columns plus the public facts of the detail page (coordinates are rounded by the serializer). */
export const detailColumns = {
  ...cardColumns,
  ...profileColumns,
  isUser: advertisers.isUser,
};

/**
 * Ranking of every list: validated first, then featured, then most recently updated; the id keeps
 * pages stable (docs/product.md#ranking).
 */
export const ranking: SQL[] = [
  sql`(${validatedNow}) desc`,
  sql`(${featuredNow}) desc`,
  desc(advertisers.updatedAt),
  desc(advertisers.id),
];

/** Newest adverts first (the /Adverts "newest" sort). */
export const newestFirst: SQL[] = [desc(advertisers.createdAt), desc(advertisers.id)];

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
  photoVerified?: boolean | undefined;
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
  // Trigram GIN index on search_text serves `ilike '%…%'`; % and _ typed by a visitor match themselves.
  if (filters.text)
    conditions.push(sql`${advertisers.searchText} ilike ${`%${escapeLike(filters.text)}%`} escape '\\'`);
  if (filters.placeText)
    conditions.push(sql`${advertisers.searchText} ilike ${`%${escapeLike(filters.placeText)}%`} escape '\\'`);
  // Digits only (validated), so no escaping; text_pattern_ops index serves the prefix.
  if (filters.zipPrefix) conditions.push(sql`${advertisers.zipCode} like ${`${filters.zipPrefix}%`}`);
  if (filters.availableNow) conditions.push(availableNow);
  if (filters.photoVerified) conditions.push(photoVerified);
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

/** The WHERE of a catalogue search: the public predicate and each given filter. */
export function searchWhere(_db: Db, filters: SearchFilters): SQL {
  return and(visibleAdvert, ...filterConditions(filters))!;
}

export type Page<T> = { rows: T[]; total: number; page: number };

/**
 * The ranking tiers in order (validated and featured, validated, featured, the rest). Each is walked
 * newest first on advertisers_recent_idx (the featured ones on advertisers_featured_recent_idx) and stops
 * after the rows a page needs, so a page costs about the same at 10 000 or 1 000 000 adverts.
 */
const tiers: SQL[] = [
  and(validatedNow, featuredNow)!,
  and(validatedNow, not(featuredNow))!,
  and(not(validatedNow), featuredNow)!,
  and(not(validatedNow), not(featuredNow))!,
];

/** Ids of a ranked slice, tier by tier; the union is in ranking order (tier, then newest first). */
function rankedIds(where: SQL, limit: number, offset: number): SQL {
  const need = limit + offset;
  const branches = tiers.map(
    (tier, i) =>
      sql`(select ${advertisers.id} as id, ${sql.raw(String(i))} as tier, ${advertisers.updatedAt} as updated_at
        from ${advertisers} where ${where} and ${tier}
        order by ${advertisers.updatedAt} desc, ${advertisers.id} desc limit ${need})`,
  );
  return sql`(select ranked.id from (${sql.join(branches, sql` union all `)}) ranked
    order by ranked.tier, ranked.updated_at desc, ranked.id desc limit ${limit} offset ${offset})`;
}

/**
 * Cards of a ranked slice: the page's ids first, then only those rows. Another `order` (the /Adverts
 * sorts newest and nearest) takes the plain ordered slice.
 */
function rankedSlice(db: Db, where: SQL, limit: number, offset: number, order?: SQL[]) {
  if (order) {
    const ids = db
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset);
    return db
      .select(cardColumns)
      .from(advertisers)
      .where(inArray(advertisers.id, ids))
      .orderBy(...order);
  }
  return db
    .select(cardColumns)
    .from(advertisers)
    .where(sql`${advertisers.id} in ${rankedIds(where, limit, offset)}`)
    .orderBy(...ranking);
}

/** A trigger-kept total (schema.ts `catalogueCounts`). */
async function keptTotal(db: Db, name: 'visible' | 'located'): Promise<number> {
  const [row] = await db
    .select({ total: catalogueCounts.total })
    .from(catalogueCounts)
    .where(eq(catalogueCounts.name, name));
  return Number(row?.total ?? 0);
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

async function exactCount(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(advertisers)
    .where(where);
  return Number(row?.total ?? 0);
}

async function filteredTotal(db: Db, filters: SearchFilters, policy: CountPolicy): Promise<Total> {
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
async function settlePage<T>(
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

/**
 * One page of a ranked list plus the total. Count and page run together; a page past the end is
 * answered with the last page (the pager then shows where the visitor really is). Without filters the
 * total is the trigger-kept number of public adverts; with filters it is `filteredTotal`'s.
 */
export async function listRanked(
  db: Db,
  filters: SearchFilters,
  page: number,
  pageSize: number,
  order?: SQL[],
  policy: CountPolicy = COUNT_POLICY,
): Promise<Page<AdvertCardRow>> {
  const where = searchWhere(db, filters);
  const fetchPage = (p: number) => rankedSlice(db, where, pageSize, (p - 1) * pageSize, order);
  const [rows, counted] = await Promise.all([
    fetchPage(page),
    hasFilters(filters)
      ? filteredTotal(db, filters, policy)
      : keptTotal(db, 'visible').then((total) => ({ total, exact: true })),
  ]);
  return settlePage(rows, counted, page, pageSize, fetchPage, () => exactCount(db, where));
}

/**
 * Where an advert is as far as the public may know: its coordinates rounded to 2 decimals (~1 km), the
 * same point the detail page shows. Distances and nearest-first order are measured from it, never from the
 * stored point, so no sequence of queries narrows a location below what the public coordinates show.
 */
export const publicEarth = sql`ll_to_earth(round(${advertisers.latitude} * 100) / 100, round(${advertisers.longitude} * 100) / 100)`;

/**
 * What nearest-first walks: the public point moved north by at most ~1 m, by an amount taken from the
 * advert's id (never from where it is), so adverts sharing a public point are distinct points to the GiST
 * index. Hundreds of identical points per town square left the index's pages overlapping, and the first
 * page near central Copenhagen read thousands of them (84 ms at 1 000 000 adverts). The order is the
 * public point's to within a metre; the expression is the one `advertisers_earth_idx` indexes.
 */
export const publicEarthKey = sql`ll_to_earth(round(${advertisers.latitude} * 100) / 100 + (${advertisers.id} % 1009) * 1e-8::float8, round(${advertisers.longitude} * 100) / 100)`;
const earthOf = (point: { lat: number; lng: number }) =>
  sql`ll_to_earth(${point.lat}::float8, ${point.lng}::float8)`;

// Must imply the partial GiST index `advertisers_earth_idx` (schema.ts) for the planner to use it;
// `advertisers_located_idx` has the same predicate and makes the count an index-only scan.
const nearbyWhere = and(visibleAdvert, isNotNull(advertisers.latitude), isNotNull(advertisers.longitude))!;

/**
 * Nearest first (escort/all): a KNN walk of the earthdistance GiST index with the cube `<->`
 * operator, so the cost stays flat however many adverts there are. Adverts without coordinates
 * cannot be near anything and are not in this list.
 */
export async function listNearby(
  db: Db,
  point: { lat: number; lng: number },
  page: number,
  pageSize: number,
): Promise<Page<AdvertCardRow & { distanceMeters: number }>> {
  const from = earthOf(point);
  const fetchPage = (p: number) =>
    db
      .select({
        ...cardColumns,
        distanceMeters: sql<number>`earth_distance(${publicEarth}, ${from})::float8`,
      })
      .from(advertisers)
      .where(nearbyWhere)
      // Distance alone: a second sort key makes PostgreSQL sort every row instead of walking the index
      // (measured at 100 000 adverts: 0.5 ms versus 1 s).
      .orderBy(sql`${publicEarthKey} <-> ${from}`)
      .limit(pageSize)
      .offset((p - 1) * pageSize);
  // The total is the trigger-kept count of located public adverts: one lookup, not a count.
  const [rows, total] = await Promise.all([fetchPage(page), keptTotal(db, 'located')]);
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (rows.length === 0 && page > last && total > 0)
    return { rows: await fetchPage(last), total, page: last };
  return { rows, total, page: Math.min(page, last) };
}

/** The SQL of the nearby page query, for EXPLAIN in tests and benchmarks. */
export function nearbyExplainSql(point: { lat: number; lng: number }): SQL {
  const from = earthOf(point);
  return sql`select ${advertisers.id} from ${advertisers} where ${nearbyWhere} order by ${publicEarthKey} <-> ${from} limit 9`;
}

export async function listFeatured(db: Db, limit: number): Promise<AdvertCardRow[]> {
  return rankedSlice(db, and(visibleAdvert, featuredNow)!, limit, 0);
}

/** A public advert by guid (hidden ones are not found). */
export async function findVisibleByGuid(db: Db, guid: string): Promise<AdvertDetailRow | undefined> {
  const [row] = await db
    .select(detailColumns)
    .from(advertisers)
    .where(and(visibleAdvert, eq(advertisers.guid, guid)))
    .limit(1);
  return row;
}

/**
 * Everything the detail page shows, in one statement (one round trip): the advert's columns plus its
 * media, interests and package period as JSON from correlated subqueries, each served by its table's
 * advertiser index. The detail page used to wait for the advert, then three more queries.
 */
export type AdvertDetailBundle = {
  row: AdvertDetailRow;
  media: MediaItem[];
  interests: InterestName[];
  period: PackagePeriod | undefined;
};

type PeriodJson = { id: number; packageId: number; startsAt: string; endsAt: string; active: boolean };

// Written out with table aliases: in a one-table select drizzle leaves column names unqualified, and an
// unqualified "id" inside these subqueries would mean the inner table's id, not the advert's.
const mediaJson = sql<MediaItem[]>`(select coalesce(json_agg(json_build_object(
    'advertiserId', m.advertiser_id, 'kind', m.kind, 'storageKey', m.storage_key, 'mime', m.mime,
    'width', m.width, 'height', m.height, 'variants', m.variants, 'position', m.position)
    order by m.position, m.id), '[]'::json)
  from media m where m.advertiser_id = "advertisers"."id" and ${publicMediaItem})`;

const interestsJson = sql<InterestName[]>`(select coalesce(json_agg(json_build_object(
    'id', i.id, 'nameEn', i.name_en, 'nameDa', i.name_da) order by i.id), '[]'::json)
  from advertiser_interests ai join interests i on i.id = ai.interest_id
  where ai.advertiser_id = "advertisers"."id")`;

// Same choice as packagePeriods: the period covering now, else the one that ended last.
const periodJson = sql<PeriodJson | null>`(select json_build_object(
    'id', p.id, 'packageId', p.package_id, 'startsAt', p.starts_at, 'endsAt', p.ends_at,
    'active', (p.starts_at <= now() and p.ends_at > now()))
  from advertiser_packages p
  where p.advertiser_id = "advertisers"."id" and p.starts_at <= now()
  order by (p.starts_at <= now() and p.ends_at > now()) desc, p.ends_at desc, p.id desc limit 1)`;

async function findDetail(db: Db, where: SQL): Promise<AdvertDetailBundle | undefined> {
  const [found] = await db
    .select({ ...detailColumns, media: mediaJson, interests: interestsJson, period: periodJson })
    .from(advertisers)
    .where(where)
    .limit(1);
  if (!found) return undefined;
  const { media: items, interests: names, period, ...row } = found;
  return {
    row,
    media: items,
    interests: names,
    period: period
      ? { ...period, startsAt: new Date(period.startsAt), endsAt: new Date(period.endsAt) }
      : undefined,
  };
}

/** The detail page of a public advert by guid, in one round trip (hidden ones are not found). */
export function findVisibleDetail(db: Db, guid: string): Promise<AdvertDetailBundle | undefined> {
  return findDetail(db, and(visibleAdvert, eq(advertisers.guid, guid))!);
}

/** The detail of any advertiser's advert by id, visible or not (owner's dashboard, back office). */
export function findDetailById(db: Db, id: number): Promise<AdvertDetailBundle | undefined> {
  return findDetail(db, and(eq(advertisers.id, id), eq(advertisers.role, 'advertiser'))!);
}

/** The id of a public advert given its numeric id or guid. */
export async function findVisibleId(
  db: Db,
  key: { id: number } | { guid: string },
): Promise<number | undefined> {
  const [row] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(and(visibleAdvert, 'id' in key ? eq(advertisers.id, key.id) : eq(advertisers.guid, key.guid)))
    .limit(1);
  return row?.id;
}

/** The columns of a photo or video as the catalogue serialises it (other modules select them too). */
export const mediaColumns = {
  advertiserId: media.advertiserId,
  kind: media.kind,
  storageKey: media.storageKey,
  mime: media.mime,
  width: media.width,
  height: media.height,
  variants: media.variants,
  position: media.position,
};

/** The card image of each advert (the main photo, else the first gallery photo), in one query. */
export async function mainImages(db: Db, advertiserIds: number[]): Promise<Map<number, MediaItem>> {
  if (advertiserIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([media.advertiserId], mediaColumns)
    .from(media)
    .where(
      and(
        inArray(media.advertiserId, advertiserIds),
        inArray(media.kind, ['main', 'image']),
        isNull(media.heldAt),
      ),
    )
    .orderBy(media.advertiserId, sql`(${media.kind} = 'main') desc`, asc(media.position), asc(media.id));
  return new Map(rows.map((r) => [r.advertiserId, r]));
}

/**
 * The package period that matters for each advertiser, in one query: the one covering now (active,
 * i.e. validated) or else the one that ended last (expired).
 */
export async function packagePeriods(db: Db, advertiserIds: number[]): Promise<Map<number, PackagePeriod>> {
  if (advertiserIds.length === 0) return new Map();
  const covering = sql<boolean>`(${advertiserPackages.startsAt} <= now() and ${advertiserPackages.endsAt} > now())`;
  const rows = await db
    .selectDistinctOn([advertiserPackages.advertiserId], {
      advertiserId: advertiserPackages.advertiserId,
      id: advertiserPackages.id,
      packageId: advertiserPackages.packageId,
      startsAt: advertiserPackages.startsAt,
      endsAt: advertiserPackages.endsAt,
      active: covering,
    })
    .from(advertiserPackages)
    .where(
      and(
        inArray(advertiserPackages.advertiserId, advertiserIds),
        sql`${advertiserPackages.startsAt} <= now()`,
      ),
    )
    .orderBy(
      advertiserPackages.advertiserId,
      sql`${covering} desc`,
      desc(advertiserPackages.endsAt),
      desc(advertiserPackages.id),
    );
  return new Map(rows.map((r) => [r.advertiserId, r]));
}

export async function interestsOf(db: Db, advertiserId: number): Promise<InterestName[]> {
  return db
    .select({ id: interests.id, nameEn: interests.nameEn, nameDa: interests.nameDa })
    .from(advertiserInterests)
    .innerJoin(interests, eq(interests.id, advertiserInterests.interestId))
    .where(eq(advertiserInterests.advertiserId, advertiserId))
    .orderBy(asc(interests.id));
}

/** What related adverts are chosen by: the advert's id, town, sex and place. */
export type RelatedKey = {
  id: number;
  city: string;
  sex: Sex | null;
  latitude: number | null;
  longitude: number | null;
};

/** The related-adverts key of a public advert by guid (hidden ones are not found). */
export async function findVisibleRelatedKey(db: Db, guid: string): Promise<RelatedKey | undefined> {
  const [row] = await db
    .select({
      id: advertisers.id,
      city: advertisers.city,
      sex: advertisers.sex,
      latitude: advertisers.latitude,
      longitude: advertisers.longitude,
    })
    .from(advertisers)
    .where(and(visibleAdvert, eq(advertisers.guid, guid)))
    .limit(1);
  return row;
}

/**
 * Related adverts: same city first (those of the same sex leading, then by list ranking), then same
 * sex (nearest first when the advert has a location, else by list ranking); never the advert itself.
 * One statement: the ids of the three candidate lists (each limited, each walking its own index: the
 * town's adverts or its featured ones newest first, tier by tier, or the GiST index nearest first), then
 * those rows with their card photos; the lists are told apart and ordered here.
 */
export async function listRelated(db: Db, advert: RelatedKey, limit: number): Promise<RelatedRow[]> {
  const base = and(visibleAdvert, ne(advertisers.id, advert.id))!;
  const city = advert.city.trim();
  const inCity = and(base, sql`lower(${advertisers.city}) = lower(${city})`)!;
  const located = advert.latitude !== null && advert.longitude !== null;
  const point = located
    ? earthOf({ lat: roundCoordinate(advert.latitude)!, lng: roundCoordinate(advert.longitude)! })
    : undefined;
  const lists: SQL[] = [];
  if (city)
    lists.push(rankedIds(advert.sex ? and(inCity, eq(advertisers.sex, advert.sex))! : inCity, limit, 0));
  if (city && advert.sex)
    lists.push(rankedIds(and(inCity, sql`${advertisers.sex} is distinct from ${advert.sex}`)!, limit, 0));
  if (advert.sex && point)
    // Located: the nearest of the same sex, a short walk of the GiST index however many there are.
    lists.push(
      sql`(select ${advertisers.id} from ${advertisers}
        where ${and(nearbyWhere, ne(advertisers.id, advert.id), eq(advertisers.sex, advert.sex))}
        order by ${publicEarthKey} <-> ${point} limit ${limit})`,
    );
  else if (advert.sex) lists.push(rankedIds(and(base, eq(advertisers.sex, advert.sex))!, limit, 0));
  if (!lists.length) return [];
  const rows = await db
    .select({
      ...relatedColumns,
      inCity: city ? sql<boolean>`(lower(${advertisers.city}) = lower(${city}))` : sql<boolean>`false`,
      distance: point ? sql<number | null>`(${publicEarth} <-> ${point})::float8` : sql<null>`null`,
    })
    .from(advertisers)
    .where(sql`${advertisers.id} in (${sql.join(lists, sql` union all `)})`)
    .orderBy(...ranking);
  // In ranking order already; same town first (same sex leading), then the rest nearest first.
  const part = (row: (typeof rows)[number]) =>
    !row.inCity ? 2 : !advert.sex || row.sex === advert.sex ? 0 : 1;
  const ordered = rows
    .map((row, index) => ({ row, index }))
    .sort(
      (a, b) =>
        part(a.row) - part(b.row) ||
        (part(a.row) === 2 ? (a.row.distance ?? 0) - (b.row.distance ?? 0) : 0) ||
        a.index - b.index,
    );
  return ordered.slice(0, limit).map(({ row: { inCity: _inCity, distance: _distance, ...row } }) => row);
}
