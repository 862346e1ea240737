import { and, asc, desc, eq, inArray, isNull, ne, sql, type SQL } from 'drizzle-orm';
import type { Sex } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { frozen, inIds } from '../../db/frozen-sql.ts';
import {
  advertiserInterests,
  advertiserPackages,
  advertisers,
  advertiserTours,
  interests,
  media,
  retiredAdverts,
} from '../../db/schema.ts';
import {
  ageChecked,
  availableNow,
  featuredNow,
  photoVerified,
  publicMediaItem,
  visibleAdvert,
} from '../../lib/visibility.ts';
import {
  roundCoordinate,
  type AdvertCardRow,
  type InterestName,
  type MediaItem,
  type PackagePeriod,
  type VisitingRow,
} from './serialize.ts';
import {
  atHomeNow,
  earthOf,
  hasFilters,
  nearbyWhere,
  publicEarth,
  publicEarthKey,
  FEATURED_TIERS,
  featuredWhere,
  rankedIds,
  ranking,
  searchWhere,
  type SearchFilters,
} from './ranking.ts';
import {
  COUNT_POLICY,
  exactCount,
  filteredTotal,
  keptTotal,
  settlePage,
  type CountPolicy,
  type Page,
} from './totals.ts';

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
  ageChecked: sql<boolean>`(${ageChecked})`,
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

/**
 * Cards of a ranked slice: the page's ids first, then only those rows. Another `order` (the /Adverts
 * sorts newest and nearest) takes the plain ordered slice.
 */
function rankedSlice(db: Db, where: SQL, limit: number, offset: number, order?: SQL[], tiers?: number[]) {
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
    .where(sql`${advertisers.id} in ${rankedIds(where, limit, offset, tiers)}`)
    .orderBy(...ranking);
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
  const atHome = (limit: number, offset: number) =>
    db
      .select({
        ...cardColumns,
        distanceMeters: sql<number>`earth_distance(${publicEarth}, ${from})::float8`,
      })
      .from(advertisers)
      .where(and(nearbyWhere, atHomeNow))
      // Distance alone: a second sort key makes PostgreSQL sort every row instead of walking the index
      // (measured at 100 000 adverts: 0.5 ms versus 1 s).
      .orderBy(sql`${publicEarthKey} <-> ${from}`)
      .limit(limit)
      .offset(offset);
  // Adverts on tour now are where their tour is: the few of them measured from the tour town's point
  // (public to 2 decimals like a home), merged with the walk from home.
  const touring = db
    .select({
      ...cardColumns,
      distanceMeters: sql<number>`earth_distance(ll_to_earth(round(${advertiserTours.latitude} * 100) / 100, round(${advertiserTours.longitude} * 100) / 100), ${from})::float8`,
    })
    .from(advertiserTours)
    .innerJoin(advertisers, eq(advertisers.id, advertiserTours.advertiserId))
    .where(and(touringNow, visibleAdvert));
  const fetchPage = async (p: number) => {
    const offset = (p - 1) * pageSize;
    const [home, away] = await Promise.all([atHome(pageSize, offset), touring]);
    if (!away.length) return home;
    // With tours running, the page is a slice of both lists merged: home rows up to its end, then cut.
    const homeRows = offset === 0 ? home : await atHome(offset + pageSize, 0);
    return [...homeRows, ...away]
      .sort((a, b) => a.distanceMeters - b.distanceMeters)
      .slice(offset, offset + pageSize);
  };
  // The total is the trigger-kept count of located public adverts: one lookup, not a count.
  const [rows, total] = await Promise.all([fetchPage(page), keptTotal(db, 'located')]);
  const last = Math.max(1, Math.ceil(total / pageSize));
  if (rows.length === 0 && page > last && total > 0)
    return { rows: await fetchPage(last), total, page: last };
  return { rows, total, page: Math.min(page, last) };
}

/** A tour running now (its end still ahead, its start passed). */
const touringNow = frozen(sql`${advertiserTours.endsAt} > now() and ${advertiserTours.startsAt} <= now()`);

/** The tour each advert is on now, in one query (no lookup per card). */
export async function visitingNow(db: Db, advertiserIds: number[]): Promise<Map<number, VisitingRow>> {
  if (advertiserIds.length === 0) return new Map();
  const rows = await db
    .select({
      advertiserId: advertiserTours.advertiserId,
      city: advertiserTours.city,
      zipCode: advertiserTours.zipCode,
      startsOn: advertiserTours.startsOn,
      endsOn: advertiserTours.endsOn,
    })
    .from(advertiserTours)
    .where(and(inIds(advertiserTours.advertiserId, advertiserIds), touringNow));
  return new Map(rows.map((r) => [r.advertiserId, r]));
}

/** The SQL of the nearby page query, for EXPLAIN in tests and benchmarks. */
export function nearbyExplainSql(point: { lat: number; lng: number }): SQL {
  const from = earthOf(point);
  return sql`select ${advertisers.id} from ${advertisers} where ${nearbyWhere} and ${atHomeNow} order by ${publicEarthKey} <-> ${from} limit 9`;
}

export async function listFeatured(db: Db, limit: number): Promise<AdvertCardRow[]> {
  return rankedSlice(db, and(visibleAdvert, featuredWhere)!, limit, 0, undefined, FEATURED_TIERS);
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

const mainOrImage = frozen(and(sql`${media.kind} in ('main', 'image')`, isNull(media.heldAt))!);

/** The card image of each advert (the main photo, else the first gallery photo), in one query. */
export async function mainImages(db: Db, advertiserIds: number[]): Promise<Map<number, MediaItem>> {
  if (advertiserIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([media.advertiserId], mediaColumns)
    .from(media)
    .where(and(inIds(media.advertiserId, advertiserIds), mainOrImage))
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
        inIds(advertiserPackages.advertiserId, advertiserIds),
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

/** Whether `guid` is the public id of an advert its advertiser retired (its tombstone). */
export async function isRetiredGuid(db: Db, guid: string): Promise<boolean> {
  const [row] = await db
    .select({ guid: retiredAdverts.guid })
    .from(retiredAdverts)
    .where(eq(retiredAdverts.guid, guid));
  return row !== undefined;
}
