import {
  centsToEuros,
  CURRENCY,
  localized,
  translate,
  WELCOME_PACKAGE_ID,
  type CaptureData,
  type CreatePaymentData,
  type Language,
  type PaymentHistoryData,
  type PaymentStatusData,
} from '@velvet/contract';
import {
  amountToCents,
  centsToAmount,
  PaymentProviderError,
  type PaymentProvider,
} from '../../adapters/payments/index.ts';
import type { AppDeps } from '../../deps.ts';
import { paymentReceiptEmail } from '../../emails/payment-receipt.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { AuthAccount } from '../../lib/tokens.ts';
import { accountPackages, findActivePackage, findPackage } from '../packages/index.ts';
import {
  completeAndActivate,
  findAccount,
  findAccountPaymentByOrder,
  findPaidPeriod,
  findPaymentByOrder,
  insertPayment,
  isOpen,
  listAccountPayments,
  markPaymentFailed,
  notePaymentProblem,
  setProviderOrder,
  type PaymentRow,
  WELCOME_DUPLICATE,
} from './repo.ts';

export type Logger = {
  info?: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};
/**
 * A request's context. `returnBase`: where the provider sends the buyer back (the public address unless
 * the route says otherwise: in development, the loopback address the visitor opened).
 */
export type Ctx = { deps: AppDeps; lang: Language; log: Logger; returnBase?: string };

const reason = (lang: Language, key: Parameters<typeof translate>[1]) => translate(lang, key);

/**
 * Maps what the provider said to the payment messages the buyer sees (`payments.*`), with a status that says
 * who can fix it.
 */
export function providerFailure(
  lang: Language,
  error: PaymentProviderError,
  stage: 'create' | 'capture',
): AppError {
  switch (error.kind) {
    case 'unavailable':
      return new AppError('payments.error_with', 503, {
        vars: { message: reason(lang, 'payments.reason.provider_unavailable') },
        cause: error,
      });
    case 'declined':
      return new AppError('payments.card_failed', 402, { cause: error });
    case 'not_approved':
      return new AppError('payments.not_completed', 409, { cause: error });
    case 'not_found':
      return new AppError('payments.not_processed', 404, { cause: error });
    case 'rejected':
      return stage === 'capture'
        ? new AppError('payments.capture_failed', 502, { cause: error })
        : new AppError('payments.error_with', 502, {
            vars: { message: reason(lang, 'payments.reason.provider_rejected') },
            cause: error,
          });
  }
}

/** Ids sent by the client are only ever checked against the token's account, never used. */
function checkClaimedUser(account: AuthAccount, userId: number | undefined) {
  if (userId !== undefined && userId !== account.id) throw new AppError('payments.wrong_account', 403);
}

type Checkout = {
  kind: 'registration' | 'package';
  returnUrl: string;
  cancelUrl: string;
};

async function startCheckout(
  ctx: Ctx,
  account: AuthAccount,
  packageId: number,
  checkout: Checkout,
): Promise<CreatePaymentData> {
  const { db } = ctx.deps.database;
  const provider: PaymentProvider = ctx.deps.payments;
  const pkg = await findActivePackage(db, packageId);
  if (!pkg) throw new AppError('payments.package_not_found', 404);
  const title = localized(pkg, 'title', ctx.lang);
  // Amount and currency come from our package, never from the client.
  const payment = await insertPayment(db, {
    advertiserId: account.id,
    packageId: pkg.id,
    kind: checkout.kind,
    provider: provider.name,
    packageTitle: pkg.title,
    amountCents: pkg.priceCents,
    currency: pkg.currency || CURRENCY,
    durationDays: pkg.durationDays,
    lang: ctx.lang,
  });
  try {
    const order = await provider.createOrder({
      reference: payment.reference,
      amount: centsToAmount(payment.amountCents),
      currency: payment.currency,
      description: `Velvet — ${title}`,
      returnUrl: checkout.returnUrl,
      cancelUrl: checkout.cancelUrl,
      // The welcome package is paid by card (a guest checkout: a new advertiser has no wallet yet), every
      // other package with the wallet.
      experience: pkg.id === WELCOME_PACKAGE_ID ? 'card' : 'wallet',
      lang: ctx.lang,
    });
    await setProviderOrder(db, payment.id, order.orderId);
    return { order_id: order.orderId, redirect_url: order.approveUrl };
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    await markPaymentFailed(db, payment.id, `create: ${error.message}`);
    throw providerFailure(ctx.lang, error, 'create');
  }
}

/** `create-registration-payment`: the welcome package, once per account (docs/product.md#packages). */
export async function createRegistrationPayment(ctx: Ctx, account: AuthAccount, userId: number | undefined) {
  checkClaimedUser(account, userId);
  const row = await findAccount(ctx.deps.database.db, account.id);
  if (!row) throw forbidden();
  // The welcome package belongs to the registration flow, after the email code.
  if (!row.emailVerifiedAt) throw forbidden();
  if (row.activatedAt) throw new AppError('payments.welcome_already_used', 409);
  const base = `${ctx.returnBase ?? ctx.deps.config.publicUrl}/otpscreen/${encodeURIComponent(row.email)}`;
  return startCheckout(ctx, account, WELCOME_PACKAGE_ID, {
    kind: 'registration',
    returnUrl: `${base}?success=true`,
    cancelUrl: `${base}?cancel=true`,
  });
}

/** `create-payment?id=`: any other active package; returns to /success or /cancel. */
export async function createPackagePayment(ctx: Ctx, account: AuthAccount, packageId: number) {
  const row = await findAccount(ctx.deps.database.db, account.id);
  if (!row) throw forbidden();
  let kind: Checkout['kind'] = 'package';
  if (packageId === WELCOME_PACKAGE_ID) {
    // Listed only to accounts that have not had it; bought here it still counts as the registration payment.
    if (row.activatedAt) throw new AppError('payments.welcome_already_used', 409);
    if (!row.emailVerifiedAt) throw forbidden();
    kind = 'registration';
  }
  const base = ctx.returnBase ?? ctx.deps.config.publicUrl;
  return startCheckout(ctx, account, packageId, {
    kind,
    returnUrl: `${base}/success`,
    cancelUrl: `${base}/cancel`,
  });
}

async function resultOf(ctx: Ctx, payment: PaymentRow): Promise<CaptureData> {
  const { db } = ctx.deps.database;
  const [bought, pkg, period] = await Promise.all([
    accountPackages(db, payment.advertiserId, ctx.lang),
    findPackage(db, payment.packageId),
    findPaidPeriod(db, payment.id),
  ]);
  const name = localized({ title: payment.packageTitle, titleDa: pkg?.titleDa }, 'title', ctx.lang);
  return {
    amount: centsToEuros(payment.amountCents),
    currency: payment.currency,
    package_id: payment.packageId,
    package_name: name,
    transaction_id: payment.transactionId ?? '',
    // The account's answer, stacked: the same date the dashboard shows.
    valid_until: bought.validated_until ?? period?.endsAt.toISOString() ?? new Date().toISOString(),
    packages: bought,
  };
}

/**
 * `capture-payment` / `capture-registration-payment`. The order must be one we created for the token's
 * account. With a capturing provider (PayPal, local) the provider's answer must say COMPLETED with our
 * amount, currency and reference; only then is the package granted — once, however many times or how
 * concurrently this runs. With a postback provider (FlexPay) only the signed postback grants: this call
 * reports the order's state, paid or "payment pending". The rules: docs/product.md#payments.
 */
export async function capturePayment(
  ctx: Ctx,
  account: AuthAccount,
  body: { token: string; package_id?: number | undefined; user_id?: number | undefined },
): Promise<CaptureData> {
  const { db } = ctx.deps.database;
  const provider = ctx.deps.payments;
  checkClaimedUser(account, body.user_id);
  // Another account's order, or one created outside the app, is simply not found for this account.
  const payment = await findAccountPaymentByOrder(db, provider.name, body.token, account.id);
  if (!payment) throw new AppError('payments.not_processed', 404);
  if (body.package_id !== undefined && body.package_id !== payment.packageId) {
    throw new AppError('payments.package_mismatch', 422, {
      errors: { package_id: ['payments.package_mismatch'] },
    });
  }
  // A replay of a finished capture answers the same result and grants nothing more.
  if (payment.status === 'completed') return resultOf(ctx, payment);
  if (isWelcomeDuplicate(payment)) {
    throw new AppError('payments.welcome_already_used', 409);
  }
  if (payment.status === 'failed' && payment.failureReason === CANCELLED_AT_CHECKOUT) {
    throw new AppError('payments.not_completed', 409);
  }
  if (!isOpen(payment)) {
    throw new AppError('payments.failed_with', 409, {
      vars: { message: reason(ctx.lang, 'payments.reason.reference_mismatch') },
    });
  }
  if (provider.activation === 'postback') {
    // The buyer's return proves nothing: the provider's signed postback has not arrived yet.
    throw new AppError('payments.pending', 409, { data: { payment_pending: true } });
  }
  if (payment.kind === 'registration') {
    const row = await findAccount(db, account.id);
    if (row?.activatedAt) {
      // Activated by this very payment in a parallel request (they commit together): same answer.
      const settled = await findAccountPaymentByOrder(db, provider.name, body.token, account.id);
      if (settled?.status === 'completed') return resultOf(ctx, settled);
      // Another welcome order already activated the account: do not take the money twice.
      throw new AppError('payments.welcome_already_used', 409);
    }
  }

  const activation = await captureAndActivate(ctx, payment);
  if (activation.outcome === 'welcome_already_used') {
    throw new AppError('payments.welcome_already_used', 409);
  }
  if (activation.outcome === 'reversed_first') throw new AppError('payments.not_completed', 409);
  if (activation.outcome === 'settled') {
    // A parallel request won the race and granted the package: answer with its result.
    const settled = await findAccountPaymentByOrder(db, provider.name, body.token, account.id);
    if (settled?.status === 'completed') return resultOf(ctx, settled);
    if (settled && isWelcomeDuplicate(settled)) throw new AppError('payments.welcome_already_used', 409);
    throw new AppError('payments.capture_failed', 409);
  }
  return resultOf(ctx, activation.payment);
}

/**
 * Captures a pending order at a capturing provider (PayPal, local) and grants it once the provider's answer
 * says COMPLETED with our amount, currency and reference; anything else grants nothing and throws the
 * buyer's message.
 */
async function captureAndActivate(ctx: Ctx, payment: PaymentRow) {
  const { db } = ctx.deps.database;
  const provider = ctx.deps.payments;
  const token = payment.providerOrderId!;
  if (provider.activation !== 'capture') throw new Error(`${provider.name} grants by its postback only`);
  let captured;
  try {
    // The same request id for every attempt: a retry after a timeout cannot capture twice.
    captured = await provider.captureOrder(token, `capture-${payment.reference}`);
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    // Nothing is granted; the payment stays pending so the buyer can retry.
    await notePaymentProblem(db, payment.id, `capture: ${error.kind}: ${error.message}`);
    throw providerFailure(ctx.lang, error, 'capture');
  }

  if (captured.status !== 'COMPLETED') {
    await notePaymentProblem(db, payment.id, `capture status ${captured.status}`);
    throw new AppError('payments.not_completed', 409);
  }
  const paidCents = amountToCents(captured.amount);
  if (paidCents !== payment.amountCents || captured.currency !== payment.currency) {
    ctx.log.error(
      {
        paymentId: payment.id,
        expected: [payment.amountCents, payment.currency],
        got: [captured.amount, captured.currency],
      },
      'captured amount does not match the package: not granted, refund by hand',
    );
    await markPaymentFailed(db, payment.id, `amount mismatch: ${captured.amount} ${captured.currency}`);
    throw new AppError('payments.failed_with', 422, {
      vars: { message: reason(ctx.lang, 'payments.reason.amount_mismatch') },
    });
  }
  if (captured.customId !== payment.reference || !captured.transactionId) {
    ctx.log.error(
      { paymentId: payment.id, customId: captured.customId },
      'captured order carries another reference',
    );
    await markPaymentFailed(db, payment.id, `reference mismatch: ${captured.customId ?? 'none'}`);
    throw new AppError('payments.failed_with', 422, {
      vars: { message: reason(ctx.lang, 'payments.reason.reference_mismatch') },
    });
  }

  return activate(ctx.deps, ctx.log, payment, captured.transactionId);
}

const CANCELLED_AT_CHECKOUT = 'cancelled at checkout';

/**
 * The local provider's checkout was decided on our own server: it completes an approved order (capture
 * and grant) as a provider's postback would, and fails a cancelled one, whether or not the browser
 * comes back to a page of ours (it may return to another host name, where it has no session).
 */
export async function settleLocalDecision(
  ctx: Ctx,
  orderId: string,
  decision: 'approve' | 'cancel',
): Promise<void> {
  const { db } = ctx.deps.database;
  const provider = ctx.deps.payments;
  if (provider.name !== 'local') return;
  const payment = await findPaymentByOrder(db, 'local', orderId);
  if (!payment || !isOpen(payment)) return;
  if (decision === 'cancel') {
    await markPaymentFailed(db, payment.id, CANCELLED_AT_CHECKOUT);
    return;
  }
  if (payment.kind === 'registration' && (await findAccount(db, payment.advertiserId))?.activatedAt) {
    // Another welcome order activated the account: the buyer's own capture says so; no money is taken.
    return;
  }
  try {
    await captureAndActivate(ctx, payment);
  } catch (error) {
    // Nothing granted; the order keeps what the capture noted, and the return page reads its state.
    if (!(error instanceof AppError)) throw error;
    ctx.log.warn({ paymentId: payment.id, key: error.key }, 'local checkout: approved order not completed');
  }
}

/** How an order stands for the page the provider returns to: paid, still pending, or failed. */
export async function paymentState(ctx: Ctx, token: string): Promise<PaymentStatusData> {
  const payment = await findPaymentByOrder(ctx.deps.database.db, ctx.deps.payments.name, token);
  if (!payment) throw new AppError('payments.not_processed', 404);
  const state = payment.status === 'completed' ? 'paid' : payment.status === 'pending' ? 'pending' : 'failed';
  return { state };
}

const isWelcomeDuplicate = (payment: PaymentRow) =>
  payment.status === 'review' && payment.reviewReason === WELCOME_DUPLICATE;

/**
 * Grants a paid order (after a capture or a verified postback) and sends the receipt. A second welcome
 * package is refused here, inside the activating transaction; its money is marked for refund.
 */
export async function activate(deps: AppDeps, log: Logger, payment: PaymentRow, transactionId: string) {
  const { db } = deps.database;
  const outcome = await completeAndActivate(db, payment.id, transactionId);
  if (outcome.outcome === 'welcome_already_used') {
    log.error(
      {
        paymentId: payment.id,
        advertiserId: payment.advertiserId,
        provider: payment.provider,
        transactionId,
      },
      'a second welcome package was paid: not granted, marked for refund',
    );
    return outcome;
  }
  if (outcome.outcome !== 'activated') return outcome;
  const owner = await findAccount(db, payment.advertiserId);
  if (owner) {
    const lang = outcome.payment.lang;
    const pkg = await findPackage(db, payment.packageId);
    const packageName = localized({ title: payment.packageTitle, titleDa: pkg?.titleDa }, 'title', lang);
    await sendQuietly(deps, log, {
      to: owner.email,
      template: 'payment-receipt',
      lang,
      ...paymentReceiptEmail(lang, {
        name: owner.name,
        packageName,
        amountCents: outcome.payment.amountCents,
        currency: outcome.payment.currency,
        transactionId,
        validUntil: outcome.endsAt,
      }),
    });
  }
  return outcome;
}

/** The package is granted and recorded; a mail server hiccup must not turn that into an error. */
export async function sendQuietly(
  deps: AppDeps,
  log: Logger,
  email: Parameters<AppDeps['mailer']['send']>[0],
) {
  try {
    await deps.mailer.send(email);
  } catch (error) {
    log.error({ err: error, template: email.template }, 'payment email not sent');
  }
}

const HISTORY_PAGE_SIZE = 20;

export async function paymentHistory(
  ctx: Ctx,
  account: AuthAccount,
  page: number,
): Promise<PaymentHistoryData> {
  const [{ rows, pagination }, bought] = await Promise.all([
    listAccountPayments(ctx.deps.database.db, account.id, page, HISTORY_PAGE_SIZE),
    accountPackages(ctx.deps.database.db, account.id, ctx.lang),
  ]);
  const periodOf = new Map(bought.periods.map((p) => [p.payment_id, p]));
  return {
    packages: bought,
    payments: rows.map((p) => ({
      id: p.id,
      created_at: p.createdAt.toISOString(),
      captured_at: p.capturedAt?.toISOString() ?? null,
      package_id: p.packageId,
      package_name: localized(p, 'packageTitle', ctx.lang),
      amount: centsToEuros(p.amountCents),
      currency: p.currency,
      status: p.status,
      transaction_id: p.transactionId,
      period: periodOf.get(p.id) ?? null,
    })),
    pagination,
  };
}
