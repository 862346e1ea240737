import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertiserPackages, advertisers, packages, payments } from '../../db/schema.ts';

export type PaymentRow = typeof payments.$inferSelect;
export type NewPayment = typeof payments.$inferInsert;

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
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

export async function notePaymentProblem(db: Db, paymentId: number, reason: string): Promise<void> {
  await db
    .update(payments)
    .set({ failureReason: reason.slice(0, 500) })
    .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')));
}

/** The payment of `providerOrderId` if it belongs to `advertiserId`; another account's order is invisible. */
export async function findAccountPaymentByOrder(
  db: Db,
  provider: 'local' | 'paypal',
  providerOrderId: string,
  advertiserId: number,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(
      and(
        eq(payments.provider, provider),
        eq(payments.providerOrderId, providerOrderId),
        eq(payments.advertiserId, advertiserId),
      ),
    )
    .limit(1);
  return row;
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

export type Activation = { payment: PaymentRow; startsAt: Date; endsAt: Date };

/**
 * Marks a pending payment completed and grants its period, all in one transaction. The conditional
 * UPDATE … WHERE status = 'pending' is the gate: of any number of parallel captures of one order,
 * exactly one gets the row back and activates; the others see `null` and read the result instead.
 * The account row is locked so two different purchases stack their periods one after the other.
 */
export async function completeAndActivate(
  db: Db,
  paymentId: number,
  transactionId: string,
): Promise<Activation | null> {
  return db.transaction(async (tx) => {
    const [payment] = await tx
      .update(payments)
      .set({ status: 'completed', transactionId, capturedAt: sql`now()`, failureReason: null })
      .where(and(eq(payments.id, paymentId), eq(payments.status, 'pending')))
      .returning();
    if (!payment) return null;

    const [account] = await tx
      .select({
        packageUntil: advertisers.packageUntil,
        nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
      })
      .from(advertisers)
      .where(eq(advertisers.id, payment.advertiserId))
      .for('update');
    if (!account) throw new Error(`advertiser ${payment.advertiserId} vanished during capture`);
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
        // The welcome package is what makes the advert public (DESIGN §5).
        ...(payment.kind === 'registration'
          ? { activatedAt: sql`coalesce(${advertisers.activatedAt}, now())` }
          : {}),
      })
      .where(eq(advertisers.id, payment.advertiserId));
    return { payment, startsAt, endsAt };
  });
}

export async function listAccountPayments(db: Db, advertiserId: number, limit: number, offset: number) {
  const where = eq(payments.advertiserId, advertiserId);
  const [rows, [counted]] = await Promise.all([
    db
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
      .where(where)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(payments)
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}
