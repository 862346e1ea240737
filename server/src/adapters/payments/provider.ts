/**
 * The one seam to payments: Verotel FlexPay (made for adult businesses) or PayPal Orders v2 in
 * production, the local checkout in development and tests. Amounts are decimal strings ("29.00").
 */
type CheckoutExperience = 'card' | 'wallet';

type CreateOrderInput = {
  /** Our payment reference; the provider echoes it back as `custom_id`. */
  reference: string;
  amount: string;
  currency: string;
  description: string;
  returnUrl: string;
  cancelUrl: string;
  experience: CheckoutExperience;
  /** The buyer's language, for the provider's checkout page. */
  lang?: 'en' | 'da';
};

export type CreatedOrder = { orderId: string; approveUrl: string };

export type ProviderOrder = {
  id: string;
  /** CREATED, APPROVED, PAYER_ACTION_REQUIRED, COMPLETED, VOIDED… */
  status: string;
  amount: string;
  currency: string;
  customId: string | null;
  /** The capture id once the order is captured. */
  transactionId: string | null;
  /** Status of the capture itself (COMPLETED, PENDING, DECLINED, REFUNDED, PARTIALLY_REFUNDED…) once captured. */
  captureStatus: string | null;
  /** What was refunded of the capture, in cents (null: nothing). */
  refundedCents: number | null;
};

export type CaptureResult = {
  /** COMPLETED only when the money has moved; anything else is not a payment. */
  status: string;
  amount: string;
  currency: string;
  customId: string | null;
  transactionId: string | null;
};

export type PaymentFailureKind =
  /** Provider down, 5xx, timeout: nothing is known to have happened; retrying is safe. */
  | 'unavailable'
  /** The buyer's card or wallet refused. */
  | 'declined'
  /** The buyer has not approved the order (cancelled or never went to checkout). */
  | 'not_approved'
  | 'not_found'
  /** The provider refused our request (bad credentials, invalid request). */
  | 'rejected';

export class PaymentProviderError extends Error {
  override name = 'PaymentProviderError';
  constructor(
    readonly kind: PaymentFailureKind,
    message: string,
    options: { cause?: unknown } = {},
  ) {
    super(message, options);
  }
}

/** Providers whose orders the buyer approves and we then capture (PayPal, the local checkout). */
export interface CapturingProvider {
  readonly name: 'local' | 'paypal';
  /** The package is granted when our capture call succeeds. */
  readonly activation: 'capture';
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  getOrder(orderId: string): Promise<ProviderOrder>;
  /** Captures an approved order; `requestId` makes retries of the same capture idempotent. */
  captureOrder(orderId: string, requestId: string): Promise<CaptureResult>;
}

/** What a signed provider notification says, once its signature and shop are checked. */
export type VerifiedPostback = {
  /** `purchase`: the money arrived; `refund` / `chargeback`: it went back. */
  event: 'purchase' | 'refund' | 'chargeback';
  /** Our order id, as we sent it. */
  reference: string;
  /** The provider's sale id: the transaction id buyers and support quote. */
  saleId: string;
  /** The provider's id of this event (refunds and chargebacks have their own). */
  eventId: string | null;
  amount: string;
  currency: string;
};

export type PostbackCheck =
  | { ok: true; postback: VerifiedPostback }
  | { ok: false; reason: 'signature' | 'shop' | 'malformed'; reference: string | null };

/**
 * Providers that charge on their own page and tell us by a signed server-to-server notification
 * (Verotel FlexPay's postback). The buyer's return proves nothing: only the postback grants.
 */
export interface PostbackProvider {
  readonly name: 'verotel';
  readonly activation: 'postback';
  createOrder(input: CreateOrderInput): Promise<CreatedOrder>;
  verifyPostback(params: Record<string, string>): PostbackCheck;
}

export type PaymentProvider = CapturingProvider | PostbackProvider;

/** "29.00" → 2900; null for anything that is not a plain non-negative decimal amount. */
export function amountToCents(value: string): number | null {
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** 2900 → "29.00". */
export function centsToAmount(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Appends `token={orderId}` to a return or cancel URL, as PayPal does. */
export function withToken(url: string, orderId: string): string {
  const target = new URL(url);
  target.searchParams.set('token', orderId);
  return target.toString();
}
