/** The detail page of an advert: its columns, and everything else it shows in one statement. */
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisers } from '../../db/schema.ts';
import { profileColumns } from '../../lib/advertiser-profile.ts';
import { publicMediaItem, visibleAdvert } from '../../lib/visibility.ts';
import { cardColumns } from './repo.ts';
import { publicPartnerJson, type Partner } from '../duo/index.ts';
import type { AdvertDetailRow, InterestName, MediaItem, PackagePeriod, VisitingRow } from './serialize.ts';

/** Card columns plus the public facts of the detail page (coordinates are rounded by the serializer). */
const detailColumns = {
  ...cardColumns,
  ...profileColumns,
  isUser: advertisers.isUser,
};

/**
 * The lookup by guid is prepared once per database handle: building the statement through the query
 * builder was a tenth of an uncached advert answer, and PostgreSQL plans a named statement once per
 * connection instead of on every request (its planning took twice its execution).
 */
function preparedPer<T>(prepare: (db: Db) => T) {
  const prepared = new WeakMap<Db, T>();
  return (db: Db) => {
    let statement = prepared.get(db);
    if (!statement) prepared.set(db, (statement = prepare(db)));
    return statement;
  };
}
const byGuid = and(visibleAdvert, eq(advertisers.guid, sql.placeholder('guid')));

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
  tours: TourJson[];
  duo: Partner | null;
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

// The tours not yet over, soonest first (a handful at most, on advertiser_tours_advertiser_idx).
const toursJson = sql<TourJson[]>`(select coalesce(json_agg(json_build_object(
    'city', t.city, 'zipCode', t.zip_code, 'startsOn', t.starts_on, 'endsOn', t.ends_on,
    'current', t.starts_at <= now()) order by t.starts_at, t.id), '[]'::json)
  from advertiser_tours t where t.advertiser_id = "advertisers"."id" and t.ends_at > now())`;
type TourJson = VisitingRow & { current: boolean };

const visibleDetail = preparedPer((db) =>
  db
    .select({
      ...detailColumns,
      media: mediaJson,
      interests: interestsJson,
      period: periodJson,
      tours: toursJson,
      duo: publicPartnerJson,
    })
    .from(advertisers)
    .where(byGuid)
    .limit(1)
    .prepare('advert_detail_by_guid'),
);

/** The detail page of a public advert by guid, in one round trip (hidden ones are not found). */
export async function findVisibleDetail(db: Db, guid: string): Promise<AdvertDetailBundle | undefined> {
  const [found] = await visibleDetail(db).execute({ guid });
  if (!found) return undefined;
  const { media: items, interests: names, period, tours, duo, ...row } = found;
  return {
    row,
    tours,
    duo,
    media: items,
    interests: names,
    period: period
      ? { ...period, startsAt: new Date(period.startsAt), endsAt: new Date(period.endsAt) }
      : undefined,
  };
}
