import { z } from './zod.ts';
import { ageCheckResult } from './age-check.ts';
import { isoDate, nullableDate } from './dates.ts';
import { listFilter, pageParam, singleLine, statusPageQuery, trimmedText } from './common.ts';
import { SEXES } from './limits.ts';
import { advertFacts, advertNameplate, interestNames } from './adverts.ts';
import { signedMedia } from './trust.ts';
import { PAYMENT_STATUSES } from './payments.ts';
import { REPORT_REASONS, REPORT_STATUSES } from './reports.ts';
import { oldestWaitingSeconds } from './review-times.ts';

/**
 * Shapes of the back-office `/api/admin/...` calls. Admin responses may contain emails: only admins
 * ever receive them.
 */

export const ADVERT_STATUSES = ['visible', 'pending', 'suspended'] as const;
export type AdvertStatus = (typeof ADVERT_STATUSES)[number];

export const adminOverview = z.object({
  adverts: z.object({ visible: z.number().int(), pending: z.number().int(), suspended: z.number().int() }),
  open_reports: z.number().int(),
  pending_testimonials: z.number().int(),
  payments_this_month: z.object({
    count: z.number().int(),
    totals: z.array(z.object({ currency: z.string(), amount_cents: z.number().int() })),
  }),
  unread_messages: z.number().int(),
  /** Escalations to the police not closed yet. */
  open_escalations: z.number().int(),
  /** How long the oldest photo verification, review and safety finding has waited for an operator. */
  oldest_waiting: oldestWaitingSeconds,
});
export type AdminOverview = z.infer<typeof adminOverview>;

// ─── Adverts ───────────────────────────────────────────────────────────────────

export const adminAdvertsQuery = z.object({
  q: z.string().trim().max(200).optional(),
  status: listFilter(['all', ...ADVERT_STATUSES], 'all'),
  page: pageParam.default(1),
});
export type AdminAdvertsQuery = z.infer<typeof adminAdvertsQuery>;

/** An account as the back office names it: id, guid, name, and the email only operators see. */
export const accountNameplate = {
  id: z.number().int(),
  guid: z.string(),
  name: z.string(),
  email: z.string(),
};

export const adminAdvertRow = z.object({
  ...accountNameplate,
  city: z.string(),
  zip_code: z.string(),
  status: z.enum(ADVERT_STATUSES),
  /** Why an advert is not yet public (pending): which steps are missing. */
  email_verified: z.boolean(),
  activated: z.boolean(),
  suspended_at: nullableDate,
  suspended_reason: z.string().nullable(),
  package_until: nullableDate,
  featured_until: nullableDate,
  open_reports: z.number().int(),
  main_image: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
});
export type AdminAdvertRow = z.infer<typeof adminAdvertRow>;

export const adminMedia = z.object({
  ...signedMedia,
  mime: z.string(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  duration_seconds: z.number().nullable(),
  bytes: z.number().int(),
});
export type AdminMedia = z.infer<typeof adminMedia>;

export const adminAdvertDetail = adminAdvertRow.extend({
  /** Exact coordinates: operators only. */
  ...advertFacts,
  address: z.string(),
  age: z.number().int().nullable(),
  sex: z.enum(SEXES).nullable(),
  email_verified_at: nullableDate,
  activated_at: nullableDate,
  consents: z.object({ adult_at: nullableDate, independent_at: nullableDate, terms_at: nullableDate }),
  /** The latest age check with MitID: found 18+ or not, by which issuer, when; null when never checked. */
  age_check: ageCheckResult.nullable(),
  interests: z.array(z.object({ id: z.number().int(), ...interestNames })),
  media: z.array(adminMedia),
  packages: z.array(
    z.object({
      id: z.number().int(),
      package_id: z.number().int(),
      title: z.string(),
      starts_at: isoDate,
      ends_at: isoDate,
    }),
  ),
  payments: z.array(
    z.object({
      id: z.number().int(),
      package_title: z.string(),
      amount_cents: z.number().int(),
      currency: z.string(),
      status: z.string(),
      created_at: isoDate,
    }),
  ),
  reports: z.array(
    z.object({
      id: z.number().int(),
      reason: z.enum(REPORT_REASONS),
      status: z.enum(REPORT_STATUSES),
      created_at: isoDate,
    }),
  ),
});
export type AdminAdvertDetail = z.infer<typeof adminAdvertDetail>;

export const suspendRequest = z.object({
  reason: trimmedText('admin.reason_required', { min: 3, max: 1000, tooLong: 'admin.text_too_long' }),
});
export type SuspendRequest = z.infer<typeof suspendRequest>;

// ─── Reports queue ────────────────────────────────────────────────────────────

export const adminReportsQuery = statusPageQuery(['all', ...REPORT_STATUSES], 'open');
export type AdminReportsQuery = z.infer<typeof adminReportsQuery>;

export const adminReport = z.object({
  id: z.number().int(),
  receipt: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  reporter_email: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  resolution_note: z.string().nullable(),
  resolved_at: nullableDate,
  resolved_by: z.string().nullable(),
  created_at: isoDate,
  advert: z.object({ id: z.number().int(), ...advertNameplate, suspended: z.boolean() }),
});
export type AdminReport = z.infer<typeof adminReport>;

export const reportDecisionRequest = z.object({
  note: trimmedText('admin.note_required', { max: 2000, tooLong: 'admin.text_too_long' }),
});
export type ReportDecisionRequest = z.infer<typeof reportDecisionRequest>;

// ─── Testimonials ─────────────────────────────────────────────────────────────

export const TESTIMONIAL_STATUSES = ['pending', 'approved', 'rejected'] as const;
export const adminTestimonialsQuery = statusPageQuery(['all', ...TESTIMONIAL_STATUSES], 'pending');
export type AdminTestimonialsQuery = z.infer<typeof adminTestimonialsQuery>;

export const adminTestimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  rating: z.number().int(),
  message: z.string(),
  status: z.enum(TESTIMONIAL_STATUSES),
  moderated_at: nullableDate,
  created_at: isoDate,
  advert: z.object({ id: z.number().int(), guid: z.string(), name: z.string() }),
});
export type AdminTestimonial = z.infer<typeof adminTestimonial>;

// ─── Packages (the operators' catalogue; advertisers read it through GET admin/packages) ──

export const adminPackage = z.object({
  id: z.number().int(),
  title: z.string(),
  title_da: z.string(),
  description: z.string(),
  description_da: z.string(),
  price_cents: z.number().int(),
  currency: z.string(),
  duration_days: z.number().int(),
  active: z.boolean(),
  sort_order: z.number().int(),
  /** Paid periods and payments that reference it: a used package can only be deactivated. */
  in_use: z.boolean(),
  locked: z.boolean(),
});
export type AdminPackage = z.infer<typeof adminPackage>;

export const packageInput = z.object({
  title: singleLine(trimmedText('admin.title_required', { max: 80, tooLong: 'admin.text_too_long' })),
  title_da: singleLine(trimmedText('admin.title_required', { max: 80, tooLong: 'admin.text_too_long' })),
  description: z.string().trim().max(1000, 'admin.text_too_long').default(''),
  description_da: z.string().trim().max(1000, 'admin.text_too_long').default(''),
  price_cents: z.coerce
    .number({ message: 'admin.price_invalid' })
    .int('admin.price_invalid')
    .min(1, 'admin.price_invalid')
    .max(10_000_000, 'admin.price_invalid'),
  duration_days: z.coerce
    .number({ message: 'admin.duration_invalid' })
    .int('admin.duration_invalid')
    .min(1, 'admin.duration_invalid')
    .max(3650, 'admin.duration_invalid'),
  sort_order: z.coerce.number().int().min(-1000).max(1000).default(0),
});
export type PackageInput = z.input<typeof packageInput>;
export const packageUpdate = packageInput.partial();

// ─── Interests ────────────────────────────────────────────────────────────────

export const adminInterest = z.object({
  id: z.number().int(),
  slug: z.string(),
  ...interestNames,
  adverts: z.number().int(),
});
export type AdminInterest = z.infer<typeof adminInterest>;

export const interestInput = z.object({
  name_en: trimmedText('admin.name_en_required', { max: 60, tooLong: 'admin.text_too_long' }),
  name_da: trimmedText('admin.name_da_required', { max: 60, tooLong: 'admin.text_too_long' }),
});
export type InterestInput = z.infer<typeof interestInput>;

// ─── Payments ─────────────────────────────────────────────────────────────────

export const adminPaymentsQuery = z.object({
  status: listFilter(['all', ...PAYMENT_STATUSES], 'all'),
  /** Account name, email, guid or id. */
  account: z.string().trim().max(200).optional(),
  package_id: z.coerce.number().int().min(1).optional().catch(undefined),
  page: pageParam.default(1),
});
export type AdminPaymentsQuery = z.infer<typeof adminPaymentsQuery>;

export const adminPayment = z.object({
  id: z.number().int(),
  reference: z.string(),
  kind: z.enum(['registration', 'package']),
  provider: z.string(),
  provider_order_id: z.string().nullable(),
  transaction_id: z.string().nullable(),
  package_id: z.number().int(),
  package_title: z.string(),
  amount_cents: z.number().int(),
  currency: z.string(),
  duration_days: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  failure_reason: z.string().nullable(),
  /** Why an operator must look at it (money arrived that was not granted, a tampered amount…). */
  review_reason: z.string().nullable(),
  created_at: isoDate,
  captured_at: nullableDate,
  account: z.object(accountNameplate),
});
export type AdminPayment = z.infer<typeof adminPayment>;

export const monthlyTotal = z.object({
  /** "2026-11" */
  month: z.string(),
  currency: z.string(),
  /** Payments received (captured) in the month, refunded or charged back later included. */
  count: z.number().int(),
  amount_cents: z.number().int(),
  /** Money that went back in the month. */
  refund_count: z.number().int(),
  refunds_cents: z.number().int(),
  chargeback_count: z.number().int(),
  chargebacks_cents: z.number().int(),
  /** Received minus refunds and chargebacks. */
  net_cents: z.number().int(),
});
export type MonthlyTotal = z.infer<typeof monthlyTotal>;

// ─── Contact messages ─────────────────────────────────────────────────────────

export const adminMessagesQuery = statusPageQuery(['all', 'unread', 'read'], 'all');
export type AdminMessagesQuery = z.infer<typeof adminMessagesQuery>;

export const adminContactMessage = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  service: z.string(),
  message: z.string(),
  read_at: nullableDate,
  created_at: isoDate,
});
export type AdminContactMessage = z.infer<typeof adminContactMessage>;

export const readStateRequest = z.object({ read: z.boolean() });

// ─── Audit log ────────────────────────────────────────────────────────────────

export const adminAuditQuery = z.object({
  action: z.string().trim().max(80).optional(),
  page: pageParam.default(1),
});
export type AdminAuditQuery = z.infer<typeof adminAuditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  action: z.string(),
  target_type: z.string(),
  target_id: z.string().nullable(),
  before: z.unknown().nullable(),
  after: z.unknown().nullable(),
  created_at: isoDate,
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const ADMIN_PAGE_SIZE = 20;
