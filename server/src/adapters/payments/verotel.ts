import { createHash, timingSafeEqual } from 'node:crypto';
import type { CreatedOrder, PostbackCheck, PostbackProvider, VerifiedPostback } from './provider.ts';

export type VerotelOptions = {
  /** The FlexPay host, e.g. https://secure.verotel.com (tests point it at a fake). */
  baseUrl: string;
  shopId: string;
  signatureKey: string;
};

/** FlexPay protocol version of the purchase URL. */
const FLEXPAY_VERSION = '4';
/** FlexPay shows at most 100 printable characters of the description on its order page. */
const DESCRIPTION_MAX = 100;

/**
 * FlexPay's signature, as Verotel's published client computes it (verotel/flexpay-php-client,
 * `Client::_signature`, protocol 4):
 *
 *     $outArray = array($this->secret);
 *     ksort($params, SORT_REGULAR);
 *     foreach ($params as $key => $value) { array_push($outArray, "$key=$value"); }
 *     return strtolower(hash('sha256', join(":", $outArray)));
 *
 * that is SHA-256, lowercase hex, of `KEY:k1=v1:k2=v2…` with the parameters sorted by name. Values are
 * signed as they are, before URL encoding; an empty parameter is left out of the URL and the signature.
 */
export function flexpaySignature(signatureKey: string, params: Record<string, string>): string {
  const parts = Object.keys(params)
    .sort()
    .map((key) => `${key}=${params[key]}`);
  return createHash('sha256')
    .update([signatureKey, ...parts].join(':'), 'utf8')
    .digest('hex');
}

/** The purchase URL `${baseUrl}/startorder?…&signature=…`, parameters sorted as the published client sorts them. */
function flexpayPurchaseUrl(options: VerotelOptions, params: Record<string, string>): string {
  const signed: Record<string, string> = {};
  for (const key of Object.keys(params).sort()) {
    if (params[key] !== '') signed[key] = params[key]!;
  }
  const query = new URLSearchParams(signed);
  query.append('signature', flexpaySignature(options.signatureKey, signed));
  return `${options.baseUrl.replace(/\/+$/, '')}/startorder?${query.toString()}`;
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a, 'utf8'), Buffer.from(b, 'utf8'));

/**
 * Verotel FlexPay: the buyer pays on FlexPay's order page (`startorder`), FlexPay redirects them to our
 * success or decline page and sends a signed postback (GET) to our postback URL. The postback is the
 * only proof of payment; the signature covers every parameter but `signature` itself.
 */
export function createVerotelProvider(options: VerotelOptions): PostbackProvider {
  return {
    name: 'verotel',
    activation: 'postback',
    async createOrder(input): Promise<CreatedOrder> {
      // FlexPay returns no order id before the sale: our reference is the order id on both sides, and
      // the return pages get it as `token`, as PayPal's do.
      const withReference = (url: string, extra: Record<string, string> = {}) => {
        const target = new URL(url);
        target.searchParams.set('token', input.reference);
        for (const [key, value] of Object.entries(extra)) target.searchParams.set(key, value);
        return target.toString();
      };
      const approveUrl = flexpayPurchaseUrl(options, {
        version: FLEXPAY_VERSION,
        shopID: options.shopId,
        type: 'purchase',
        priceAmount: input.amount,
        priceCurrency: input.currency,
        description: input.description.slice(0, DESCRIPTION_MAX),
        referenceID: input.reference,
        successURL: withReference(input.returnUrl),
        // FlexPay sends the buyer here when the sale is declined, not when she cancels: the page says so.
        declineURL: withReference(input.cancelUrl, { declined: '1' }),
      });
      return { orderId: input.reference, approveUrl };
    },
    verifyPostback(params): PostbackCheck {
      const reference = params.referenceID ?? null;
      const given = (params.signature ?? '').toLowerCase();
      const rest = Object.fromEntries(Object.entries(params).filter(([key]) => key !== 'signature'));
      // Only SHA-256: the published client still accepts the old SHA-1 form, which we never send.
      if (!/^[0-9a-f]{64}$/.test(given) || !sameHex(given, flexpaySignature(options.signatureKey, rest))) {
        return { ok: false, reason: 'signature', reference };
      }
      if (params.shopID !== options.shopId) return { ok: false, reason: 'shop', reference };
      const event = postbackEvent(params);
      // Purchases carry priceAmount/priceCurrency; credit and chargeback postbacks name the amount
      // that went back `amount`/`currency` when it differs from the sale's.
      const amount = params.amount ?? params.priceAmount;
      const currency = params.currency ?? params.priceCurrency;
      if (!event || !reference || !params.saleID || !amount || !currency) {
        return { ok: false, reason: 'malformed', reference };
      }
      const postback: VerifiedPostback = {
        event,
        reference,
        saleId: params.saleID,
        eventId: params.transactionID ?? null,
        amount,
        currency,
      };
      return { ok: true, postback };
    },
  };
}

/**
 * FlexPay names a sale's postback by `type=purchase` (no `event`); money going back is `event=credit`
 * (a refund) or `event=chargeback`. `refund` is accepted as a synonym of `credit`.
 */
function postbackEvent(params: Record<string, string>): VerifiedPostback['event'] | null {
  switch (params.event) {
    case undefined:
      return params.type === 'purchase' ? 'purchase' : null;
    case 'credit':
    case 'refund':
      return 'refund';
    case 'chargeback':
      return 'chargeback';
    default:
      return null;
  }
}
