import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  APPEAL_STATUSES,
  DECISION_GROUNDS,
  DECISION_RESTRICTIONS,
  DECISION_SCOPES,
  type DecisionFactKind,
} from '@velvet/contract';
import { advertiserMention, advertiserRef } from './advertisers.ts';
import { createdAt, serialId, tstz } from './columns.ts';

/** What a decision found, by kind; what each kind carries is written beside the kind (decisions/facts.ts). */
export type DecisionFacts = {
  kind: DecisionFactKind;
  /** Numbers of the advert's photos concerned, 1 = the main photo (copied_photo). */
  photos?: number[];
  phrases?: string[];
  /** An operator's own words (a rejection, a suspension, an appeal's answer). */
  note?: string;
  /** The decision an appeal reversed. */
  reference?: string;
};

/**
 * A statement of reasons: one restriction (or lifting of one) of an advertiser's advert, photo, badge or
 * payment. `decided_by` null = automated means decided it alone.
 */
export const decisions = pgTable(
  'decisions',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    restriction: text('restriction', { enum: DECISION_RESTRICTIONS }).notNull(),
    scope: text('scope', { enum: DECISION_SCOPES }).notNull(),
    facts: jsonb('facts').$type<DecisionFacts>().notNull(),
    automatedDetection: boolean('automated_detection').notNull(),
    automatedDecision: boolean('automated_decision').notNull(),
    ground: text('ground', { enum: DECISION_GROUNDS }).notNull(),
    clause: text('clause').notNull(),
    decidedBy: advertiserMention('decided_by'),
    /** When the notice or finding that led here arrived: the transparency figures' time to decide. */
    noticeAt: tstz('notice_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('decisions_advertiser_idx').on(t.advertiserId, t.createdAt),
    index('decisions_created_idx').on(t.createdAt),
  ],
);

/** The advertiser's appeal of a decision (one per decision), answered by another operator. */
export const decisionAppeals = pgTable(
  'decision_appeals',
  {
    id: serialId(),
    decisionId: integer('decision_id')
      .notNull()
      .references(() => decisions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    status: text('status', { enum: APPEAL_STATUSES }).notNull().default('open'),
    reason: text('reason'),
    decidedBy: advertiserMention('decided_by'),
    createdAt: createdAt(),
    decidedAt: tstz('decided_at'),
  },
  (t) => [
    uniqueIndex('decision_appeals_decision_key').on(t.decisionId),
    index('decision_appeals_open_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'open'`),
  ],
);
