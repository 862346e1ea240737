/** What a payment provider reports after checkout: postbacks, refunds and chargebacks, and an operator's status check. */
import { localized, type Language } from '@velvet/contract';
import { amountToCents, centsToAmount, PaymentProviderError } from '../../adapters/payments/index.ts';
import type { AppDeps } from '../../deps.ts';
import { paymentReversalEmail } from '../../emails/payment-reversal.ts';
import { AppError } from '../../lib/errors.ts';
import { findPackage } from '../packages/index.ts';
import {
  findAccount,
  findPaymentById,
  findPaymentByOrder,
  holdReversal,
  isOpen,
  isSold,
  markForReview,
  recordReversal,
  type PaymentRow,
} from './repo.ts';
import { activate, providerFailure, sendQuietly, type Logger } from './service.ts';

/**
 * A refund or chargeback the provider reported: ends the period the payment paid for, records it in the
 * history and the audit log, and tells the advertiser. Repeated reports change nothing (`null`).
 */
async function applyReversal(
  deps: AppDeps,
  log: Logger,
  payment: PaymentRow,
  input: {
    kind: 'refund' | 'chargeback';
    amountCents: number;
    currency: string;
    providerEventId: string | null;
    actorId: number | null;
  },
) {
  const { db } = deps.database;
  const reversal = await recordReversal(db, { paymentId: payment.id, ...input });
  if (!reversal) return null;
  log.warn(
    {
      paymentId: payment.id,
      kind: input.kind,
      amountCents: input.amountCents,
      eventId: input.providerEventId,
    },
    `payment ${input.kind}: package period ended`,
  );
  const owner = await findAccount(db, payment.advertiserId);
  if (owner) {
    const lang = payment.lang;
    const pkg = await findPackage(db, payment.packageId);
    await sendQuietly(deps, log, {
      to: owner.email,
      template: `payment-${input.kind}`,
      lang,
      ...paymentReversalEmail(lang, {
        name: owner.name,
        kind: input.kind,
        packageName: localized({ title: payment.packageTitle, titleDa: pkg?.titleDa }, 'title', lang),
        amountCents: input.amountCents,
        currency: input.currency,
        transactionId: payment.transactionId ?? payment.reference,
        packageUntil: reversal.packageUntil,
        now: new Date(),
      }),
    });
  }
  return reversal;
}

export type PostbackAnswer = { ok: true } | { ok: false; status: number; text: string };

/**
 * FlexPay's postback (`GET /api/payments/verotel/postback`). Answers OK only once the event is stored;
 * anything that does not check out — signature, shop, unknown order, amount or currency — is refused and
 * logged with the order, and changes nothing except flagging a paid-but-wrong order for review.
 */
export async function handleVerotelPostback(
  deps: AppDeps,
  log: Logger,
  params: Record<string, string>,
): Promise<PostbackAnswer> {
  const provider = deps.payments;
  if (provider.activation !== 'postback') return { ok: false, status: 404, text: 'ERROR - not enabled' };
  const refuse = (status: number, text: string, details: object) => {
    log.warn({ ...details, referenceID: params.referenceID ?? null }, `verotel postback refused: ${text}`);
    return { ok: false as const, status, text: `ERROR - ${text}` };
  };
  const check = provider.verifyPostback(params);
  if (!check.ok) {
    return refuse(check.reason === 'malformed' ? 400 : 403, `invalid ${check.reason}`, {
      reason: check.reason,
    });
  }
  const { postback } = check;
  const { db } = deps.database;
  const payment = await findPaymentByOrder(db, 'verotel', postback.reference);
  if (!payment) return refuse(404, 'unknown referenceID', { saleID: postback.saleId });
  const orderLog = { paymentId: payment.id, saleID: postback.saleId, event: postback.event };
  const cents = amountToCents(postback.amount);

  if (postback.event === 'purchase') {
    if (cents !== payment.amountCents || postback.currency !== payment.currency) {
      const why = `paid ${postback.amount} ${postback.currency} for an order of ${centsToAmount(payment.amountCents)} ${payment.currency}: refund or settle by hand`;
      // Set aside for an operator (that money is refunded by hand), but the order stays open: the buyer's
      // correct payment after it is still granted.
      await markForReview(db, payment.id, why, { keepOpen: true });
      return refuse(422, 'amount or currency does not match the order', {
        ...orderLog,
        expected: [centsToAmount(payment.amountCents), payment.currency],
        got: [postback.amount, postback.currency],
      });
    }
    if (isOpen(payment)) {
      const outcome = await activate(deps, log, payment, postback.saleId);
      if (outcome.outcome === 'activated') log.info?.(orderLog, 'verotel postback: package activated');
      if (outcome.outcome === 'reversed_first')
        log.warn(orderLog, 'verotel postback: sale after its reversal, recorded and not granted');
      return { ok: true };
    }
    // Replays of a settled order (FlexPay repeats postbacks until it reads OK) change nothing.
    if (payment.transactionId && payment.transactionId !== postback.saleId) {
      await markForReview(db, payment.id, `a second sale ${postback.saleId} for this order: refund it`);
    }
    return { ok: true };
  }

  if (postback.currency !== payment.currency || cents === null || cents <= 0 || cents > payment.amountCents) {
    return refuse(422, 'refund amount or currency does not match the order', {
      ...orderLog,
      got: [postback.amount, postback.currency],
    });
  }
  if (!isSold(payment)) {
    // Not paid (yet): a reversal that overtook its sale, or one for an order that never sold. Stored and
    // shown to an operator, never applied and never dropped; the sale it names, if it comes after, is
    // recorded without being granted (completeAndActivate).
    const reason = `${postback.event} of sale ${postback.saleId} reported before the order was paid (order ${payment.status}): check it with FlexPay`;
    const held = await holdReversal(db, {
      paymentId: payment.id,
      kind: postback.event,
      amountCents: cents,
      currency: postback.currency,
      providerEventId: postback.eventId ?? postback.saleId,
      saleId: postback.saleId,
      reason,
    });
    if (held !== 'sold') {
      log.warn(orderLog, 'verotel postback: reversal before the sale, held for an operator');
      return { ok: true };
    }
    // The sale was granted while this waited: the reversal applies to it as usual, below.
  }
  const current = (await findPaymentById(db, payment.id)) ?? payment;
  if (current.transactionId !== postback.saleId) {
    return refuse(422, 'saleID does not match the order', orderLog);
  }
  await applyReversal(deps, log, current, {
    kind: postback.event,
    amountCents: cents,
    currency: postback.currency,
    providerEventId: postback.eventId ?? postback.saleId,
    actorId: null,
  });
  return { ok: true };
}

/**
 * Asks a capturing provider (PayPal) how a paid order stands, for an operator: a capture PayPal reports
 * REFUNDED or PARTIALLY_REFUNDED is a refund, REVERSED a chargeback, and is applied as the postbacks are.
 */
export async function syncPaymentWithProvider(
  deps: AppDeps,
  log: Logger,
  lang: Language,
  actorId: number,
  paymentId: number,
) {
  const { db } = deps.database;
  const provider = deps.payments;
  const payment = await findPaymentById(db, paymentId);
  if (!payment) throw new AppError('errors.not_found', 404);
  if (provider.activation !== 'capture' || payment.provider !== provider.name || !payment.providerOrderId) {
    throw new AppError('admin.payment_sync_unsupported', 409);
  }
  let order;
  try {
    order = await provider.getOrder(payment.providerOrderId);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    throw providerFailure(lang, error, 'capture');
  }
  const kind =
    order.captureStatus === 'REFUNDED' || order.captureStatus === 'PARTIALLY_REFUNDED'
      ? 'refund'
      : order.captureStatus === 'REVERSED'
        ? 'chargeback'
        : null;
  if (kind && (payment.status === 'completed' || payment.status === 'review')) {
    await applyReversal(deps, log, payment, {
      kind,
      amountCents: order.refundedCents ?? payment.amountCents,
      currency: payment.currency,
      providerEventId: order.transactionId,
      actorId,
    });
  }
  return {
    provider_status: order.captureStatus ?? order.status,
    payment: await findPaymentById(db, paymentId),
  };
}
