import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import {
  blankToUndefined,
  pageAnswer,
  recordAnswer,
  statusPageQuery,
  trimmedText,
  wholeNumberIn,
} from './common.ts';
import { advertNameplate } from './adverts.ts';
import { calendarDay, danishDay } from './advertiser-tools.ts';

/**
 * Escalations: an operator's record that a queue finding or a report was reported to the police (the
 * date, the police's case number when they gave one, a note), kept open until an operator closes it.
 */
export const ESCALATION_SUBJECTS = ['safety_flag', 'report'] as const;
export type EscalationSubject = (typeof ESCALATION_SUBJECTS)[number];
export const ESCALATION_STATUSES = ['open', 'closed'] as const;

export const ESCALATION_NOTE_MAX = 2000;
export const CASE_NUMBER_MAX = 40;
/**
 * A police case number as the police write it ("0100-12345-00042-26"): letters and digits, groups joined by
 * a hyphen, slash, dot or space, 3 to 40 characters.
 */
export const CASE_NUMBER_PATTERN = /^[A-Za-z0-9]+(?:[-/. ][A-Za-z0-9]+)*$/;

export const escalationBody = z
  .object({
    subject: z.enum(ESCALATION_SUBJECTS, { message: 'escalations.subject_invalid' }),
    subject_id: wholeNumberIn({ min: 1, max: 2_147_483_647 }, 'escalations.subject_invalid'),
    /** The day it was reported, "YYYY-MM-DD" (Danish date); never after today. */
    reported_on: calendarDay('escalations.date_invalid'),
    case_number: z.preprocess(
      blankToUndefined,
      z
        .string({ message: 'escalations.case_number_invalid' })
        .trim()
        .min(3, 'escalations.case_number_invalid')
        .max(CASE_NUMBER_MAX, 'escalations.case_number_invalid')
        .regex(CASE_NUMBER_PATTERN, 'escalations.case_number_invalid')
        .optional(),
    ),
    note: z
      .string({ message: 'escalations.note_too_long' })
      .trim()
      .max(ESCALATION_NOTE_MAX, 'escalations.note_too_long')
      .default(''),
  })
  .superRefine((body, ctx) => {
    // Checked against the Danish date, the one the operators' calendar shows.
    if (typeof body.reported_on === 'string' && body.reported_on > danishDay(new Date()))
      ctx.addIssue({ code: 'custom', path: ['reported_on'], message: 'escalations.date_future' });
  });
export type EscalationBody = z.input<typeof escalationBody>;
/** The body as the server reads it once validated. */
export type EscalationRecord = z.output<typeof escalationBody>;

export const escalationCloseBody = z.object({
  note: trimmedText('escalations.close_note_required', {
    max: ESCALATION_NOTE_MAX,
    tooLong: 'escalations.note_too_long',
  }),
});
export type EscalationCloseBody = z.infer<typeof escalationCloseBody>;

export const adminEscalationsQuery = statusPageQuery(['all', ...ESCALATION_STATUSES], 'open');
export type AdminEscalationsQuery = z.infer<typeof adminEscalationsQuery>;

export const adminEscalation = z.object({
  id: z.number().int(),
  subject: z.enum(ESCALATION_SUBJECTS),
  subject_id: z.number().int().nullable(),
  /** The advert the finding or report is about (null once that advert is deleted). */
  advert: z.object({ id: z.number().int(), ...advertNameplate }).nullable(),
  reported_on: z.string(),
  case_number: z.string().nullable(),
  note: z.string(),
  created_at: isoDate,
  created_by: z.string().nullable(),
  closed_at: nullableDate,
  closed_by: z.string().nullable(),
  close_note: z.string().nullable(),
});
export type AdminEscalation = z.infer<typeof adminEscalation>;

export const adminEscalationsResponse = pageAnswer('escalations', adminEscalation);
export const adminEscalationResponse = recordAnswer('escalation', adminEscalation);
