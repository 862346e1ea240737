import { sql } from 'drizzle-orm';
import { SAFETY_REASONS } from '@velvet/contract';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { advertiserMention, advertiserRef, media } from './advertisers.ts';
import { createdAt, openQueueIndex, serialId, stringList, tstz } from './columns.ts';

/**
 * The four 16-bit bands of a 64-bit perceptual hash, each indexed: two hashes within Hamming distance d
 * agree within floor(d / 4) bits in at least one band (pigeonhole), so a lookup probes the bands instead
 * of reading every hash.
 */
const bands = {
  band0: integer('band0').notNull(),
  band1: integer('band1').notNull(),
  band2: integer('band2').notNull(),
  band3: integer('band3').notNull(),
};

/** One index per band, named `<table>_<band>_idx`. */
const bandIndexes = (table: string, t: Record<keyof typeof bands, AnyPgColumn>) =>
  (Object.keys(bands) as (keyof typeof bands)[]).map((band) => index(`${table}_${band}_idx`).on(t[band]));

/**
 * The perceptual hashes (pHash, 64 bits) of every advert photo, written with the photo's row: variant 0 is
 * the upright picture, the others the picture trimmed of any frame and its parts (StoredImage.kept), so that
 * a later copy that was mirrored, turned, framed or cropped is found (migration 0024).
 */
export const photoHashes = pgTable(
  'photo_hashes',
  {
    mediaId: integer('media_id')
      .notNull()
      .references(() => media.id, { onDelete: 'cascade' }),
    variant: smallint('variant').notNull().default(0),
    advertiserId: advertiserRef(),
    hash: bigint('hash', { mode: 'bigint' }).notNull(),
    ...bands,
  },
  (t) => [
    primaryKey({ columns: [t.mediaId, t.variant] }),
    ...bandIndexes('photo_hashes', t),
    index('photo_hashes_advertiser_idx').on(t.advertiserId),
  ],
);

/** Hashes of known abusive or non-consensual images, imported by operators: an upload matching one is refused. */
export const blockedPhotoHashes = pgTable(
  'blocked_photo_hashes',
  {
    hash: bigint('hash', { mode: 'bigint' }).primaryKey(),
    ...bands,
    /** The list's name as the operator gave it at import. */
    source: text('source').notNull(),
    importedBy: advertiserMention('imported_by'),
    importedAt: tstz('imported_at').notNull().defaultNow(),
  },
  (t) => bandIndexes('blocked_photo_hashes', t),
);

/**
 * What the screening found on an advert, for the operators' safety queue: open until an operator clears
 * it. `holds` = the advert is kept out of every public answer (advertisers.held_at) while it is open.
 */
export const safetyFlags = pgTable(
  'safety_flags',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    reason: text('reason', { enum: SAFETY_REASONS }).notNull(),
    /** The advert's photo that matched (duplicate_photo). */
    mediaId: integer('media_id').references(() => media.id, { onDelete: 'set null' }),
    /** The other account (duplicate_photo; shared_phone: the first it was found with) and its photo that matched. */
    otherAdvertiserId: advertiserMention('other_advertiser_id'),
    otherMediaId: integer('other_media_id').references(() => media.id, { onDelete: 'set null' }),
    distance: integer('distance'),
    phone: text('phone'),
    /** shared_phone: every account found with the number, in the order they were found (migration 0024). */
    accounts: jsonb('accounts').$type<number[]>().notNull().default([]),
    phrases: stringList('phrases'),
    holds: boolean('holds').notNull().default(false),
    createdAt: createdAt(),
    resolvedAt: tstz('resolved_at'),
    resolvedBy: advertiserMention('resolved_by'),
  },
  (t) => [
    openQueueIndex('safety_flags_open_idx', t, t.resolvedAt),
    // The queue's order: findings that hide an advert first, then by age (migration 0024).
    index('safety_flags_open_holding_idx')
      .on(t.holds.desc(), t.createdAt, t.id)
      .where(sql`${t.resolvedAt} is null`),
    // One open shared-phone finding per number, however many accounts have it.
    uniqueIndex('safety_flags_open_phone_key')
      .on(t.phone)
      .where(sql`${t.resolvedAt} is null and ${t.reason} = 'shared_phone'`),
    // The accounts an operator already cleared on a number.
    index('safety_flags_phone_idx')
      .on(t.phone)
      .where(sql`${t.reason} = 'shared_phone'`),
    index('safety_flags_advertiser_idx')
      .on(t.advertiserId)
      .where(sql`${t.resolvedAt} is null`),
    // One open flag per finding: screening the same photo or phone again adds nothing.
    uniqueIndex('safety_flags_open_finding_key')
      .on(t.advertiserId, t.reason, sql`coalesce(${t.mediaId}, 0)`, sql`coalesce(${t.otherAdvertiserId}, 0)`)
      .where(sql`${t.resolvedAt} is null`),
    // An advert's findings of one reason, open or cleared (migration 0020): what an operator already cleared
    // is not raised again when the advert is saved with the same text or number.
    index('safety_flags_advertiser_reason_idx').on(t.advertiserId, t.reason),
  ],
);
