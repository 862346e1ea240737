import { z } from './zod.ts';
import { isoDate } from './dates.ts';
import { blankToUndefined } from './common.ts';

/** What anyone may send to report an advert, and the receipt they get back. */

export const REPORT_REASONS = ['underage', 'trafficking', 'fake_photos', 'scam', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_DETAILS_MAX = 2000;
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

const reportFields = z.object({
  guid: z.string({ message: 'reports.guid_invalid' }).uuid('reports.guid_invalid'),
  reason: z.enum(REPORT_REASONS, { message: 'reports.reason_required' }),
  details: z
    .string({ message: 'reports.details_too_long' })
    .trim()
    .max(REPORT_DETAILS_MAX, 'reports.details_too_long')
    .default(''),
  // Optional on purpose: an underage or trafficking report must work anonymously.
  email: z.preprocess(
    blankToUndefined,
    z
      .string({ message: 'reports.email_invalid' })
      .trim()
      .max(254, 'reports.email_invalid')
      .email('reports.email_invalid')
      .optional(),
  ),
});

/** "Other" says nothing by itself: it needs details. */
const detailsForOther = (r: { reason: ReportReason; details: string }) =>
  r.reason !== 'other' || r.details.length > 0;
const detailsForOtherIssue = { path: ['details'], message: 'reports.details_required' };

export const reportRequest = reportFields.refine(detailsForOther, detailsForOtherIssue);
/** The report dialog's form: the same rules without the advert, which the page supplies. */
export const reportForm = reportFields.omit({ guid: true }).refine(detailsForOther, detailsForOtherIssue);
export type ReportRequest = z.input<typeof reportRequest>;

export const reportReceipt = z.object({
  /** Human reference the reporter can quote to support, e.g. "VR-000042". */
  receipt: z.string(),
  received_at: isoDate,
});
export type ReportReceipt = z.infer<typeof reportReceipt>;

export const reportReceiptReference = (id: number) => `VR-${String(id).padStart(6, '0')}`;
