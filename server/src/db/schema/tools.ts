import { sql } from 'drizzle-orm';
import { date, doublePrecision, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId, tstz } from './columns.ts';
import { advertiserKey, advertiserMention, advertiserRef } from './advertisers.ts';

/**
 * A tour: from the start of `starts_on` to the end of `ends_on` (Danish days) the advert is found in this
 * town. `starts_at`/`ends_at` are those Danish midnights, compared with the clock by the public lists.
 */
export const advertiserTours = pgTable(
  'advertiser_tours',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    zipCode: text('zip_code').notNull(),
    city: text('city').notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    /** Folded like advertisers.search_text, so the place search matches a tour town as it does a home. */
    searchText: text('search_text').notNull(),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    endsOn: date('ends_on', { mode: 'string' }).notNull(),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('advertiser_tours_ends_idx').on(t.endsAt, t.startsAt),
    index('advertiser_tours_advertiser_idx').on(t.advertiserId, t.endsAt),
  ],
);

/** Whom a missed check-in alerts; used only once the contact confirmed by the emailed link. */
export const emergencyContacts = pgTable(
  'emergency_contacts',
  {
    advertiserId: advertiserKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    lang: text('lang', { enum: ['en', 'da'] }).notNull(),
    tokenHash: text('token_hash'),
    confirmedAt: tstz('confirmed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('emergency_contacts_token_idx').on(t.tokenHash)],
);

/**
 * Each confirmation email sent to an emergency contact: the caps count these (per account a day, per
 * address a week whoever asks). The address is its suppression-list HMAC, never the address itself.
 */
export const emergencyContactRequests = pgTable(
  'emergency_contact_requests',
  {
    id: serialId(),
    advertiserId: advertiserMention('advertiser_id'),
    addressHash: text('address_hash').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('emergency_contact_requests_advertiser_idx').on(t.advertiserId, t.createdAt),
    index('emergency_contact_requests_address_idx').on(t.addressHash, t.createdAt),
  ],
);

/** A running check-in, one per advertiser; deleted when ended, its note blanked when it fires. */
export const checkIns = pgTable(
  'check_ins',
  {
    advertiserId: advertiserKey(),
    note: text('note').notNull(),
    dueAt: tstz('due_at').notNull(),
    remindedAt: tstz('reminded_at'),
    firedAt: tstz('fired_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('check_ins_due_idx')
      .on(t.dueAt)
      .where(sql`${t.firedAt} is null`),
  ],
);
