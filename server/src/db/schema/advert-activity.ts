import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, tstz } from './columns.ts';
import { advertiserKey, advertiserMention, advertiserRef } from './advertisers.ts';

/** Testimonials ("feedback" in the API): public only once approved by an admin. */
export const testimonials = pgTable(
  'testimonials',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    name: text('name').notNull(),
    rating: smallint('rating').notNull(),
    message: text('message').notNull(),
    status: text('status', { enum: ['pending', 'approved', 'rejected'] })
      .notNull()
      .default('pending'),
    moderatedAt: tstz('moderated_at'),
    moderatedBy: advertiserMention('moderated_by'),
    createdAt: createdAt(),
  },
  (t) => [index('testimonials_advertiser_idx').on(t.advertiserId, t.status)],
);

export const reports = pgTable(
  'reports',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    reason: text('reason', { enum: ['underage', 'trafficking', 'fake_photos', 'scam', 'other'] }).notNull(),
    details: text('details').notNull().default(''),
    reporterEmail: text('reporter_email'),
    /** The signed-in trusted flagger who sent the report, if one did. */
    trustedFlaggerId: advertiserMention('trusted_flagger_id'),
    status: text('status', { enum: ['open', 'resolved', 'dismissed'] })
      .notNull()
      .default('open'),
    resolutionNote: text('resolution_note'),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: advertiserMention('resolved_by'),
    createdAt: createdAt(),
  },
  (t) => [index('reports_status_idx').on(t.status, t.createdAt)],
);

export const bookingRequests = pgTable(
  'booking_requests',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
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
    /** Stored while its advertiser takes a daily digest: not mailed yet, waiting for the next digest. */
    awaitingDigest: boolean('awaiting_digest').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('booking_requests_advertiser_idx').on(t.advertiserId),
    // The per-advert caps count an advert's requests of the last hour and day.
    index('booking_requests_advertiser_created_idx').on(t.advertiserId, t.createdAt),
    index('booking_requests_digest_idx')
      .on(t.createdAt)
      .where(sql`${t.awaitingDigest}`),
    // Site-wide booking totals per day (back-office statistics).
    index('booking_requests_created_idx').on(t.createdAt),
  ],
);

/** An advertiser who takes one email a day of the day's booking requests, in this language, instead of one each. */
export const bookingDigestSettings = pgTable('booking_digest_settings', {
  advertiserId: advertiserKey(),
  lang: text('lang', { enum: ['en', 'da'] }).notNull(),
  createdAt: createdAt(),
});

/** Each start of "available now": at most two a day per advertiser. */
export const availabilityStarts = pgTable(
  'availability_starts',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
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
    advertiserId: advertiserRef(),
    day: date('day', { mode: 'string' }).notNull(),
    views: integer('views').notNull().default(0),
    phone: integer('phone').notNull().default(0),
    chat: integer('chat').notNull().default(0),
    /** Booking requests, one per address a day (each request still reaches the advertiser). */
    bookings: integer('bookings').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.advertiserId, t.day] }), index('advert_daily_stats_day_idx').on(t.day)],
);
