import { and, eq, gte, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertiserPackages, advertisers, packages, paymentEvents, payments } from '../../db/schema.ts';
import { firstRow } from '../../db/rows.ts';
import { audited, writeAudit } from '../../lib/audit.ts';
import type { Transaction } from '../../lib/transaction.ts';
import { newestFirst } from '../../lib/paginate.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

/**
 * Orders that money can still complete: pending, and expired ones (closed for never being paid, but a
 * provider's late capture or sale is still money the buyer paid, so it is granted as before).
 */
const OPEN_STATUSES = ['pending', 'expired'] as const;
const isOpenOrder = inArray(payments.status, [...OPEN_STATUSES]);
export const isOpen = (payment: Pick<PaymentRow, 'status'>) =>
  (OPEN_STATUSES as readonly string[]).includes(payment.status);

const NEVER_CAPTURED = 'never captured: the order expired';

/** Closes the pending orders created more than `olderThanMs` ago; returns how many. */
export async function expirePendingOrders(db: Db, olderThanMs: number): Promise<number> {
  const rows = await db
    .update(payments)
    .set({ status: 'expired', failureReason: NEVER_CAPTURED })
    .where(
      and(
        eq(payments.status, 'pending'),
        lt(payments.createdAt, sql`now() - make_interval(secs => ${olderThanMs / 1000})`),
      ),
    )
    .returning({ id: payments.id });
  return rows.length;
}

export async function insertPayment(db: Db, values: NewPayment): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

export async function setProviderOrder(db: Db, paymentId: number, providerOrderId: string): Promise<void> {
  await db.update(payments).set({ providerOrderId }).where(eq(payments.id, paymentId));
}

/** Only a pending payment can fail: a completed one is never turned back by a late error. */
export async function markPaymentFailed(db: Db, paymentId: number, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason.slice(0, 500) })
    .where(and(eq(payments.id, paymentId), isOpenOrder));
}

export async function notePaymentProblem(db: Db, paymentId: number, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ failureReason: reason.slice(0, 500) })
    .where(and(eq(payments.id, paymentId), isOpenOrder));
}

/** The payment of one order at one provider (payments_provider_order_key). */
const orderOf = (provider: PaymentRow['provider'], providerOrderId: string) =>
  and(eq(payments.provider, provider), eq(payments.providerOrderId, providerOrderId));

/** The payment of `providerOrderId` if it belongs to `advertiserId`; another account's order is invisible. */
export async function findAccountPaymentByOrder(
  db: Db,
  provider: PaymentRow['provider'],
  providerOrderId: string,
  advertiserId: number,
): Promise<PaymentRow | undefined> {
  return firstRow(
    db
      .select()
      .from(payments)
      .where(and(orderOf(provider, providerOrderId), eq(payments.advertiserId, advertiserId))),
  );
}

export async function findPaidPeriod(db: Db, paymentId: number) {
  const [row] = await db
    .select()
    .from(advertiserPackages)
    .where(eq(advertiserPackages.paymentId, paymentId))
    .limit(1);
  return row;
}

export async function findAccount(db: Db, advertiserId: number) {
  const [row] = await db
    .select({
      id: advertisers.id,
      name: advertisers.name,
      email: advertisers.email,
      emailVerifiedAt: advertisers.emailVerifiedAt,
      activatedAt: advertisers.activatedAt,
      packageUntil: advertisers.packageUntil,
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId))
    .limit(1);
  return row;
}

type Activation = { payment: PaymentRow; startsAt: Date; endsAt: Date };
export type ActivationOutcome =
  | ({ outcome: 'activated' } & Activation)
  /** A second welcome package: the money arrived, nothing is granted, the payment waits for a refund. */
  | { outcome: 'welcome_already_used'; payment: PaymentRow }
  /** Not pending any more: a parallel request or an earlier postback settled it. */
  | { outcome: 'settled' }
  /** Its sale was refunded or charged back before it reached us: recorded, nothing granted. */
  | { outcome: 'reversed_first'; payment: PaymentRow };

export const WELCOME_DUPLICATE = 'a second welcome package for this account: refund it';

/**
 * A sale whose refund or chargeback reached us before it (held by holdReversal, naming this sale or no
 * sale at all): the money is recorded with its sale id, but the period is never granted — granting would
 * give days nobody paid for. A full reversal settles the order as refunded / charged back and counts as
 * applied; a partial one leaves it for an operator (`review`). Either way the reason names the pair, so
 * the back office shows the sale and the reversal before it together. Null when nothing was held.
 */
async function recordSaleReversedFirst(
  tx: Transaction,
  payment: PaymentRow,
  saleId: string,
): Promise<PaymentRow | null> {
  const held = await tx
    .select()
    .from(paymentEvents)
    .where(
      and(
        eq(paymentEvents.paymentId, payment.id),
        isNull(paymentEvents.appliedAt),
        or(isNull(paymentEvents.saleId), eq(paymentEvents.saleId, saleId)),
      ),
    );
  if (!held.length) return null;
  const full = held.find((e) => e.currency === payment.currency && e.amountCents >= payment.amountCents);
  const kinds = held.map((e) => e.kind).join(' and ');
  const status = full ? (full.kind === 'refund' ? 'refunded' : 'charged_back') : 'review';
  const reason = full
    ? `sale ${saleId} arrived after its ${kinds}: recorded, not granted`
    : `sale ${saleId} arrived after its partial ${kinds}: recorded, not granted; settle it by hand`;
  const [recorded] = await tx
    .update(payments)
    .set({ status, transactionId: saleId, capturedAt: sql`now()`, reviewReason: reason })
    .where(eq(payments.id, payment.id))
    .returning();
  if (full) {
    await tx
      .update(paymentEvents)
      .set({ appliedAt: sql`now()` })
      .where(eq(paymentEvents.id, full.id));
  }
  await writeAudit(tx, {
    actorId: null,
    action: 'payment.review',
    targetType: 'payment',
    targetId: payment.id,
    before: { status: payment.status, review_reason: payment.reviewReason },
    after: { status, review_reason: reason, transaction_id: saleId, held_events: held.map((e) => e.id) },
  });
  return recorded!;
}

/**
 * Marks a pending payment completed and grants its period, all in one transaction. The account row is
 * locked first, so everything that activates one account runs one after the other: two purchases stack
 * their periods, and of several welcome orders only the first is granted — the account is already
 * activated when the next one gets the lock (the unique index `payments_one_welcome_key` refuses a
 * second completed welcome payment even if this check were ever bypassed). The conditional
 * UPDATE … WHERE status = 'pending' is the gate for one order: of any number of parallel captures or
 * postbacks, exactly one gets the row back; the others see `settled` and read the result instead.
 */
export async function completeAndActivate(
  db: Db,
  paymentId: number,
  transactionId: string,
): Promise<ActivationOutcome> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ advertiserId: payments.advertiserId })
      .from(payments)
      .where(eq(payments.id, paymentId));
    if (!target) return { outcome: 'settled' };
    const [account] = await tx
      .select({
        packageUntil: advertisers.packageUntil,
        activatedAt: advertisers.activatedAt,
        nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
      })
      .from(advertisers)
      .where(eq(advertisers.id, target.advertiserId))
      .for('update');
    if (!account) throw new Error(`advertiser ${target.advertiserId} vanished during capture`);

    // Locked, so a reversal reported at this moment waits and then finds the order sold (holdReversal).
    const [pending] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), isOpenOrder))
      .for('update');
    if (!pending) return { outcome: 'settled' };
    const reversed = await recordSaleReversedFirst(tx, pending, transactionId);
    if (reversed) return { outcome: 'reversed_first', payment: reversed };
    if (pending.kind === 'registration' && account.activatedAt) {
      const [flagged] = await tx
        .update(payments)
        .set({ status: 'review', transactionId, capturedAt: sql`now()`, reviewReason: WELCOME_DUPLICATE })
        .where(and(eq(payments.id, paymentId), isOpenOrder))
        .returning();
      await writeAudit(tx, {
        actorId: null,
        action: 'payment.review',
        targetType: 'payment',
        targetId: paymentId,
        before: { status: pending.status },
        after: { status: 'review', reason: WELCOME_DUPLICATE, transaction_id: transactionId },
      });
      return { outcome: 'welcome_already_used', payment: flagged! };
    }

    const [payment] = await tx
      .update(payments)
      .set({ status: 'completed', transactionId, capturedAt: sql`now()`, failureReason: null })
      .where(and(eq(payments.id, paymentId), isOpenOrder))
      .returning();
    if (!payment) return { outcome: 'settled' };

    // Stacking: bought while a period runs, the new one starts where the current one ends.
    const now = new Date(account.nowMs);
    const startsAt = account.packageUntil && account.packageUntil > now ? account.packageUntil : now;
    const endsAt = new Date(startsAt.getTime() + payment.durationDays * 86_400_000);

    await tx.insert(advertiserPackages).values({
      advertiserId: payment.advertiserId,
      packageId: payment.packageId,
      paymentId: payment.id,
      startsAt,
      endsAt,
    });
    await tx
      .update(advertisers)
      .set({
        packageUntil: endsAt,
        updatedAt: sql`now()`,
        // The welcome package is what makes the advert public.
        ...(payment.kind === 'registration'
          ? { activatedAt: sql`coalesce(${advertisers.activatedAt}, now())` }
          : {}),
      })
      .where(eq(advertisers.id, payment.advertiserId));
    return { outcome: 'activated', payment, startsAt, endsAt };
  });
}

export function listAccountPayments(db: Db, advertiserId: number, page: number, pageSize: number) {
  const where = eq(payments.advertiserId, advertiserId);
  const rows = db
    .select({
      id: payments.id,
      createdAt: payments.createdAt,
      capturedAt: payments.capturedAt,
      packageId: payments.packageId,
      packageTitle: payments.packageTitle,
      packageTitleDa: packages.titleDa,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      transactionId: payments.transactionId,
    })
    .from(payments)
    .leftJoin(packages, eq(packages.id, payments.packageId))
    .$dynamic();
  return newestFirst(db, payments, rows, where, page, pageSize);
}

/** A payment by the provider's order id, whoever owns it (postbacks and operators have no account token). */
export async function findPaymentByOrder(
  db: Db,
  provider: PaymentRow['provider'],
  providerOrderId: string,
): Promise<PaymentRow | undefined> {
  return firstRow(db.select().from(payments).where(orderOf(provider, providerOrderId)));
}

export async function findPaymentById(db: Db, paymentId: number): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.id, paymentId)).limit(1);
  return row;
}

/**
 * Flags a payment an operator must resolve (money arrived that does not match the order). A pending
 * payment becomes `review` — it can never be activated afterwards; a settled one keeps its status and
 * only gains the reason. Written with its audit entry, once per reason.
 */
export async function markForReview(
  db: Db,
  paymentId: number,
  reason: string,
  options: { keepOpen?: boolean } = {},
): Promise<boolean> {
  const target = { action: 'payment.review', targetType: 'payment', targetId: paymentId } as const;
  const flagged = await audited(db, null, target, async (tx) => {
    const [before] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update');
    if (!before || before.reviewReason === reason) return null;
    const status = isOpen(before) && !options.keepOpen ? 'review' : before.status;
    await tx
      .update(payments)
      .set({ status, reviewReason: reason.slice(0, 500) })
      .where(eq(payments.id, paymentId));
    return {
      before: { status: before.status, review_reason: before.reviewReason },
      after: { status, review_reason: reason },
    };
  });
  return flagged !== null;
}

type ReversalEvent = {
  paymentId: number;
  kind: 'refund' | 'chargeback';
  amountCents: number;
  currency: string;
  providerEventId: string | null;
  /** The sale it reverses, when the provider names it. */
  saleId?: string | null | undefined;
};

/**
 * Stores a reversal event as the provider reported it, applied or held for an operator; nothing when the
 * order already has one of that kind (providers repeat their notifications).
 */
const insertReversalEvent = (
  tx: Pick<Db, 'insert'>,
  event: ReversalEvent,
  outcome: { appliedAt: SQL } | { reviewReason: string },
) =>
  tx
    .insert(paymentEvents)
    .values({
      paymentId: event.paymentId,
      kind: event.kind,
      amountCents: event.amountCents,
      currency: event.currency,
      providerEventId: event.providerEventId,
      saleId: event.saleId ?? null,
      ...outcome,
    })
    .onConflictDoNothing()
    .returning();

/**
 * A refund or chargeback reported for an order that is not paid (its sale has not arrived yet, or it
 * failed): stored as it came, not applied (`applied_at` stays empty), and the order is flagged for an
 * operator without changing its status, so the sale, if it arrives after, is still granted. Once per
 * order and kind, as providers repeat their notifications.
 */
export async function holdReversal(
  db: Db,
  input: ReversalEvent & { reason: string },
): Promise<'held' | 'sold' | 'repeated'> {
  const target = { action: 'payment.review', targetType: 'payment', targetId: input.paymentId } as const;
  let sold = false;
  const held = await audited(db, null, target, async (tx) => {
    const [before] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update');
    if (!before) return null;
    // The sale got in first while this waited for the row: the reversal is the caller's to apply.
    if (isSold(before)) {
      sold = true;
      return null;
    }
    const reason = input.reason.slice(0, 500);
    const [event] = await insertReversalEvent(tx, input, { reviewReason: reason });
    if (!event) return null;
    await tx.update(payments).set({ reviewReason: reason }).where(eq(payments.id, input.paymentId));
    return {
      before: { status: before.status, review_reason: before.reviewReason },
      after: { status: before.status, review_reason: reason, held_event: event.id },
    };
  });
  return sold ? 'sold' : held ? 'held' : 'repeated';
}

/** Money was taken for the order: the only orders a refund or chargeback applies to. */
export const isSold = (payment: Pick<PaymentRow, 'status' | 'transactionId'>) =>
  payment.transactionId !== null && (payment.status === 'completed' || payment.status === 'review');

export type Reversal = {
  payment: PaymentRow;
  kind: 'refund' | 'chargeback';
  amountCents: number;
  /** The end of the reversed period after the reversal (now, or its start if it had not begun). */
  periodEndedAt: Date | null;
  packageUntil: Date | null;
};

/**
 * Money went back (a refund or a chargeback): records the event once, marks the payment, and ends the
 * period it paid for — at once, or never begins if it was stacked after another. Periods stacked after it
 * move earlier by the time it no longer covers, so the account keeps exactly what it still paid for.
 * `null` when this event was recorded before (providers repeat notifications).
 */
export async function recordReversal(
  db: Db,
  input: ReversalEvent & { actorId: number | null },
): Promise<Reversal | null> {
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ advertiserId: payments.advertiserId })
      .from(payments)
      .where(eq(payments.id, input.paymentId));
    if (!target) return null;
    // The same lock as activation: a reversal and a purchase of one account never interleave.
    const [account] = await tx
      .select({
        packageUntil: advertisers.packageUntil,
        nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
      })
      .from(advertisers)
      .where(eq(advertisers.id, target.advertiserId))
      .for('update');
    if (!account) return null;
    // Only a sold order is reversed; anything else is held for an operator by the caller (holdReversal).
    const [before] = await tx.select().from(payments).where(eq(payments.id, input.paymentId));
    if (!before || !isSold(before)) return null;

    const [event] = await insertReversalEvent(tx, input, { appliedAt: sql`now()` });
    if (!event) return null;

    const status = input.kind === 'refund' ? 'refunded' : 'charged_back';
    const [payment] = await tx
      .update(payments)
      .set({ status })
      .where(eq(payments.id, input.paymentId))
      .returning();

    const now = new Date(account.nowMs);
    let periodEndedAt: Date | null = null;
    const [period] = await tx
      .select()
      .from(advertiserPackages)
      .where(eq(advertiserPackages.paymentId, input.paymentId));
    if (period && period.endsAt > now) {
      periodEndedAt = period.startsAt > now ? period.startsAt : now;
      const removedMs = period.endsAt.getTime() - periodEndedAt.getTime();
      await tx
        .update(advertiserPackages)
        .set({ endsAt: periodEndedAt })
        .where(eq(advertiserPackages.id, period.id));
      await tx
        .update(advertiserPackages)
        .set({
          startsAt: sql`${advertiserPackages.startsAt} - make_interval(secs => ${removedMs / 1000})`,
          endsAt: sql`${advertiserPackages.endsAt} - make_interval(secs => ${removedMs / 1000})`,
        })
        .where(
          and(
            eq(advertiserPackages.advertiserId, target.advertiserId),
            gte(advertiserPackages.startsAt, period.endsAt),
          ),
        );
    }
    const [latest] = await tx
      .select({
        endsAt: sql<Date | null>`max(${advertiserPackages.endsAt})`.mapWith(advertiserPackages.endsAt),
      })
      .from(advertiserPackages)
      .where(eq(advertiserPackages.advertiserId, target.advertiserId));
    const packageUntil = latest?.endsAt ?? null;
    await tx
      .update(advertisers)
      .set({ packageUntil, updatedAt: sql`now()` })
      .where(eq(advertisers.id, target.advertiserId));
    await writeAudit(tx, {
      actorId: input.actorId,
      action: `payment.${input.kind}`,
      targetType: 'payment',
      targetId: input.paymentId,
      before: { status: before.status, package_until: account.packageUntil },
      after: {
        status,
        amount_cents: input.amountCents,
        currency: input.currency,
        provider_event_id: input.providerEventId,
        period_ended_at: periodEndedAt,
        package_until: packageUntil,
      },
    });
    return {
      payment: payment!,
      kind: input.kind,
      amountCents: input.amountCents,
      periodEndedAt,
      packageUntil,
    };
  });
}
