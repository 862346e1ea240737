import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const tstz = (name: string) => timestamp(name, { withTimezone: true });

/**
 * One row per account. Advertisers (role `advertiser`, is_user 0) *are* their advert (one account, one
 * advert); operators have role `admin` and no advert. An advert is public when it is verified, activated
 * (welcome package paid) and not suspended: docs/product.md#visibility.
 */
export const PAYMENT_ROW_STATUSES = [
  'pending',
  'completed',
  'cancelled',
  'failed',
  'review',
  'refunded',
  'charged_back',
] as const;

export const advertisers = pgTable(
  'advertisers',
  {
    id: serial('id').primaryKey(),
    guid: uuid('guid').notNull().defaultRandom(),
    role: text('role', { enum: ['advertiser', 'admin'] })
      .notNull()
      .default('advertiser'),
    isUser: smallint('is_user').notNull().default(0),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
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
    /** An operator matched a selfie with the advert's photos; cleared when photos are added or replaced. */
    photoVerifiedAt: tstz('photo_verified_at'),
    consentAdultAt: tstz('consent_adult_at'),
    consentIndependentAt: tstz('consent_independent_at'),
    consentTermsAt: tstz('consent_terms_at'),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('advertisers_guid_key').on(t.guid),
    uniqueIndex('advertisers_email_key').on(sql`lower(${t.email})`),
    // The public lists filter on visibility and rank by validated, featured, updated.
    index('advertisers_listing_idx')
      .on(t.packageUntil.desc(), t.featuredUntil.desc(), t.updatedAt.desc())
      .where(
        sql`${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    // Nearest-first ordering (escort/all) walks this GiST index with the cube `<->` operator. It indexes
    // the public point (2 decimals), so distances never reveal more than the public coordinates do.
    index('advertisers_earth_idx')
      .using('gist', sql`ll_to_earth(round(${t.latitude} * 100) / 100, round(${t.longitude} * 100) / 100)`)
      .where(
        sql`${t.latitude} is not null and ${t.longitude} is not null and ${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    // Ranked lists walk the public adverts newest first, one ranking tier at a time (validated and
    // featured, validated, featured, the rest), and stop after the page: no sort of the catalogue.
    // Migrations 0011 and 0013 give it INCLUDE (package_until, featured_until, sex, age, available_until): the tier
    // and the common filters are tested on the index entries, not on fetched rows.
    index('advertisers_recent_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(
        sql`${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    // The featured tiers are small: read them from here rather than walking every advert for them.
    // Migrations 0011 and 0013 give it INCLUDE (package_until, updated_at, id) so the tiers are read from the index
    // alone (drizzle's index builder has no INCLUDE; the migration is the definition).
    index('advertisers_featured_idx')
      .on(t.featuredUntil)
      .where(
        sql`${t.featuredUntil} is not null and ${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    // escort/all counts what it lists (located public adverts) with an index-only scan, not a table scan.
    index('advertisers_located_idx')
      .on(t.id)
      .where(
        sql`${t.latitude} is not null and ${t.longitude} is not null and ${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    // Related adverts: "same city" walked newest first, tier by tier, without scanning the catalogue.
    // Migrations 0011 and 0013 give it INCLUDE (city, sex, package_until, featured_until): the tier and sex tests
    // are made on the index entries, so a walk reads no table rows.
    index('advertisers_city_recent_idx')
      .on(sql`lower(${t.city})`, t.updatedAt.desc(), t.id.desc())
      .where(
        sql`${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    // Related adverts of the same city and sex, newest first; INCLUDE (city, package_until,
    // featured_until) in migrations 0011 and 0013, so even a rare tier in a big city is an index-only walk.
    index('advertisers_city_sex_recent_idx')
      .on(sql`lower(${t.city})`, t.sex, t.updatedAt.desc(), t.id.desc())
      .where(
        sql`${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    index('advertisers_search_text_idx').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('advertisers_zip_idx').on(sql`${t.zipCode} text_pattern_ops`),
    index('advertisers_sex_age_idx').on(t.sex, t.age),
    // The photo_verified filter walks only the verified public adverts, newest first, like advertisers_recent_idx.
    index('advertisers_photo_verified_idx')
      .on(t.updatedAt.desc(), t.id.desc())
      .where(
        sql`${t.photoVerifiedAt} is not null and ${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
    // The operators' review queue: adverts never looked at, or held until they are.
    index('advertisers_review_queue_idx')
      .on(t.createdAt)
      .where(sql`${t.role} = 'advertiser' and (${t.reviewedAt} is null or ${t.heldAt} is not null)`),
    // "Available now" filter: the few adverts with a window, not a scan of the catalogue.
    index('advertisers_available_idx')
      .on(t.availableUntil)
      .where(
        sql`${t.availableUntil} is not null and ${t.role} = 'advertiser' and ${t.emailVerifiedAt} is not null and ${t.activatedAt} is not null and ${t.suspendedAt} is null and ${t.heldAt} is null`,
      ),
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
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
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
    id: serial('id').primaryKey(),
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
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.advertiserId, t.interestId] }),
    index('advertiser_interests_interest_idx').on(t.interestId, t.advertiserId),
  ],
);

export const packages = pgTable('packages', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  titleDa: text('title_da').notNull(),
  description: text('description').notNull().default(''),
  descriptionDa: text('description_da').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  durationDays: integer('duration_days').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    /** Our reference, sent to the provider as custom_id and checked on capture. */
    reference: uuid('reference').notNull().defaultRandom(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['registration', 'package'] }).notNull(),
    provider: text('provider', { enum: ['local', 'paypal', 'verotel'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    /** Snapshot of the package at order time: later price changes never touch this payment. */
    packageTitle: text('package_title').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    durationDays: integer('duration_days').notNull(),
    /**
     * `review`: money arrived but nothing was granted (a second welcome package, a tampered amount) and an
     * operator refunds or resolves it; `refunded` / `charged_back`: the money went back and the period ended.
     */
    status: text('status', { enum: PAYMENT_ROW_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id'),
    failureReason: text('failure_reason'),
    /** Why an operator must look at this payment (set with status `review`, kept afterwards). */
    reviewReason: text('review_reason'),
    /** The buyer's language when ordering: mails sent later (receipt by postback, refund) use it. */
    lang: text('lang', { enum: ['en', 'da'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    capturedAt: tstz('captured_at'),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_advertiser_idx').on(t.advertiserId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    // The welcome package is granted once per account, whatever races the captures or postbacks run.
    uniqueIndex('payments_one_welcome_key')
      .on(t.advertiserId)
      .where(sql`${t.kind} = 'registration' and ${t.status} = 'completed'`),
  ],
);

/** Money going back after a payment: one refund and one chargeback at most per payment. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'chargeback'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's id of the event (FlexPay transactionID, PayPal capture id). */
    providerEventId: text('provider_event_id'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_payment_kind_key').on(t.paymentId, t.kind),
    index('payment_events_created_idx').on(t.createdAt),
  ],
);

/** A paid period. Stacking: a purchase while active starts where the current period ends. */
export const advertiserPackages = pgTable(
  'advertiser_packages',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'restrict' }),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('advertiser_packages_advertiser_idx').on(t.advertiserId, t.endsAt),
    uniqueIndex('advertiser_packages_payment_key').on(t.paymentId),
  ],
);

/** Orders of the local payment provider (development and tests only). */
export const localPaymentOrders = pgTable('local_payment_orders', {
  id: text('id').primaryKey(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  customId: text('custom_id').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED'] })
    .notNull()
    .default('CREATED'),
  captureId: text('capture_id'),
  createdAt: createdAt(),
});

/** Email one-time codes: hashed, single use, bound to account and purpose (0 register, 1 reset). */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    purpose: smallint('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    sentAt: tstz('sent_at').notNull().defaultNow(),
    verifiedAt: tstz('verified_at'),
    consumedAt: tstz('consumed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_codes_account_purpose_key').on(t.advertiserId, t.purpose)],
);

/** Bearer tokens: only a SHA-256 of the random token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: tstz('expires_at').notNull(),
    lastUsedAt: tstz('last_used_at'),
    /** What the account's device list shows: "Chrome 131 · Linux", never the whole user-agent string. */
    browser: text('browser'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('auth_tokens_hash_key').on(t.tokenHash),
    index('auth_tokens_advertiser_idx').on(t.advertiserId),
  ],
);

/** Testimonials ("feedback" in the API): public only once approved by an admin. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    moderatedAt: tstz('moderated_at'),
    moderatedBy: integer('moderated_by').references(() => advertisers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_advertiser_idx').on(t.advertiserId, t.status)],
);

export const reports = pgTable(
  'reports',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    reason: text('reason', { enum: ['underage', 'trafficking', 'fake_photos', 'scam', 'other'] }).notNull(),
    details: text('details').notNull().default(''),
    reporterEmail: text('reporter_email'),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolutionNote: text('resolution_note'),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => advertisers.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt)],
);

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  service: text('service').notNull().default(''),
  message: text('message').notNull().default(''),
  readAt: tstz('read_at'),
  createdAt: createdAt(),
});

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    contactNumber: text('contact_number').notNull(),
    email: text('email').notNull(),
    address: text('address').notNull().default(''),
    address2: text('address2').notNull().default(''),
    country: text('country').notNull().default(''),
    city: text('city').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    age: integer('age'),
    details: text('details').notNull().default(''),
    /** incall (at the advertiser's) or outcall (the client's address above, asked only then). */
    visit: text('visit', { enum: ['incall', 'outcall'] })
      .notNull()
      .default('incall'),
    preferredAt: tstz('preferred_at'),
    durationMinutes: integer('duration_minutes'),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_requests_advertiser_idx').on(t.advertiserId),
    // Site-wide booking totals per day (back-office statistics).
    index('booking_requests_created_idx').on(t.createdAt),
  ],
);

/**
 * Every email we send, rendered, written in the transaction of the change it reports and delivered
 * by the outbox worker (adapters/mailer.ts): `pending` until sent, retried with backoff, `failed`
 * after the last attempt. `locked_until` is a worker's claim; an expired claim is free again.
 * The dev outbox (/dev/mail) and the back-office list these.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    lang: text('lang').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    /** The body holds a one-time code: blanked once delivered over SMTP. */
    carriesCode: boolean('carries_code').notNull().default(false),
    sentAt: tstz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_status_idx').on(t.status, t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => advertisers.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt)],
);

/** Each start of "available now": at most two a day per advertiser. */
export const availabilityStarts = pgTable(
  'availability_starts',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    startedAt: tstz('started_at').notNull().defaultNow(),
    hours: smallint('hours').notNull(),
  },
  (t) => [index('availability_starts_advertiser_idx').on(t.advertiserId, t.startedAt)],
);

/**
 * Counts per advert and day (Copenhagen time). Nothing about the visitor is kept: no address, no
 * user agent, no hash — a view is deduplicated in memory (or Redis) and only the sum lands here.
 * Booking requests are counted from `booking_requests` itself.
 */
export const advertDailyStats = pgTable(
  'advert_daily_stats',
  {
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    phone: integer('phone').notNull().default(0),
    chat: integer('chat').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertiserId, t.day] }), index('advert_daily_stats_day_idx').on(t.day)],
);

/**
 * Keys the server generates for itself on first start and every instance shares (e.g. `media_url`, which
 * signs the short-lived URLs of media of adverts that are not public). Never sent to anyone.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});

export const PHOTO_VERIFICATION_STATUSES = ['issued', 'pending', 'approved', 'rejected'] as const;

/**
 * One photo verification per advertiser: the one-time word issued to them, then the selfie holding it
 * (stored like the advert's photos, but never public: served only through signed URLs to the owner and
 * operators), then an operator's decision. A new word starts over; the row keeps only the latest round.
 */
export const photoVerifications = pgTable(
  'photo_verifications',
  {
    advertiserId: integer('advertiser_id')
      .primaryKey()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
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
    decidedBy: integer('decided_by').references(() => advertisers.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('photo_verifications_queue_idx').on(t.status, t.submittedAt),
    uniqueIndex('photo_verifications_selfie_key_key').on(t.selfieKey),
  ],
);

/**
 * An account's authenticator-app secret (TOTP). Encrypted with AES-256-GCM under the `totp` key of
 * `server_secrets`, bound to the account. `enabled_at` null: set up but not yet confirmed with a code.
 * `last_time_step` is the newest accepted code's time step: a code is never accepted twice.
 */
export const accountTotp = pgTable('account_totp', {
  advertiserId: integer('advertiser_id')
    .primaryKey()
    .references(() => advertisers.id, { onDelete: 'cascade' }),
  secretEncrypted: text('secret_encrypted').notNull(),
  enabledAt: tstz('enabled_at'),
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

/** Single-use recovery codes of the two-factor sign-in (SHA-256 of 80 random bits each). */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: tstz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_account_hash_key').on(t.advertiserId, t.codeHash)],
);

/**
 * A sign-in waiting for its second factor: the right password was given, a code is still due. Only the
 * SHA-256 of the challenge is kept; it expires after minutes and is locked after 10 tries.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    challengeHash: text('challenge_hash').notNull(),
    attempts: smallint('attempts').notNull().default(0),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sign_in_challenges_hash_key').on(t.challengeHash),
    index('sign_in_challenges_account_idx').on(t.advertiserId),
  ],
);

/** Passkeys (WebAuthn credentials). `user_handle` is the same random id for every passkey of one account. */
export const passkeys = pgTable(
  'passkeys',
  {
    id: serial('id').primaryKey(),
    advertiserId: integer('advertiser_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    credentialId: text('credential_id').notNull(),
    publicKey: text('public_key').notNull(),
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    userHandle: text('user_handle').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    lastUsedAt: tstz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkeys_credential_key').on(t.credentialId),
    index('passkeys_account_idx').on(t.advertiserId),
  ],
);

/**
 * WebAuthn ceremonies in progress: the SHA-256 of each challenge the server handed out, single use and
 * short-lived. `advertiser_id` is set when a signed-in account adds a passkey, null for a passkey sign-in.
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: serial('id').primaryKey(),
    challengeHash: text('challenge_hash').notNull(),
    purpose: text('purpose', { enum: ['register', 'sign_in'] }).notNull(),
    advertiserId: integer('advertiser_id').references(() => advertisers.id, { onDelete: 'cascade' }),
    /** The user handle a passkey being added is made with (the account's own, or a new one for its first). */
    userHandle: text('user_handle'),
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('passkey_challenges_hash_key').on(t.challengeHash),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);
