import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import { makeNewcomer, makeWelcomePackage } from '../../../test/factories.ts';
import { startFakePayPal, type FakePayPal } from '../../../test/fake-paypal.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import {
  accountState,
  capture,
  decideLocal,
  paypalEnv,
  startPayment,
} from '../../../test/payments-helpers.ts';

/**
 * Measured by an attacker: ten welcome orders (half through create-registration-payment, half through
 * create-payment?id=15), approved, then captured in parallel, twice each — 16 of 20 captures granted a
 * period. The welcome package is granted once per account; the other orders are refused.
 */
type Headers = Record<string, string>;

async function tenApprovedWelcomeOrders(
  ctx: TestContext,
  headers: Headers,
  approve: (orderId: string) => Promise<void>,
) {
  const orders: string[] = [];
  for (let i = 0; i < 10; i += 1) {
    const { orderId } = await startPayment(
      ctx.app,
      headers,
      i % 2 === 0 ? { registration: true } : { packageId: 15 },
    );
    orders.push(orderId);
  }
  // All ordered before any is approved (the local checkout completes an order as it is approved, and a
  // welcome order is refused once the account is activated), then approved at once.
  await Promise.all(orders.map((orderId) => approve(orderId)));
  return orders;
}

/**
 * Real providers take a moment to capture: every capture waits for the others to pass the checks that
 * run before it, as the parallel requests of the measurement did over HTTP.
 */
function slowCaptures(ctx: TestContext, ms: number) {
  const inner = ctx.deps.payments;
  if (inner.activation !== 'capture') throw new Error('a capturing provider is needed');
  ctx.deps.payments = {
    ...inner,
    async captureOrder(orderId, requestId) {
      await new Promise((resolve) => setTimeout(resolve, ms));
      return inner.captureOrder(orderId, requestId);
    },
  };
  return () => {
    ctx.deps.payments = inner;
  };
}

async function captureAllTwiceInParallel(ctx: TestContext, headers: Headers, orders: string[]) {
  const restore = slowCaptures(ctx, 400);
  try {
    return await Promise.all(
      [...orders, ...orders].map((token, i) =>
        capture(
          ctx.app,
          headers,
          { token },
          i % 2 === 0 ? 'capture-registration-payment' : 'capture-payment',
        ),
      ),
    );
  } finally {
    restore();
  }
}

describe('one welcome package per account (local provider)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await makeWelcomePackage(ctx.deps.database.db);
  });
  afterAll(() => ctx.close());

  it('10 approved welcome orders captured in parallel grant one period; the others are refused', async () => {
    const db = ctx.deps.database.db;
    const account = await makeNewcomer(db);
    const orders = await tenApprovedWelcomeOrders(ctx, account.headers, async (id) => {
      expect((await decideLocal(ctx.app, id, 'approve')).statusCode).toBe(303);
    });
    const answers = await captureAllTwiceInParallel(ctx, account.headers, orders);

    const state = await accountState(db, account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.payments.filter((p) => p.status === 'completed')).toHaveLength(1);
    const winner = state.payments.find((p) => p.status === 'completed')!;
    // Both captures of the winning order answer its result; every other capture is refused clearly.
    for (const answer of answers) {
      if (answer.statusCode === 200) {
        expect(answer.json().data.transaction_id).toBe(winner.transactionId);
      } else {
        expect(answer.statusCode).toBe(409);
        expect(answer.json().message).toBe(
          'The welcome package has already been activated for this account.',
        );
      }
    }
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(2);
    const period = state.periods[0]!;
    expect(period.endsAt.getTime() - period.startsAt.getTime()).toBe(60 * 86_400_000);
  });

  it('refuses in Danish too', async () => {
    const db = ctx.deps.database.db;
    const account = await makeNewcomer(db);
    const a = await startPayment(ctx.app, account.headers, { registration: true });
    const b = await startPayment(ctx.app, account.headers, { packageId: 15 });
    await decideLocal(ctx.app, a.orderId, 'approve');
    await decideLocal(ctx.app, b.orderId, 'approve');
    expect((await capture(ctx.app, account.headers, { token: a.orderId })).statusCode).toBe(200);
    const refused = await capture(
      ctx.app,
      { ...account.headers, 'accept-language': 'da' },
      { token: b.orderId },
      'capture-registration-payment',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Velkomstpakken er allerede aktiveret for denne konto.');
  });
});

describe('one welcome package per account (PayPal)', () => {
  let ctx: TestContext;
  let fake: FakePayPal;
  beforeAll(async () => {
    fake = await startFakePayPal();
    ctx = await buildTestApp(paypalEnv(fake));
    await makeWelcomePackage(ctx.deps.database.db);
  });
  afterAll(async () => {
    await ctx.close();
    await fake.close();
  });

  it('captured money for a second welcome package is marked for refund in the order row and the audit log', async () => {
    const db = ctx.deps.database.db;
    const account = await makeNewcomer(db);
    const orders = await tenApprovedWelcomeOrders(ctx, account.headers, async (id) => fake.approve(id));
    const answers = await captureAllTwiceInParallel(ctx, account.headers, orders);

    const state = await accountState(db, account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.payments.filter((p) => p.status === 'completed')).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 200).length).toBeLessThanOrEqual(2);
    for (const answer of answers.filter((a) => a.statusCode !== 200)) expect(answer.statusCode).toBe(409);

    // Every order PayPal actually captured besides the winner waits for a refund, visibly.
    const capturedAtPayPal = orders.filter((id) => fake.orders.get(id)!.status === 'COMPLETED');
    const flagged = state.payments.filter((p) => p.status === 'review');
    expect(flagged.map((p) => p.providerOrderId).sort()).toEqual(
      capturedAtPayPal.filter((id) => id !== winnerOrder(state)).sort(),
    );
    for (const p of flagged) {
      expect(p.reviewReason).toMatch(/refund/);
      expect(p.transactionId).toBe(fake.orders.get(p.providerOrderId!)!.capture!.id);
      const audit = await db
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(p.id)));
      expect(audit.map((a) => a.action)).toContain('payment.review');
    }
  });
});

function winnerOrder(state: Awaited<ReturnType<typeof accountState>>) {
  return state.payments.find((p) => p.status === 'completed')!.providerOrderId;
}
