import { sql } from 'drizzle-orm';
import { LANGUAGES, SAFETY_RULE_KINDS } from '@velvet/contract';
import { boolean, index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { advertiserKey, advertiserMention } from './advertisers.ts';
import { createdAt, serialId, tstz } from './columns.ts';

/**
 * The trafficking-indicator rules: one phrase in one language, matched word by word against an advert's own
 * texts when the advert is saved. Kept as data so operators edit them without a release (seeded by
 * migration 0020 from the indicators the Danish Centre against Human Trafficking publishes).
 */
export const safetyRules = pgTable(
  'safety_rules',
  {
    id: serialId(),
    kind: text('kind', { enum: SAFETY_RULE_KINDS }).notNull(),
    language: text('language', { enum: LANGUAGES }).notNull(),
    phrase: text('phrase').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
    updatedBy: advertiserMention('updated_by'),
  },
  (t) => [
    // One rule per phrase and language whatever its case: a second would only double the finding.
    uniqueIndex('safety_rules_phrase_key').on(t.language, sql`lower(${t.phrase})`),
    index('safety_rules_kind_idx').on(t.kind, t.id),
  ],
);

/**
 * Each advert's phone number in E.164 (country code included), written with the advert: the same number on
 * another account is found through the index, not by reading every advert.
 */
export const advertiserPhones = pgTable(
  'advertiser_phones',
  {
    advertiserId: advertiserKey(),
    number: text('number').notNull(),
  },
  (t) => [index('advertiser_phones_number_idx').on(t.number)],
);
