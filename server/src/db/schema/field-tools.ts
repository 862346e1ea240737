import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, uniqueIndex } from 'drizzle-orm/pg-core';
import { advertisers } from './advertisers.ts';
import { createdAt, serialId, tstz } from './columns.ts';

/**
 * Duos: an invitation from one advertiser to another's advert, a duo once accepted, until either ends it.
 * Ended rows are kept for the invitation caps and leave with either account.
 */
export const duoLinks = pgTable(
  'duo_links',
  {
    id: serialId(),
    inviterId: integer('inviter_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    inviteeId: integer('invitee_id')
      .notNull()
      .references(() => advertisers.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    acceptedAt: tstz('accepted_at'),
    endedAt: tstz('ended_at'),
  },
  (t) => [
    check('duo_links_two_check', sql`${t.inviterId} <> ${t.inviteeId}`),
    index('duo_links_inviter_idx').on(t.inviterId, t.createdAt),
    index('duo_links_open_invitee_idx')
      .on(t.inviteeId)
      .where(sql`${t.endedAt} is null`),
    uniqueIndex('duo_links_one_open_idx')
      .on(t.inviterId)
      .where(sql`${t.endedAt} is null`),
  ],
);
