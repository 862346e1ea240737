import { z } from 'zod';
import { intlLocale } from '@velvet/contract';
import {
  amountToCents,
  PaymentProviderError,
  type CaptureResult,
  type CapturingProvider,
  type ProviderOrder,
} from './provider.ts';

export type PayPalOptions = {
  apiBase: string;
  clientId: string;
  clientSecret: string;
  /** Per HTTP call; a slow provider must fail clearly, not hang the buyer's request. */
  timeoutMs?: number;
  brandName?: string;
};

const money = z.object({ currency_code: z.string(), value: z.string() });
const capture = z.object({
  id: z.string(),
  status: z.string(),
  amount: money.optional(),
  custom_id: z.string().optional(),
});
const order = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        amount: money.optional(),
        payments: z
          .object({
            captures: z.array(capture).optional(),
            refunds: z
              .array(z.object({ id: z.string(), status: z.string(), amount: money.optional() }))
              .optional(),
          })
          .optional(),
      }),
    )
    .default([]),
  links: z.array(z.object({ href: z.string(), rel: z.string() })).default([]),
});
type PayPalOrder = z.infer<typeof order>;
const tokenAnswer = z.object({ access_token: z.string(), expires_in: z.number() });
const errorAnswer = z.object({
  name: z.string().optional(),
  details: z.array(z.object({ issue: z.string().optional() })).optional(),
});

// 422 issues that mean the buyer's money did not move and the buyer should fix or retry the payment.
const DECLINED_ISSUES = new Set([
  'INSTRUMENT_DECLINED',
  'PAYER_CANNOT_PAY',
  'TRANSACTION_REFUSED',
  'PAYEE_BLOCKED_TRANSACTION',
]);
const NOT_APPROVED_ISSUES = new Set(['ORDER_NOT_APPROVED', 'PAYER_ACTION_REQUIRED', 'ORDER_EXPIRED']);

/**
 * PayPal Orders v2 over HTTPS. One OAuth client-credentials token is shared by all
 * requests until shortly before it expires; every create and capture carries a `PayPal-Request-Id` so
 * a retried call never creates or captures twice.
 */
/** Completed refunds of a capture, summed in cents (PayPal lists each refund of an order). */
function refundedCents(refunds: { status: string; amount?: { value: string } | undefined }[] | undefined) {
  const done = (refunds ?? []).filter((r) => r.status === 'COMPLETED' && r.amount);
  if (!done.length) return null;
  return done.reduce((sum, r) => sum + (amountToCents(r.amount!.value) ?? 0), 0);
}

export function createPayPalProvider(options: PayPalOptions): CapturingProvider {
  const base = options.apiBase.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 20_000;
  let cached: { token: string; expiresAt: number } | null = null;
  let inFlight: Promise<string> | null = null;

  async function send(url: string, init: RequestInit): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new PaymentProviderError('unavailable', `PayPal did not answer ${init.method ?? 'GET'} ${url}`, {
        cause: error,
      });
    }
  }

  async function fetchToken(): Promise<string> {
    const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
    const res = await send(`${base}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: 'grant_type=client_credentials',
    });
    if (res.status >= 500 || res.status === 429)
      throw new PaymentProviderError('unavailable', `PayPal token: HTTP ${res.status}`);
    if (!res.ok)
      throw new PaymentProviderError('rejected', `PayPal refused our credentials: HTTP ${res.status}`);
    const parsed = tokenAnswer.safeParse(await res.json().catch(() => null));
    if (!parsed.success)
      throw new PaymentProviderError('unavailable', 'PayPal token answer was not understood');
    // Renew a minute early so a token never expires between our check and PayPal's.
    cached = {
      token: parsed.data.access_token,
      expiresAt: Date.now() + Math.max(0, parsed.data.expires_in - 60) * 1000,
    };
    return cached.token;
  }

  async function accessToken(): Promise<string> {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    // Parallel requests share one token fetch.
    inFlight ??= fetchToken().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  async function call(
    method: 'GET' | 'POST',
    path: string,
    extra: { body?: unknown; requestId?: string } = {},
    retried = false,
  ): Promise<{ status: number; json: unknown }> {
    const token = await accessToken();
    const headers: Record<string, string> = {
      authorization: `Bearer ${token}`,
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (extra.body !== undefined) headers['content-type'] = 'application/json';
    if (extra.requestId) headers['paypal-request-id'] = extra.requestId;
    const res = await send(`${base}${path}`, {
      method,
      headers,
      ...(extra.body !== undefined ? { body: JSON.stringify(extra.body) } : {}),
    });
    if (res.status === 401 && !retried) {
      // The token was revoked or expired early: fetch a new one once.
      cached = null;
      return call(method, path, extra, true);
    }
    const json: unknown = await res.json().catch(() => null);
    if (res.status >= 500 || res.status === 429) {
      throw new PaymentProviderError('unavailable', `PayPal ${method} ${path}: HTTP ${res.status}`);
    }
    return { status: res.status, json };
  }

  function failure(method: string, path: string, status: number, json: unknown): PaymentProviderError {
    const parsed = errorAnswer.safeParse(json);
    const issue = parsed.success ? (parsed.data.details?.[0]?.issue ?? parsed.data.name ?? '') : '';
    const text = `PayPal ${method} ${path}: HTTP ${status} ${issue}`.trim();
    if (status === 404) return new PaymentProviderError('not_found', text);
    if (DECLINED_ISSUES.has(issue)) return new PaymentProviderError('declined', text);
    if (NOT_APPROVED_ISSUES.has(issue)) return new PaymentProviderError('not_approved', text);
    return new PaymentProviderError('rejected', text);
  }

  function parseOrder(json: unknown): PayPalOrder {
    const parsed = order.safeParse(json);
    if (!parsed.success)
      throw new PaymentProviderError('unavailable', 'PayPal order answer was not understood');
    return parsed.data;
  }

  function summary(o: PayPalOrder): ProviderOrder {
    const unit = o.purchase_units[0];
    const cap = unit?.payments?.captures?.[0];
    const amount = cap?.amount ?? unit?.amount;
    return {
      id: o.id,
      status: o.status,
      amount: amount?.value ?? '',
      currency: amount?.currency_code ?? '',
      customId: cap?.custom_id ?? unit?.custom_id ?? null,
      transactionId: cap?.id ?? null,
      captureStatus: cap?.status ?? null,
      refundedCents: refundedCents(unit?.payments?.refunds),
    };
  }

  function captureResult(o: PayPalOrder): CaptureResult {
    const s = summary(o);
    // The order can be COMPLETED while its capture is PENDING (e.g. review): that money has not moved.
    const status = s.captureStatus ?? (o.status === 'COMPLETED' ? 'PENDING' : o.status);
    return {
      status,
      amount: s.amount,
      currency: s.currency,
      customId: s.customId,
      transactionId: s.transactionId,
    };
  }

  async function getRaw(orderId: string): Promise<PayPalOrder> {
    const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
    const res = await call('GET', path);
    if (res.status !== 200) throw failure('GET', path, res.status, res.json);
    return parseOrder(res.json);
  }

  return {
    name: 'paypal',
    activation: 'capture',
    async createOrder(input) {
      const path = '/v2/checkout/orders';
      const res = await call('POST', path, {
        requestId: `create-${input.reference}`,
        body: {
          intent: 'CAPTURE',
          purchase_units: [
            {
              reference_id: input.reference,
              custom_id: input.reference,
              description: input.description.slice(0, 127),
              amount: { currency_code: input.currency, value: input.amount },
            },
          ],
          payment_source: {
            paypal: {
              experience_context: {
                brand_name: options.brandName ?? 'Velvet',
                ...(input.lang ? { locale: intlLocale(input.lang) } : {}),
                // The welcome package is paid by card (guest checkout: a new advertiser has no wallet yet),
                // others with the wallet.
                landing_page: input.experience === 'card' ? 'GUEST_CHECKOUT' : 'LOGIN',
                shipping_preference: 'NO_SHIPPING',
                user_action: 'PAY_NOW',
                return_url: input.returnUrl,
                cancel_url: input.cancelUrl,
              },
            },
          },
        },
      });
      if (res.status !== 200 && res.status !== 201) throw failure('POST', path, res.status, res.json);
      const created = parseOrder(res.json);
      const link =
        created.links.find((l) => l.rel === 'payer-action') ?? created.links.find((l) => l.rel === 'approve');
      if (!link)
        throw new PaymentProviderError('unavailable', `PayPal order ${created.id} has no approval link`);
      return { orderId: created.id, approveUrl: link.href };
    },
    async getOrder(orderId) {
      return summary(await getRaw(orderId));
    },
    async captureOrder(orderId, requestId) {
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`;
      const res = await call('POST', path, { requestId, body: {} });
      if (res.status === 200 || res.status === 201) return captureResult(parseOrder(res.json));
      const issue = errorAnswer.safeParse(res.json);
      if (
        res.status === 422 &&
        issue.success &&
        issue.data.details?.some((d) => d.issue === 'ORDER_ALREADY_CAPTURED')
      ) {
        // Someone (a parallel request, a retry after a timeout) captured it already: the order tells us how.
        return captureResult(await getRaw(orderId));
      }
      throw failure('POST', path, res.status, res.json);
    },
  };
}
