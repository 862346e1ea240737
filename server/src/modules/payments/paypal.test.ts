import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createPayPalProvider } from '../../adapters/payments/paypal.ts';
import { eq } from 'drizzle-orm';
import { auditLog } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeAdmin, makeNewcomer, makeSignedIn } from '../../../test/factories.ts';
import { startFakePayPal, type FakeBehaviour, type FakePayPal } from '../../../test/fake-paypal.ts';
import { buildTestApp, readEmail, type TestContext } from '../../../test/helpers.ts';
import {
  accountState,
  capture,
  orderPackage,
  paypalEnv,
  startPayment,
  stockPackages,
} from '../../../test/payments-helpers.ts';

let fake: FakePayPal;
let ctx: TestContext;
let standardId: number;

beforeAll(async () => {
  fake = await startFakePayPal();
  ctx = await buildTestApp(paypalEnv(fake));
  standardId = await stockPackages(ctx.deps.database.db);
});
afterEach(() => fake.reset());
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const db = () => ctx.deps.database.db;
const buyer = () => makeSignedIn(db(), { packageUntil: null });

/** Creates the order through our API and approves it at the fake PayPal, as the buyer would. */
async function approvedOrder(headers: Record<string, string>, packageId = standardId) {
  const { orderId } = await startPayment(ctx.app, headers, { packageId });
  fake.approve(orderId);
  return orderId;
}

/** A new buyer's approved order, captured while the fake PayPal answers as `behaviour` says. */
async function captureWhile(behaviour: Partial<FakeBehaviour>) {
  const account = await buyer();
  const orderId = await approvedOrder(account.headers);
  Object.assign(fake.behaviour, behaviour);
  const res = await capture(ctx.app, account.headers, { token: orderId });
  return { account, orderId, res };
}

describe('PayPal adapter: creating orders', () => {
  it('sends our package price, our reference and the return URLs; card experience for the welcome package', async () => {
    const newcomer = await makeNewcomer(db());
    const tokenCallsBefore = fake.calls.token;
    const welcome = await startPayment(ctx.app, newcomer.headers, { registration: true });
    const order = fake.orders.get(welcome.orderId)!;
    expect(welcome.redirectUrl).toBe(`${fake.url}/checkoutnow?token=${welcome.orderId}`);
    const [payment] = (await accountState(db(), newcomer.account.id)).payments;
    const unit = (order.body.purchase_units as Record<string, unknown>[])[0];
    expect(order.body.intent).toBe('CAPTURE');
    expect(unit).toMatchObject({
      custom_id: payment!.reference,
      amount: { currency_code: 'EUR', value: '1.00' },
    });
    const context = (order.body.payment_source as { paypal: { experience_context: Record<string, string> } })
      .paypal.experience_context;
    const email = encodeURIComponent(newcomer.account.email);
    expect(context).toMatchObject({
      landing_page: 'GUEST_CHECKOUT',
      locale: 'en-GB',
      return_url: `http://localhost:3000/otpscreen/${email}?success=true`,
      cancel_url: `http://localhost:3000/otpscreen/${email}?cancel=true`,
    });
    expect(payment).toMatchObject({
      provider: 'paypal',
      providerOrderId: welcome.orderId,
      status: 'pending',
      amountCents: 100,
    });

    const account = await buyer();
    const standard = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const standardContext = (
      fake.orders.get(standard.orderId)!.body.payment_source as {
        paypal: { experience_context: Record<string, string> };
      }
    ).paypal.experience_context;
    expect(standardContext).toMatchObject({
      landing_page: 'LOGIN',
      return_url: 'http://localhost:3000/success',
      cancel_url: 'http://localhost:3000/cancel',
    });
    expect(
      (fake.orders.get(standard.orderId)!.body.purchase_units as { amount: unknown }[])[0]!.amount,
    ).toEqual({
      currency_code: 'EUR',
      value: '29.00',
    });
    // One OAuth token serves every call until it expires.
    expect(fake.calls.token - tokenCallsBefore).toBeLessThanOrEqual(1);
  });

  it('provider down while creating: a clear 503, the payment is marked failed', async () => {
    const account = await buyer();
    fake.behaviour.down = true;
    const res = await orderPackage(ctx.app, account.headers, standardId);
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/^Payment error: the payment service cannot be reached right now/);
    expect((await accountState(db(), account.account.id)).payments.map((p) => p.status)).toEqual(['failed']);
  });

  it('wrong credentials are a provider refusal, not a crash', async () => {
    const provider = createPayPalProvider({ apiBase: fake.url, clientId: 'nope', clientSecret: 'nope' });
    await expect(
      provider.createOrder({
        reference: 'r',
        amount: '1.00',
        currency: 'EUR',
        description: 'x',
        returnUrl: 'http://localhost/s',
        cancelUrl: 'http://localhost/c',
        experience: 'wallet',
      }),
    ).rejects.toMatchObject({ kind: 'rejected' });
  });
});

describe('PayPal adapter: capturing', () => {
  it('captures an approved order and activates the package', async () => {
    const account = await buyer();
    const orderId = await approvedOrder(account.headers);
    const res = await capture(ctx.app, account.headers, {
      token: orderId,
      package_id: standardId,
      user_id: account.account.id,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      amount: 29,
      package_name: 'Standard',
      transaction_id: fake.orders.get(orderId)!.capture!.id,
    });
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.account.packageUntil!.getTime()).toBeGreaterThan(Date.now());
  });

  it('refuses a tampered amount: nothing activated, the payment is failed', async () => {
    const { account, orderId, res } = await captureWhile({ captureAmount: '0.01' });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(
      'Payment failed: the amount or currency paid does not match the package.',
    );
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(0);
    expect(state.account.packageUntil).toBeNull();
    expect(state.payments[0]).toMatchObject({ status: 'failed' });
    // A replay after the refusal does not turn it into a grant.
    fake.reset();
    expect((await capture(ctx.app, account.headers, { token: orderId })).statusCode).toBe(409);
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
  });

  it('refuses a capture whose custom_id is not our reference', async () => {
    const { account, res } = await captureWhile({ captureCustomId: 'someone-else' });
    expect(res.statusCode).toBe(422);
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
  });

  it('refuses an order created outside the app without touching it', async () => {
    const account = await buyer();
    const outside = fake.createOutsideOrder('29.00');
    const capturesBefore = fake.calls.capture;
    const res = await capture(ctx.app, account.headers, { token: outside.id, package_id: standardId });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Payment failed or was not processed.');
    expect(fake.calls.capture).toBe(capturesBefore);
    expect(fake.orders.get(outside.id)!.status).toBe('APPROVED');
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
  });

  it("refuses another account's order", async () => {
    const owner = await buyer();
    const other = await buyer();
    const orderId = await approvedOrder(owner.headers);
    const res = await capture(ctx.app, other.headers, { token: orderId });
    expect(res.statusCode).toBe(404);
    expect(fake.orders.get(orderId)!.status).toBe('APPROVED');
    expect((await accountState(db(), other.account.id)).periods).toHaveLength(0);
  });

  it('20 parallel captures of one order: one capture at PayPal, exactly one activation', async () => {
    const account = await buyer();
    const orderId = await approvedOrder(account.headers);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => capture(ctx.app, account.headers, { token: orderId })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(answers.map((a) => a.json().data.transaction_id)).size).toBe(1);
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.payments.filter((p) => p.status === 'completed')).toHaveLength(1);
  });

  it('provider down: a clear error, nothing activated, and the retry works', async () => {
    const account = await buyer();
    const orderId = await approvedOrder(account.headers);
    fake.behaviour.down = true;
    const down = await capture(ctx.app, { ...account.headers, 'accept-language': 'da' }, { token: orderId });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(/^Betalingsfejl: betalingstjenesten kan ikke nås/),
    });
    let state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(0);
    expect(state.payments[0]!.status).toBe('pending');

    fake.behaviour.down = false;
    const retry = await capture(ctx.app, account.headers, { token: orderId });
    expect(retry.statusCode).toBe(200);
    state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
  });

  it('provider timing out: a clear error, nothing activated, and the retry works', async () => {
    const account = await buyer();
    const orderId = await approvedOrder(account.headers);
    const configured = ctx.deps.payments;
    // Tests may hand the app their own adapter: here one that gives up quickly.
    ctx.deps.payments = createPayPalProvider({
      apiBase: fake.url,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
      timeoutMs: 300,
    });
    try {
      fake.behaviour.hang = true;
      const slow = await capture(ctx.app, account.headers, { token: orderId });
      expect(slow.statusCode).toBe(503);
      expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
      fake.behaviour.hang = false;
      const retry = await capture(ctx.app, account.headers, { token: orderId });
      expect(retry.statusCode).toBe(200);
      expect((await accountState(db(), account.account.id)).periods).toHaveLength(1);
    } finally {
      ctx.deps.payments = configured;
    }
  });

  it('a declined card: the card message, nothing activated, a later attempt can succeed', async () => {
    const { account, orderId, res: declined } = await captureWhile({ decline: true });
    expect(declined.statusCode).toBe(402);
    expect(declined.json().message).toBe('Payment failed. Please check your card details or try again.');
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
    fake.behaviour.decline = false;
    expect((await capture(ctx.app, account.headers, { token: orderId })).statusCode).toBe(200);
  });

  it('a capture held as PENDING by PayPal is not a payment', async () => {
    const { account, res } = await captureWhile({ captureStatus: 'PENDING' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Payment not completed');
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
  });

  it('ORDER_ALREADY_CAPTURED (our earlier answer was lost) is resolved by reading the order', async () => {
    const account = await buyer();
    const orderId = await approvedOrder(account.headers);
    // The capture happened at PayPal but its answer never reached us.
    const order = fake.orders.get(orderId)!;
    order.status = 'COMPLETED';
    order.capture = {
      id: 'CAPLOSTANSWER1',
      status: 'COMPLETED',
      amount: order.amount,
      custom_id: order.customId,
    };
    const gets = fake.calls.get;
    const res = await capture(ctx.app, account.headers, { token: orderId });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.transaction_id).toBe('CAPLOSTANSWER1');
    expect(fake.calls.get).toBe(gets + 1);
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(1);
  });

  it('an order the buyer never approved is not completed', async () => {
    const account = await buyer();
    const { orderId } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const res = await capture(ctx.app, account.headers, { token: orderId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Payment not completed');
  });
});

describe('PayPal adapter: refunds and chargebacks found by the order lookup', () => {
  it('an operator check applies a refund PayPal reports: period ended, history, audit, email', async () => {
    const admin = await makeAdmin(db());
    const adminHeaders = { authorization: `Bearer ${await issueToken(db(), admin.id)}` };
    const account = await buyer();
    const orderId = await approvedOrder(account.headers);
    expect((await capture(ctx.app, account.headers, { token: orderId })).statusCode).toBe(200);
    const paymentId = (await accountState(db(), account.account.id)).payments[0]!.id;
    const sync = () =>
      ctx.app.inject({ method: 'POST', url: `/api/admin/payments/${paymentId}/sync`, headers: adminHeaders });

    // Nothing happened at PayPal: nothing changes.
    expect((await sync()).json().data).toEqual({ provider_status: 'COMPLETED', status: 'completed' });
    fake.refund(orderId);
    const res = await sync();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toEqual({ provider_status: 'REFUNDED', status: 'refunded' });
    const state = await accountState(db(), account.account.id);
    expect(state.periods[0]!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(paymentId)));
    expect(audit).toEqual([expect.objectContaining({ action: 'payment.refund', actorId: admin.id })]);
    expect((await readEmail(ctx.app, account.account.email))?.subject).toBe(
      'Your Velvet payment was refunded',
    );
    // Checking again records nothing twice.
    expect((await sync()).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.targetId, String(paymentId))),
    ).toHaveLength(1);

    // A bank reversal of another payment is a chargeback.
    const other = await buyer();
    const second = await approvedOrder(other.headers);
    await capture(ctx.app, other.headers, { token: second });
    fake.reverse(second);
    const otherId = (await accountState(db(), other.account.id)).payments[0]!.id;
    const reversed = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${otherId}/sync`,
      headers: adminHeaders,
    });
    expect(reversed.json().data.status).toBe('charged_back');
    // Advertisers cannot ask.
    const denied = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/payments/${otherId}/sync`,
      headers: other.headers,
    });
    expect(denied.statusCode).toBe(403);
  });
});

describe('PayPal adapter: tokens', () => {
  it('fetches a new token when the cached one expires', async () => {
    fake.behaviour.tokenTtl = 61; // renewed a minute early: usable for one second
    const provider = createPayPalProvider({
      apiBase: fake.url,
      clientId: fake.clientId,
      clientSecret: fake.clientSecret,
    });
    const outside = fake.createOutsideOrder('5.00');
    const before = fake.calls.token;
    await provider.getOrder(outside.id);
    await provider.getOrder(outside.id);
    expect(fake.calls.token - before).toBe(1);
    await new Promise((r) => setTimeout(r, 1100));
    await provider.getOrder(outside.id);
    expect(fake.calls.token - before).toBe(2);
    await expect(provider.getOrder('NOSUCHORDER')).rejects.toMatchObject({ kind: 'not_found' });
  });
});
