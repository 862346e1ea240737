import sanitizeHtml from 'sanitize-html';
import { sanitizeAbout } from '../../lib/sanitize.ts';
import {
  localized,
  type AdvertCard,
  type AdvertDetail,
  type DuoPartner,
  type ImageAsset,
  type Language,
  type PublicTour,
  type RelatedAdvert,
  type Sex,
  type UserPackage,
} from '@velvet/contract';
import type { MediaStorage } from '../../adapters/storage.ts';
import { profileFacts, type ProfileRow } from '../../lib/advertiser-profile.ts';
import { imageAsset, imagePath, videoPath } from '../../lib/media-urls.ts';
import { lookupPostcode } from '../../adapters/geocoder.ts';

/**
 * Row → public shape mappers of the advert contract (contract/src/adverts.ts). Every public view of
 * an advert goes through these, so what may leave the server is decided here once: no email,
 * password data, tokens, search text, and coordinates rounded to 2 decimals (~1 km); docs/product.md#privacy.
 *
 * Inputs are plain rows (see repo.ts `cardColumns`, detail.ts `detailColumns`), the advert's media rows, its
 * package period and interests; loading them is the caller's business (one query per kind for a
 * whole page — see service.ts `toCards`).
 */

/** Columns a card needs (repo.ts `cardColumns`). */
export type AdvertCardRow = {
  id: number;
  guid: string;
  name: string;
  age: number | null;
  sex: Sex | null;
  city: string;
  address: string;
  zipCode: string;
  /** The advertiser chose to publish the street; otherwise only postcode and town leave the server. */
  showStreetAddress: boolean;
  /** featured_until > now(), computed in SQL. */
  featured: boolean;
  /** available_until while it has not passed (and a package is active), else null; computed in SQL. */
  availableUntil: Date | null;
  /** photo_verified_at is set, computed in SQL. */
  photoVerified: boolean;
  /** The latest age check with MitID found the advertiser 18+, computed in SQL. */
  ageChecked: boolean;
};

/** The tour an advert is on now, or one of its tours ahead ("YYYY-MM-DD" Danish dates). */
export type VisitingRow = { city: string; zipCode: string; startsOn: string; endsOn: string };

const toPublicTour = (row: VisitingRow): PublicTour => ({
  city: row.city,
  zip_code: row.zipCode,
  starts_on: row.startsOn,
  ends_on: row.endsOn,
});

/** Columns the detail page needs (detail.ts `detailColumns`): the card's and the profile's. */
export type AdvertDetailRow = AdvertCardRow & ProfileRow & { isUser: number };

/** A `media` row (kind main | image | video). */
export type MediaItem = {
  advertiserId: number;
  kind: 'main' | 'image' | 'video';
  storageKey: string;
  mime: string;
  width: number | null;
  height: number | null;
  variants: number[];
  position: number;
};

/** The package period that decides the badge (repo.ts `packagePeriods`). */
export type PackagePeriod = { id: number; packageId: number; startsAt: Date; endsAt: Date; active: boolean };

export type InterestName = { id: number; nameEn: string; nameDa: string };

/** 2 decimals ≈ 1 km: enough for "near you", too coarse to find a door. */
export const roundCoordinate = (value: number | null): number | null =>
  value === null ? null : Math.round(value * 100) / 100;

/**
 * The address a visitor may see. The street is where someone lives or works, so by default only the
 * area leaves the server: postcode and town, the town taken from the postcode list where it names the
 * district ("2100 København Ø" rather than the typed "København"). The street is added only when the
 * advertiser switched "Show my street address" on (docs/product.md#privacy).
 */
function publicAddress(
  row: Pick<AdvertCardRow, 'address' | 'city' | 'zipCode' | 'showStreetAddress'>,
): string {
  const zip = row.zipCode.trim();
  const town = (zip && lookupPostcode(zip)?.city) || row.city.trim();
  const area = [zip, town].filter(Boolean).join(' ');
  if (!row.showStreetAddress) return area;
  const street = row.address.trim();
  if (!street) return area;
  // Addresses picked from the autocomplete already end with postcode and town; do not repeat them.
  return zip && street.includes(zip) ? street : [street, area].filter(Boolean).join(', ');
}

export const interestName = (interest: InterestName, lang: Language) => localized(interest, 'name', lang);

/** `user_package`: status "active" means validated; null when the advertiser never had one. */
export function toUserPackage(period: PackagePeriod | undefined | null): UserPackage | null {
  if (!period) return null;
  return {
    id: period.id,
    package_id: period.packageId,
    status: period.active ? 'active' : 'expired',
    starts_at: period.startsAt.toISOString(),
    ends_at: period.endsAt.toISOString(),
  };
}

/** The photo a card shows: the main image, else the first gallery image. */
export function cardImage(items: MediaItem[]): MediaItem | undefined {
  return items.find((m) => m.kind === 'main') ?? items.find((m) => m.kind === 'image');
}

/**
 * A list card. `image` is the advert's card photo (main, else first gallery photo); `period` its
 * package period; `distanceMeters` only for the nearby list.
 */
export function toAdvertCard(
  storage: MediaStorage,
  row: AdvertCardRow,
  image: MediaItem | undefined,
  period: PackagePeriod | undefined,
  visiting: VisitingRow | undefined,
  duo: DuoPartner | undefined,
  distanceMeters?: number,
): AdvertCard {
  const card: AdvertCard = {
    id: row.id,
    guid: row.guid,
    name: row.name,
    age: row.age,
    sex: row.sex,
    city: row.city,
    address: publicAddress(row),
    zip_code: row.zipCode,
    main_image: image ? imagePath(storage, image) : null,
    main_image_asset: image ? imageAsset(storage, image) : null,
    user_package: toUserPackage(period),
    featured: row.featured,
    available_until: row.availableUntil ? row.availableUntil.toISOString() : null,
    photo_verified: row.photoVerified,
    age_checked: row.ageChecked,
    visiting: visiting ? toPublicTour(visiting) : null,
    duo: duo ?? null,
  };
  if (distanceMeters !== undefined) card.distance_km = Math.round(distanceMeters / 100) / 10;
  return card;
}

/** The detail page: the card plus facts, sanitised about HTML, gallery, videos and interests. */
export function toAdvertDetail(
  storage: MediaStorage,
  row: AdvertDetailRow,
  items: MediaItem[],
  interests: InterestName[],
  period: PackagePeriod | undefined,
  lang: Language,
  tours: (VisitingRow & { current: boolean })[] = [],
  duo: DuoPartner | null = null,
): AdvertDetail {
  const gallery = items.filter((m) => m.kind === 'image');
  const images: string[] = [];
  const assets: ImageAsset[] = [];
  for (const item of gallery) {
    const path = imagePath(storage, item);
    const asset = imageAsset(storage, item);
    if (path && asset) {
      images.push(path);
      assets.push(asset);
    }
  }
  return {
    ...toAdvertCard(
      storage,
      row,
      cardImage(items),
      period,
      tours.find((t) => t.current),
      duo ?? undefined,
    ),
    ...profileFacts(row),
    latitude: roundCoordinate(row.latitude),
    longitude: roundCoordinate(row.longitude),
    // Sanitised on save too; again here so an old row or a direct database edit can never put a script on a page.
    about: sanitizeAbout(row.about),
    is_user: row.isUser,
    images,
    image_assets: assets,
    videos: items.filter((m) => m.kind === 'video').map((m) => videoPath(storage, m.storageKey)),
    user_interest: interests.map((i) => ({ interest_id: i.id, name: interestName(i, lang) })),
    tours: tours.map(toPublicTour),
  };
}

/** A related advert: `media[0].original_url` is the card photo; empty media = default image. */
export function toRelatedAdvert(
  storage: MediaStorage,
  row: AdvertCardRow,
  image: MediaItem | undefined,
): RelatedAdvert {
  const asset = image ? imageAsset(storage, image) : null;
  return {
    id: row.id,
    guid: row.guid,
    name: row.name,
    city: row.city,
    media: asset ? [{ original_url: asset.src, srcset: asset.srcset }] : [],
    photo_verified: row.photoVerified,
  };
}

/** Plain text of an about HTML, whitespace collapsed (for meta descriptions). */
export function aboutPlainText(html: string): string {
  const text = sanitizeHtml(html.replace(/<\/(p|h[1-6]|li|blockquote)>|<br\s*\/?>/gi, ' '), {
    allowedTags: [],
    allowedAttributes: {},
  });
  return decodeEntities(text).replace(/\s+/g, ' ').trim();
}

// sanitize-html re-escapes the text it keeps; the description is escaped again where it is rendered.
function decodeEntities(text: string): string {
  return text
    .replace(/&nbsp;/g, ' ')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&#x27;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Cuts text to at most `max` characters at a word boundary, with an ellipsis when cut. */
export function truncateText(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,.;:–—-]+$/, '')}…`;
}
