import { sql } from 'drizzle-orm';
import { ESCALATION_SUBJECTS } from '@velvet/contract';
import { check, date, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { advertiserMention } from './advertisers.ts';
import { reports } from './advert-activity.ts';
import { safetyFlags } from './safety.ts';
import { createdAt, openQueueIndex, serialId, tstz } from './columns.ts';

/**
 * A safety finding or a report an operator reported to the police: when, under which case number, with
 * what note. Open until an operator closes it with a note; the audit log keeps both steps.
 */
export const escalations = pgTable(
  'escalations',
  {
    id: serialId(),
    subject: text('subject', { enum: ESCALATION_SUBJECTS }).notNull(),
    safetyFlagId: integer('safety_flag_id').references(() => safetyFlags.id, { onDelete: 'set null' }),
    reportId: integer('report_id').references(() => reports.id, { onDelete: 'set null' }),
    /** The advert concerned, kept apart from the finding or report so the list reads it in one join. */
    advertiserId: advertiserMention('advertiser_id'),
    /** The Danish date it was reported to the police (never after the day it was recorded). */
    reportedOn: date('reported_on', { mode: 'string' }).notNull(),
    caseNumber: text('case_number'),
    note: text('note').notNull().default(''),
    createdBy: advertiserMention('created_by'),
    createdAt: createdAt(),
    closedAt: tstz('closed_at'),
    closedBy: advertiserMention('closed_by'),
    closeNote: text('close_note'),
  },
  (t) => [
    openQueueIndex('escalations_open_idx', t, t.closedAt),
    index('escalations_safety_flag_idx').on(t.safetyFlagId),
    index('escalations_report_idx').on(t.reportId),
    check('escalations_subject_check', sql`(${t.subject} = 'safety_flag') = (${t.reportId} is null)`),
  ],
);
