import {
  AGE_BUCKETS,
  COPENHAGEN,
  FEATURED_MAX,
  NEARBY_PAGE_SIZE,
  RELATED_MAX,
  translate,
  type AdvertCard,
  type AdvertDetail,
  type AdvertListData,
  type Language,
  type NearbyQuery,
  type NormalQuery,
  type RelatedAdvert,
  type SearchQuery,
  type UserPackage,
} from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { normalizeSearchText } from '../../lib/text.ts';
import type { PageHead } from '../../plugins/spa.ts';
import { pageInfo } from '../../lib/paginate.ts';
import { findVisibleDetail, type AdvertDetailBundle } from './detail.ts';
import { nearestFirst, newestFirst, type SearchFilters } from './ranking.ts';
import * as repo from './repo.ts';
import { publicPartners } from '../duo/index.ts';
import type { Page } from './totals.ts';
import {
  aboutPlainText,
  toAdvertCard,
  toAdvertDetail,
  toRelatedAdvert,
  toUserPackage,
  truncateText,
  type AdvertCardRow,
} from './serialize.ts';

type Deps = Pick<AppDeps, 'database' | 'storage'>;

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Only a well-formed guid reaches SQL (a malformed one would be a cast error, i.e. a 500). */
export const isGuid = (value: string) => GUID.test(value);

export const advertNotFound = () => new AppError('catalogue.errors.advert_not_found', 404);

/**
 * No visible advert under `guid`: 410 Gone when its advertiser retired it (search engines drop the address;
 * the spa plugin adds noindex to every 410), else 404. The tombstone is read only on this miss.
 */
async function missingAdvert(deps: Deps, guid: string): Promise<AppError> {
  if (isGuid(guid) && (await repo.isRetiredGuid(deps.database.readDb, guid)))
    return new AppError('catalogue.errors.advert_gone', 410);
  return advertNotFound();
}

/**
 * Cards for a page of rows: card photos and package periods for all of them in two queries (no N+1),
 * then the contract shape.
 */
async function toCards(
  deps: Deps,
  rows: (AdvertCardRow & { distanceMeters?: number })[],
): Promise<AdvertCard[]> {
  const ids = rows.map((r) => r.id);
  const [images, periods, visiting, duos] = await Promise.all([
    repo.mainImages(deps.database.readDb, ids),
    repo.packagePeriods(deps.database.readDb, ids),
    repo.visitingNow(deps.database.readDb, ids),
    publicPartners(deps.database.readDb, ids),
  ]);
  return rows.map((row) =>
    toAdvertCard(
      deps.storage,
      row,
      images.get(row.id),
      periods.get(row.id),
      visiting.get(row.id),
      duos.get(row.id),
      row.distanceMeters,
    ),
  );
}

async function pageData(deps: Deps, page: Page<AdvertCardRow>, pageSize: number): Promise<AdvertListData> {
  return {
    escorts: await toCards(deps, page.rows),
    // An empty list still has one (empty) page, so a pager reads "Page 1 of 1".
    pagination: pageInfo(page.page, pageSize, page.total),
  };
}

/** escort/all: nearest first from the visitor, or from Copenhagen when the location is unknown. */
export async function listNearby(deps: Deps, query: NearbyQuery): Promise<AdvertListData> {
  const point =
    query.latitude !== undefined && query.longitude !== undefined
      ? { lat: query.latitude, lng: query.longitude }
      : COPENHAGEN;
  const page = await repo.listNearby(deps.database.readDb, point, query.page, NEARBY_PAGE_SIZE);
  return pageData(deps, page, NEARBY_PAGE_SIZE);
}

/** escort/search: the public predicate, each given filter, the usual ranking (docs/product.md#search). */
export async function search(deps: Deps, query: SearchQuery): Promise<AdvertListData> {
  const bucket = query.age === undefined ? undefined : AGE_BUCKETS.find((b) => b.value === query.age);
  const text = query.address ? normalizeSearchText(query.address) : '';
  const zip = query.zip_code;
  const placeText = zip && 'text' in zip ? normalizeSearchText(zip.text) : '';
  const filters: SearchFilters = {
    sex: query.sex,
    age: bucket ? { min: bucket.min, max: bucket.max } : undefined,
    text: text || undefined,
    placeText: placeText || undefined,
    zipPrefix: zip && 'prefix' in zip ? zip.prefix : undefined,
    interestIds: query.interests,
    availableNow: query.available_now,
    openNow: query.open_now,
    photoVerified: query.photo_verified,
    duo: query.duo,
  };
  // Validated first is the default ranking (tiered, fast); newest and nearest are /Adverts sorts.
  const order =
    query.sort === 'newest'
      ? newestFirst
      : query.sort === 'nearest'
        ? nearestFirst(
            query.latitude !== undefined && query.longitude !== undefined
              ? { lat: query.latitude, lng: query.longitude }
              : COPENHAGEN,
          )
        : undefined;
  const page = await repo.listRanked(deps.database.readDb, filters, query.page, query.page_size, order);
  return pageData(deps, page, query.page_size);
}

/** escort/normal: every visible advert, ranked. */
export async function listNormal(deps: Deps, query: NormalQuery): Promise<AdvertListData> {
  const page = await repo.listRanked(deps.database.readDb, {}, query.page, query.page_size);
  return pageData(deps, page, query.page_size);
}

export async function listFeatured(deps: Deps): Promise<AdvertCard[]> {
  return toCards(deps, await repo.listFeatured(deps.database.readDb, FEATURED_MAX));
}

const detailOf = (deps: Deps, found: AdvertDetailBundle, lang: Language): AdvertDetail =>
  toAdvertDetail(
    deps.storage,
    found.row,
    found.media,
    found.interests,
    found.period,
    lang,
    found.tours,
    found.duo,
  );

/** escort/getById: a visible advert; malformed, unknown and hidden guids are all "not found". */
export async function getVisibleAdvert(deps: Deps, guid: string, lang: Language): Promise<AdvertDetail> {
  const found = isGuid(guid) ? await findVisibleDetail(deps.database.readDb, guid) : undefined;
  if (!found) throw await missingAdvert(deps, guid);
  return detailOf(deps, found, lang);
}

/** escort/getRelated: same city first, then same sex; never itself; at most RELATED_MAX. */
export async function listRelated(deps: Deps, guid: string): Promise<RelatedAdvert[]> {
  const db = deps.database.readDb;
  // Two round trips whatever the advert: its town, sex and place, then the related rows in one statement.
  const advert = isGuid(guid) ? await repo.findVisibleRelatedKey(db, guid) : undefined;
  if (!advert) throw await missingAdvert(deps, guid);
  const rows = await repo.listRelated(db, advert, RELATED_MAX);
  return rows.map((row) => toRelatedAdvert(deps.storage, row, row.image ?? undefined));
}

/**
 * escort/get-user-package (no auth): only the package status fields. Shown for public
 * adverts, and for the signed-in owner's own account (which may not be public yet); `null` otherwise.
 */
export async function userPackageOf(
  deps: Deps,
  userId: number,
  requesterId: number | null,
): Promise<UserPackage | null> {
  // The owner's own status comes from the primary (just paid: no replica lag); anyone else's is public.
  const db = requesterId === userId ? deps.database.db : deps.database.readDb;
  const allowed = requesterId === userId || (await repo.findVisibleId(db, { id: userId })) !== undefined;
  if (!allowed) return null;
  const periods = await repo.packagePeriods(db, [userId]);
  return toUserPackage(periods.get(userId));
}

const DESCRIPTION_MAX = 155;

/**
 * Head tags of an advert's page, served in the HTML itself so shared links preview. Made from the advert's
 * own public answer (`escort/getById`), which the page reads anyway: the head asks the database nothing.
 */
export function detailsHead(publicUrl: string, row: AdvertDetail, lang: Language): PageHead {
  // Every page title ends in the one separator the web app's titles use.
  const title = `${[row.name, row.age === null ? '' : String(row.age), row.city].filter(Boolean).join(', ')} — Velvet`;
  const about = aboutPlainText(row.about);
  const description = truncateText(
    about || translate(lang, 'catalogue.head.details_fallback', { name: row.name }),
    DESCRIPTION_MAX,
  );
  const image = row.main_image_asset?.src;
  const absolute = (src: string) =>
    /^https?:\/\//.test(src) ? src : `${publicUrl}${src.startsWith('/') ? '' : '/'}${src}`;
  const page = `${publicUrl}/details?guid=${row.guid}`;
  return {
    title,
    description,
    type: 'profile',
    url: page,
    ...(image ? { image: absolute(image) } : {}),
    // Only where the advert sits on the site: search engines' rules give adult listings no rich result
    // (no person, business, offer or review markup), but a breadcrumb is plain navigation.
    structuredData: {
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Velvet', item: `${publicUrl}/` },
        {
          '@type': 'ListItem',
          position: 2,
          name: translate(lang, 'catalogue.head.adverts'),
          item: `${publicUrl}/Adverts`,
        },
        { '@type': 'ListItem', position: 3, name: row.name, item: page },
      ],
    },
  };
}
