import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { pageOf } from './common.ts';

/**
 * Shapes of the packages and payments calls (`admin/packages`, `admin/paypal/*`) and of the
 * account's payment history. Prices travel as euros (numbers), as clients read `price`.
 */
export const packageItem = z.object({
  id: z.number().int(),
  /** Localised by Accept-Language; `name` is the same text (older clients read `name`). */
  title: z.string(),
  name: z.string(),
  price: z.number(),
  currency: z.string(),
  /** Days. */
  duration: z.number().int(),
  description: z.string(),
  /** The package titled Standard carries the "Most Popular" tag. */
  most_popular: z.boolean(),
});
export type PackageItem = z.infer<typeof packageItem>;

export const PAYMENT_PROVIDERS = ['local', 'paypal', 'verotel'] as const;
export const packagesData = pageOf('packages', packageItem).extend({
  /** Who takes the money: the confirm modal names it on its button. */
  payment_provider: z.enum(PAYMENT_PROVIDERS),
});
export type PackagesData = z.infer<typeof packagesData>;

/** Ids from the client are checked against the token, never trusted: strings from storage are accepted. */
const idField = z.coerce.number().int().positive().max(2_147_483_647);

export const createRegistrationPaymentBody = z.object({ user_id: idField.optional() });
export const createPaymentQuery = z.object({ id: idField });

export const createPaymentData = z.object({ order_id: z.string(), redirect_url: z.string() });
export type CreatePaymentData = z.infer<typeof createPaymentData>;
/**
 * `status, redirect_url, message` at the top level, where clients have always read them (the envelope's data
 * repeats them).
 */
export const createPaymentResponse = z.object({
  status: z.boolean(),
  message: z.string(),
  redirect_url: z.string(),
  data: createPaymentData,
});
export type CreatePaymentResponse = z.infer<typeof createPaymentResponse>;

/** The provider's order id comes back as `token` on the return URL (PayPal's convention). */
export const captureBody = z.object({
  token: z
    .string()
    .trim()
    .min(1)
    .max(100)
    .regex(/^[\w-]+$/, 'payments.not_processed'),
  package_id: idField.optional(),
  user_id: idField.optional(),
});
export type CaptureBody = z.infer<typeof captureBody>;

/** `GET payments/status?token=`: how an order stands, for the page the provider returns to (no session needed). */
export const paymentStatusQuery = z.object({ token: captureBody.shape.token });
export const PAYMENT_STATES = ['paid', 'pending', 'failed'] as const;
export const paymentStatusData = z.object({ state: z.enum(PAYMENT_STATES) });
export type PaymentStatusData = z.infer<typeof paymentStatusData>;

/** How a bought period or a payment names its package (as `advertNameplate` names an advert). */
const packageNameplate = { package_id: z.number().int(), package_name: z.string() };

/**
 * One period an account bought. Periods stack: one bought while another runs starts where it ends, so
 * "upcoming" periods follow the active one.
 */
export const boughtPeriod = z.object({
  id: z.number().int(),
  ...packageNameplate,
  payment_id: z.number().int().nullable(),
  starts_at: isoDate,
  ends_at: isoDate,
  status: z.enum(['active', 'upcoming', 'expired']),
});
export type BoughtPeriod = z.infer<typeof boughtPeriod>;

/**
 * What the account bought, answered once by the server and shown everywhere the same: the success page,
 * the dashboard badge and notice, and the payment history. `validated_until` is the end of the last
 * stacked period while one runs; `last_ended_at` the end of the latest period once all have ended.
 */
export const accountPackages = z.object({
  validated: z.boolean(),
  validated_until: nullableDate,
  last_ended_at: nullableDate,
  /** Whole days left until `validated_until` (a started day counts): the most days featuring may take. */
  remaining_days: z.number().int(),
  /** Newest first. */
  periods: z.array(boughtPeriod),
});
export type AccountPackages = z.infer<typeof accountPackages>;

export const captureData = z.object({
  amount: z.number(),
  currency: z.string(),
  ...packageNameplate,
  transaction_id: z.string(),
  /** End of the account's paid periods after this purchase, stacked (ISO): `packages.validated_until`. */
  valid_until: isoDate,
  packages: accountPackages,
});
export type CaptureData = z.infer<typeof captureData>;

/**
 * `review`: money arrived but nothing was granted (an operator refunds or resolves it); `refunded` and
 * `charged_back`: the money went back and the package period it paid for ended; `expired`: the order was
 * never paid and was closed (money that still arrives for it is granted as for a pending order).
 */
export const PAYMENT_STATUSES = [
  'pending',
  'expired',
  'completed',
  'cancelled',
  'failed',
  'review',
  'refunded',
  'charged_back',
] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const paymentHistoryItem = z.object({
  id: z.number().int(),
  created_at: isoDate,
  captured_at: nullableDate,
  ...packageNameplate,
  amount: z.number(),
  currency: z.string(),
  status: z.enum(PAYMENT_STATUSES),
  transaction_id: z.string().nullable(),
  /** The period this payment bought, once captured. */
  period: boughtPeriod.nullable(),
});
export type PaymentHistoryItem = z.infer<typeof paymentHistoryItem>;

export const paymentHistoryData = pageOf('payments', paymentHistoryItem).extend({
  packages: accountPackages,
});
export type PaymentHistoryData = z.infer<typeof paymentHistoryData>;

/** Euros from cents without floating-point surprises in display code. */
export const centsToEuros = (cents: number) => Math.round(cents) / 100;
