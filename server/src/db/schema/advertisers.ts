import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { AdvertRate, OpeningHours, Screening } from '@velvet/contract';
import { createdAt, serialId, tstz } from './columns.ts';

/** The advertiser a row belongs to: deleting the account deletes the row. */
export const advertiserRef = () =>
  integer('advertiser_id')
    .notNull()
    .references(() => advertisers.id, { onDelete: 'cascade' });
/**
 * An account a row names without belonging to it (the operator who decided, the other advert of a finding):
 * deleting that account leaves the row, with null here.
 */
export const advertiserMention = (name: string) =>
  integer(name).references(() => advertisers.id, { onDelete: 'set null' });
/** The key of a table with at most one row per advertiser, deleted with the account. */
export const advertiserKey = () =>
  integer('advertiser_id')
    .primaryKey()
    .references(() => advertisers.id, { onDelete: 'cascade' });

type VisibilityColumns = Record<
  'role' | 'emailVerifiedAt' | 'activatedAt' | 'suspendedAt' | 'heldAt',
  AnyPgColumn
>;

/**
 * The visibility rule of lib/visibility.ts written on the table's own columns, for the partial indexes of
 * the public lists: a public query is index-served only when its condition implies the index's.
 */
const publicAdvert = (t: VisibilityColumns) =>
  sql`${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`;

/**
 * One row per account. Advertisers (role `advertiser`, is_user 0) *are* their advert (one account, one
 * advert); operators have role `admin` and no advert. An advert is public when it is verified, activated
 * (welcome package paid) and not suspended: docs/product.md#visibility.
 */
export const advertisers = pgTable(
  'advertisers',
  {
    id: serialId(),
    guid: uuid('guid').notNull().defaultRandom(),
    role: text('role', { enum: ['advertiser', 'admin'] })
      .notNull()
      .default('advertiser'),
    isUser: smallint('is_user').notNull().default(0),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /**
     * The language the account was made in, which the emails only the owner reads (sign-in and security
     * notices) are written in; null for accounts from before it was kept, which get both languages.
     */
    lang: text('lang', { enum: ['en', 'da'] }),
    phoneCode: text('phone_code').notNull().default('+45'),
    phoneNumber: text('phone_number').notNull().default(''),
    phoneCountryCode: text('phone_country_code').notNull().default('dk'),
    zipCode: text('zip_code').notNull().default(''),
    address: text('address').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    /** Public answers show postcode and town only, unless the advertiser switches the street on. */
    showStreetAddress: boolean('show_street_address').notNull().default(false),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    age: integer('age'),
    height: integer('height'),
    weight: integer('weight'),
    burst: text('burst').notNull().default(''),
    about: text('about').notNull().default(''),
    eyeColor: text('eye_color').notNull().default(''),
    hairColor: text('hair_color').notNull().default(''),
    sex: text('sex', { enum: ['Woman', 'Man', 'Trans'] }),
    /** Lower-cased, accent-folded "city address zip" for the address filter (see lib/text.ts). */
    searchText: text('search_text').notNull().default(''),
    emailVerifiedAt: tstz('email_verified_at'),
    /** Set when the welcome package is paid: the advert may be listed from then on. */
    activatedAt: tstz('activated_at'),
    suspendedAt: tstz('suspended_at'),
    suspendedReason: text('suspended_reason'),
    /** End of the latest paid package period; "validated" means packageUntil > now. Kept in step by the payments service. */
    packageUntil: tstz('package_until'),
    featuredUntil: tstz('featured_until'),
    /** "Available now" ends here; set by the advertiser for 1–12 hours at a time. */
    availableUntil: tstz('available_until'),
    /**
     * Held for review (MODERATION=pre): set when the advert is created, cleared when an operator approves it.
     * A held advert is not public (lib/visibility.ts), whatever else is true of it.
     */
    heldAt: tstz('held_at'),
    /** When an operator last approved the advert; null = never looked at (it is in the review queue). */
    reviewedAt: tstz('reviewed_at'),
    /** An operator's rejection, with the reason sent to the advertiser; cleared on approval. */
    reviewRejectedAt: tstz('review_rejected_at'),
    reviewReason: text('review_reason'),
    /** Operators trust this account's reports (an NGO, the police): they come first in the queue, marked. */
    trustedFlagger: boolean('trusted_flagger').notNull().default(false),
    /** An operator matched a selfie with the advert's photos; cleared when photos are added or replaced. */
    photoVerifiedAt: tstz('photo_verified_at'),
    /** Paused by the advertiser: out of every public answer from here (lib/visibility.ts `pausedNow`). */
    pausedAt: tstz('paused_at'),
    /** A pause with a set end shows the advert again from here, by the clock; null = until resumed by hand. */
    pausedUntil: tstz('paused_until'),
    /** How far the running pause has already moved the package's end (a pause with an end is credited at once). */
    pauseCreditedSeconds: integer('pause_credited_seconds').notNull().default(0),
    /** Up to 8 `{ minutes, price, place }`, as the advertiser saved them (contract `advertRate`). */
    rates: jsonb('rates').$type<AdvertRate[]>().notNull().default([]),
    /** Per weekday `{ from, to }` in Danish time, or null when closed; null = hours not given. */
    hours: jsonb('hours').$type<OpeningHours>(),
    /** What a client goes through before a first meeting (contract `SCREENING_LEVELS`). */
    screening: text('screening').$type<Screening>().notNull().default('none'),
    /** Deposit and cancellation terms as plain text (at most 300 characters); null = none stated. */
    depositPolicy: text('deposit_policy'),
    consentAdultAt: tstz('consent_adult_at'),
    consentIndependentAt: tstz('consent_independent_at'),
    consentTermsAt: tstz('consent_terms_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advertisers_guid_key').on(t.guid),
    uniqueIndex('advertisers_email_key').on(sql`lower(${t.email})`),
    // Nearest-first ordering (escort/all) walks this GiST index with the cube `<->` operator. It indexes
    // the public point (2 decimals), so distances never reveal more than the public coordinates do, moved
    // by at most ~1 m by the id (migration 0014) so that adverts sharing a public point stay apart in it.
    index('advertisers_earth_idx')
      .using(
        'gist',
        sql`ll_to_earth(round(${t.latitude} * 100) / 100 + (${t.id} % 1009) * 1e-8::float8, round(${t.longitude} * 100) / 100)`,
      )
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null and ${publicAdvert(t)}`),
    // Ranked lists walk the public adverts newest first, one ranking tier at a time (validated and
    // featured, validated, featured, the rest), and stop after the page: no sort of the catalogue.
    // Migrations 0011, 0013 and 0022 give it INCLUDE (package_until, featured_until, sex, age, available_until,
    // paused_at, paused_until): the tier, the pause and the common filters are tested on the index entries,
    // not on fetched rows. The walks below carry the pause columns likewise (0022).
    index('advertisers_recent_idx').on(t.updatedAt.desc(), t.id.desc()).where(publicAdvert(t)),
    // escort/all counts what it lists (located public adverts) with an index-only scan, not a table scan.
    index('advertisers_located_idx')
      .on(t.id)
      .where(sql`${t.latitude} is not null and ${t.longitude} is not null and ${publicAdvert(t)}`),
    // Related adverts: "same city" walked newest first, tier by tier, without scanning the catalogue.
    // Migrations 0011 and 0013 give it INCLUDE (city, sex, package_until, featured_until): the tier and sex tests
    // are made on the index entries, so a walk reads no table rows.
    index('advertisers_city_recent_idx')
      .on(sql`lower(${t.city})`, t.updatedAt.desc(), t.id.desc())
      .where(publicAdvert(t)),
    // Related adverts of the same city and sex, newest first; INCLUDE (city, package_until,
    // featured_until) in migrations 0011 and 0013, so even a rare tier in a big city is an index-only walk.
    index('advertisers_city_sex_recent_idx')
      .on(sql`lower(${t.city})`, t.sex, t.updatedAt.desc(), t.id.desc())
      .where(publicAdvert(t)),
    // The featured tiers walk only adverts with a featuring, newest first, and stop after the page (it
    // replaces a featured_until index whose tiers were read whole and sorted). Migration 0014 gives it
    // INCLUDE (package_until, featured_until, sex, age, available_until); the same by town for related adverts.
    index('advertisers_featured_recent_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.featuredUntil} is not null and ${publicAdvert(t)}`),
    index('advertisers_city_featured_recent_idx')
      .on(sql`lower(${t.city})`, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.featuredUntil} is not null and ${publicAdvert(t)}`),
    index('advertisers_paused_idx')
      .on(t.pausedUntil)
      .where(sql`${t.pausedAt} is not null`),
    index('advertisers_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('advertisers_zip_idx').on(sql`${t.zipCode} text_pattern_ops`),
    index('advertisers_sex_age_idx').on(t.sex, t.age),
    // The photo_verified filter walks only the verified public adverts, newest first, like advertisers_recent_idx.
    index('advertisers_photo_verified_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.photoVerifiedAt} is not null and ${publicAdvert(t)}`),
    // The operators' review queue: adverts never looked at, or held until they are.
    index('advertisers_review_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.role} = 'advertiser' and (${t.reviewedAt} is null or ${t.heldAt} is not null)`),
    // "Available now" filter: the few adverts with a window, not a scan of the catalogue.
    index('advertisers_available_idx')
      .on(t.availableUntil)
      .where(sql`${t.availableUntil} is not null and ${publicAdvert(t)}`),
  ],
);

/**
 * Exact totals of the unfiltered public lists, kept by triggers on advertisers (migration 0009):
 * `visible` (escort/normal, an unfiltered escort/search) and `located` (escort/all). Visibility does not
 * depend on the clock, so a row-level trigger keeps them exact, and reading one is one index lookup
 * however many adverts there are.
 */
export const catalogueCounts = pgTable('catalogue_counts', {
  name: text('name').primaryKey(),
  total: bigint('total', { mode: 'number' }).notNull().default(0),
});

/** Photos and videos of an advert. `kind` main = the main image (one), image = gallery, video. */
export const media = pgTable(
  'media',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    kind: text('kind', { enum: ['main', 'image', 'video'] }).notNull(),
    /** Storage key prefix; image variants live at `${key}/${width}.webp`, a video at `${key}/video.${ext}`. */
    storageKey: text('storage_key').notNull(),
    mime: text('mime').notNull(),
    width: integer('width'),
    height: integer('height'),
    /** Widths of the WebP variants that exist for an image, ascending. */
    variants: jsonb('variants').$type<number[]>().notNull().default([]),
    durationSeconds: doublePrecision('duration_seconds'),
    bytes: integer('bytes').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** Held for review (MODERATION=pre): not in public answers nor served publicly until approved. */
    heldAt: tstz('held_at'),
    /** When an operator approved it; null = in the review queue. */
    reviewedAt: tstz('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('media_advertiser_idx').on(t.advertiserId, t.kind, t.position),
    uniqueIndex('media_storage_key_key').on(t.storageKey),
    index('media_review_queue_idx')
      .on(t.advertiserId)
      .where(sql`${t.reviewedAt} is null`),
  ],
);

export const interests = pgTable(
  'interests',
  {
    id: serialId(),
    slug: text('slug').notNull(),
    nameEn: text('name_en').notNull(),
    nameDa: text('name_da').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('interests_slug_key').on(t.slug)],
);

export const advertiserInterests = pgTable(
  'advertiser_interests',
  {
    advertiserId: advertiserRef(),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.advertiserId, t.interestId] }),
    index('advertiser_interests_interest_idx').on(t.interestId, t.advertiserId),
  ],
);

export const PHOTO_VERIFICATION_STATUSES = ['issued', 'pending', 'approved', 'rejected'] as const;

/**
 * One photo verification per advertiser: the one-time word issued to them, then the selfie holding it
 * (stored like the advert's photos, but never public: served only through signed URLs to the owner and
 * operators), then an operator's decision. A new word starts over; the row keeps only the latest round.
 */
export const photoVerifications = pgTable(
  'photo_verifications',
  {
    advertiserId: advertiserKey(),
    word: text('word').notNull(),
    status: text('status', { enum: PHOTO_VERIFICATION_STATUSES }).notNull(),
    selfieKey: text('selfie_key'),
    selfieWidth: integer('selfie_width'),
    selfieHeight: integer('selfie_height'),
    selfieVariants: jsonb('selfie_variants').$type<number[]>().notNull().default([]),
    reason: text('reason'),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    submittedAt: tstz('submitted_at'),
    decidedAt: tstz('decided_at'),
    decidedBy: advertiserMention('decided_by'),
  },
  (t) => [
    index('photo_verifications_queue_idx').on(t.status, t.submittedAt),
    uniqueIndex('photo_verifications_selfie_key_key').on(t.selfieKey),
  ],
);
