import { bigint, boolean, index, integer, pgTable, uuid } from 'drizzle-orm/pg-core';

/**
 * What is kept of a retired advertiser: nothing that names her or links to another row.
 * - `retired_adverts`: the advert's public id, so its old addresses answer 410 Gone (search engines drop them).
 * - `retired_photo_hashes`: her photos' perceptual hashes, only when she chose to keep them, so the
 *   copied-photo screen holds anyone who uploads them later. Banded like `photo_hashes` for the same lookup.
 */
export const retiredAdverts = pgTable('retired_adverts', {
  guid: uuid('guid').primaryKey(),
});

export const retiredPhotoHashes = pgTable(
  'retired_photo_hashes',
  {
    hash: bigint('hash', { mode: 'bigint' }).primaryKey(),
    band0: integer('band0').notNull(),
    band1: integer('band1').notNull(),
    band2: integer('band2').notNull(),
    band3: integer('band3').notNull(),
    /** A hash of the whole picture (not of a part): what a turned or mirrored probe is compared with. */
    whole: boolean('whole').notNull().default(true),
  },
  (t) => [
    index('retired_photo_hashes_band0_idx').on(t.band0),
    index('retired_photo_hashes_band1_idx').on(t.band1),
    index('retired_photo_hashes_band2_idx').on(t.band2),
    index('retired_photo_hashes_band3_idx').on(t.band3),
  ],
);
