import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, outbox, paymentEvents } from '../../db/schema.ts';
import { makeAdmin, makeNewcomer, makeSignedIn } from '../../../test/factories.ts';
import { startFakeVerotel, type FakeVerotel } from '../../../test/fake-verotel.ts';
import { buildTestApp, readEmail, type TestContext } from '../../../test/helpers.ts';
import {
  accountState,
  capture,
  DAY,
  isPublicAndValidated,
  startPayment,
  stockPackages,
  welcomePackagePaid,
} from '../../../test/payments-helpers.ts';
import { issueToken } from '../../lib/tokens.ts';

const SHOP_ID = '104050';
const KEY = 'test-flexpay-signature-key';

let ctx: TestContext;
let fake: FakeVerotel;
let standardId: number;
let logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  fake = await startFakeVerotel({
    shopId: SHOP_ID,
    signatureKey: KEY,
    deliver: async (query) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/payments/verotel/postback?${query}` });
      return { status: res.statusCode, body: res.body };
    },
  });
  ctx = await buildTestApp(
    {
      PAYMENT_PROVIDER: 'verotel',
      VEROTEL_SHOP_ID: SHOP_ID,
      VEROTEL_SIGNATURE_KEY: KEY,
      VEROTEL_BASE_URL: fake.url,
    },
    {
      logger: {
        level: 'info',
        stream: { write: (line: string) => logLines.push(JSON.parse(line) as Record<string, unknown>) },
      },
    },
  );
  standardId = await stockPackages(ctx.deps.database.db);
});
beforeEach(() => {
  logLines = [];
});
afterAll(async () => {
  await ctx.close();
  await fake.close();
});

const db = () => ctx.deps.database.db;
const newcomer = () => makeNewcomer(db());
const refusals = () => logLines.filter((l) => String(l.msg).startsWith('verotel postback refused'));

const postback = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/payments/verotel/postback?${query}` });

describe('FlexPay purchase URL', () => {
  it("is FlexPay's startorder with our package price, reference, return pages and the published signature", async () => {
    const account = await newcomer();
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { registration: true });
    const url = new URL(redirectUrl);
    expect(`${url.origin}${url.pathname}`).toBe(`${fake.url}/startorder`);
    const params = Object.fromEntries(url.searchParams);
    const [payment] = (await accountState(db(), account.account.id)).payments;
    const email = encodeURIComponent(account.account.email);
    expect(params).toEqual({
      version: '4',
      shopID: SHOP_ID,
      type: 'purchase',
      priceAmount: '1.00',
      priceCurrency: 'EUR',
      description: 'Velvet — Welcome Package',
      referenceID: payment!.reference,
      successURL: `http://localhost:3000/otpscreen/${email}?success=true&token=${payment!.reference}`,
      declineURL: `http://localhost:3000/otpscreen/${email}?cancel=true&token=${payment!.reference}&declined=1`,
      signature: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    expect(orderId).toBe(payment!.reference);
    expect(payment).toMatchObject({
      provider: 'verotel',
      providerOrderId: payment!.reference,
      status: 'pending',
    });
    // SHA-256, lowercase hex, of KEY:k1=v1:k2=v2… sorted by name, every parameter but the signature.
    const { signature, ...signed } = params;
    const source = [
      KEY,
      ...Object.keys(signed)
        .sort()
        .map((k) => `${k}=${signed[k]}`),
    ].join(':');
    expect(signature).toBe(createHash('sha256').update(source).digest('hex'));
    // Parameters appear sorted by name, the signature last, as the published client builds the URL.
    expect([...url.searchParams.keys()]).toEqual([...Object.keys(signed).sort(), 'signature']);

    const standard = await startPayment(ctx.app, (await makeSignedIn(db())).headers, {
      packageId: standardId,
    });
    const standardParams = new URL(standard.redirectUrl).searchParams;
    expect(standardParams.get('priceAmount')).toBe('29.00');
    expect(standardParams.get('successURL')).toBe(`http://localhost:3000/success?token=${standard.orderId}`);
    expect(standardParams.get('declineURL')).toBe(
      `http://localhost:3000/cancel?token=${standard.orderId}&declined=1`,
    );
  });

  it('a buyer who edits priceAmount in the URL is refused by FlexPay (the signature no longer matches)', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const tampered = new URL(redirectUrl);
    tampered.searchParams.set('priceAmount', '0.01');
    expect((await fetch(tampered)).status).toBe(400);
  });
});

describe('FlexPay postback', () => {
  it('welcome package: pending until the postback, then activated once, with the sale as transaction id', async () => {
    const account = await newcomer();
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { registration: true });

    // The buyer came back before FlexPay's postback: a clear "payment pending", in both languages.
    const early = await capture(ctx.app, account.headers, { token: orderId }, 'capture-registration-payment');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(/^Payment pending: /),
      data: { payment_pending: true },
    });
    const earlyDa = await capture(
      ctx.app,
      { ...account.headers, 'accept-language': 'da' },
      { token: orderId },
    );
    expect(earlyDa.json().message).toMatch(/^Betalingen afventer: /);
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(false);

    const { location, postback: sent } = await fake.buy(redirectUrl, 'approve');
    expect(sent).toMatchObject({ status: 200, body: 'OK' });
    expect(location).toContain('success=true');
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(true);

    const paid = await capture(ctx.app, account.headers, { token: orderId }, 'capture-registration-payment');
    expect(paid.statusCode, paid.body).toBe(200);
    const saleId = fake.sales.get(orderId)!.saleId;
    expect(paid.json()).toMatchObject(welcomePackagePaid(saleId));
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.periods[0]!.endsAt.getTime() - state.periods[0]!.startsAt.getTime()).toBe(60 * DAY);
    expect((await readEmail(ctx.app, account.account.email))?.subject).toBe('Your Velvet payment receipt');
  });

  it('a declined payment grants nothing and the return page still reads "pending"', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const { location, postback: sent } = await fake.buy(redirectUrl, 'decline');
    expect(sent).toBeUndefined();
    // The page says the payment was declined (not cancelled by the buyer).
    expect(location).toBe(`http://localhost:3000/cancel?token=${orderId}&declined=1`);
    expect((await capture(ctx.app, account.headers, { token: orderId })).statusCode).toBe(409);
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
  });

  it('20 parallel identical postbacks: 20 OK answers, one activation, one receipt', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl); // the buyer opens the order page; FlexPay has the sale
    fake.sales.get(orderId)!.status = 'APPROVED';
    const signedQuery = (await fake.sendPostback(fake.purchasePostback(orderId))).query;
    const answers = await Promise.all(Array.from({ length: 20 }, () => postback(signedQuery)));
    expect(answers.map((a) => [a.statusCode, a.body])).toEqual(Array(20).fill([200, 'OK']));
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.payments.map((p) => p.status)).toEqual(['completed']);
    const receipts = await db().select().from(outbox).where(eq(outbox.to, account.account.email));
    expect(receipts).toHaveLength(1);
  });

  it('a postback signed with another key is refused: nothing changes, one log line with the order', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl);
    fake.sales.get(orderId)!.status = 'APPROVED';
    const forged = await fake.sendPostback(fake.purchasePostback(orderId), { key: 'another-key-entirely' });
    expect(forged.status).toBe(403);
    expect(forged.body).not.toBe('OK');
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(0);
    expect(state.payments.map((p) => p.status)).toEqual(['pending']);
    expect(refusals()).toHaveLength(1);
    expect(refusals()[0]).toMatchObject({ referenceID: orderId, reason: 'signature', level: 40 });
  });

  it('refuses another shop, an unknown order, a missing signature and repeated parameters', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl);
    fake.sales.get(orderId)!.status = 'APPROVED';
    const good = fake.purchasePostback(orderId);
    const otherShop = await fake.sendPostback({ ...good, shopID: '999999' });
    expect(otherShop.status).toBe(403);
    const unknown = await fake.sendPostback({ ...good, referenceID: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.status).toBe(404);
    expect((await postback(new URLSearchParams(good).toString())).statusCode).toBe(403);
    const signed = new URLSearchParams((await fake.sendPostback({ ...good, shopID: '999999' })).params);
    signed.append('saleID', '1');
    expect((await postback(signed.toString())).statusCode).toBe(400);
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
    expect(refusals().every((l) => 'referenceID' in l)).toBe(true);
  });

  it('an amount that does not match the order activates nothing and marks the order for review', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl);
    fake.sales.get(orderId)!.status = 'APPROVED';
    // As if the buyer had paid an edited price: FlexPay reports what was paid.
    const sent = await fake.sendPostback({ ...fake.purchasePostback(orderId), priceAmount: '0.01' });
    expect(sent.status).toBe(422);
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(0);
    // Named for an operator, and still open for the buyer's correct payment.
    expect(state.payments[0]).toMatchObject({
      status: 'pending',
      reviewReason: expect.stringContaining('0.01 EUR'),
    });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(state.payments[0]!.id)));
    expect(audit.map((a) => a.action)).toEqual(['payment.review']);
    const currency = await fake.sendPostback({ ...fake.purchasePostback(orderId), priceCurrency: 'USD' });
    expect(currency.status).toBe(422);
  });

  it('a sale for an order closed as expired is still granted: the buyer paid', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl);
    fake.sales.get(orderId)!.status = 'APPROVED';
    const [order] = (await accountState(db(), account.account.id)).payments;
    await db().execute(sql`update payments set status = 'expired' where id = ${order!.id}`);
    expect((await fake.sendPostback(fake.purchasePostback(orderId))).body).toBe('OK');
    const state = await accountState(db(), account.account.id);
    expect(state.payments[0]!.status).toBe('completed');
    expect(state.periods).toHaveLength(1);
  });

  it('a wrong-amount postback set aside for review does not stop the correct purchase after it', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl);
    fake.sales.get(orderId)!.status = 'APPROVED';
    const wrong = await fake.sendPostback({ ...fake.purchasePostback(orderId), priceAmount: '0.01' });
    expect(wrong.status).toBe(422);
    expect((await accountState(db(), account.account.id)).payments[0]).toMatchObject({
      reviewReason: expect.stringContaining('0.01 EUR'),
    });
    // The buyer pays the right amount: granted, and the odd payment stays named for an operator.
    expect((await fake.sendPostback(fake.purchasePostback(orderId))).body).toBe('OK');
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({
      status: 'completed',
      reviewReason: expect.stringContaining('0.01 EUR'),
    });
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(true);
  });

  it('a second welcome package paid through FlexPay is not granted and is marked for refund', async () => {
    const account = await newcomer();
    const first = await startPayment(ctx.app, account.headers, { registration: true });
    const second = await startPayment(ctx.app, account.headers, { packageId: 15 });
    await fake.buy(first.redirectUrl, 'approve');
    const { postback: sent } = await fake.buy(second.redirectUrl, 'approve');
    expect(sent?.body).toBe('OK');
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.payments.map((p) => p.status)).toEqual(['completed', 'review']);
    const refused = await capture(ctx.app, account.headers, { token: second.orderId });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('The welcome package has already been activated for this account.');
  });
});

describe('refunds and chargebacks', () => {
  it('a chargeback ends the period it paid for, shows in the history, the audit log and an email', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(
      ctx.app,
      { ...account.headers, 'accept-language': 'da' },
      { packageId: standardId },
    );
    await fake.buy(redirectUrl, 'approve');
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(true);

    const sent = await fake.chargeback(orderId);
    expect([sent.status, sent.body]).toEqual([200, 'OK']);
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(false);
    const state = await accountState(db(), account.account.id);
    expect(state.payments[0]!.status).toBe('charged_back');
    expect(state.periods[0]!.endsAt.getTime()).toBeLessThanOrEqual(Date.now());
    expect(state.account.packageUntil!.getTime()).toBeLessThanOrEqual(Date.now());

    const history = await ctx.app.inject({ url: '/api/account/payments', headers: account.headers });
    expect(history.json().data.payments[0]).toMatchObject({ status: 'charged_back', amount: 29 });
    const audit = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(state.payments[0]!.id)));
    expect(audit.map((a) => a.action)).toContain('payment.chargeback');
    // Bought in Danish: told in Danish.
    const mail = await readEmail(ctx.app, account.account.email);
    expect(mail?.subject).toBe('Din betaling til Velvet er tilbageført');
    expect(mail?.text).toContain('mærket Valideret');

    // FlexPay repeats the postback until it reads OK: the replay changes nothing.
    const replay = await postback(sent.query);
    expect([replay.statusCode, replay.body]).toEqual([200, 'OK']);
    const mails = await db().select().from(outbox).where(eq(outbox.to, account.account.email));
    expect(mails.filter((m) => m.template === 'payment-chargeback')).toHaveLength(1);
  });

  it('a refund of a stacked purchase ends only its own period; later ones move up', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const orders: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, {
        packageId: standardId,
      });
      await fake.buy(redirectUrl, 'approve');
      orders.push(orderId);
    }
    const before = await accountState(db(), account.account.id);
    expect(before.periods).toHaveLength(3);
    const refunded = await fake.refund(orders[1]!);
    expect(refunded.body).toBe('OK');
    const after = await accountState(db(), account.account.id);
    expect(after.payments.map((p) => p.status)).toEqual(['completed', 'refunded', 'completed']);
    const [p1, p2, p3] = after.periods;
    expect(p2!.endsAt.getTime()).toBe(p2!.startsAt.getTime());
    expect(p3!.startsAt.getTime()).toBe(p1!.endsAt.getTime());
    expect(after.account.packageUntil!.getTime()).toBe(before.account.packageUntil!.getTime() - 30 * DAY);
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(true);
    expect((await readEmail(ctx.app, account.account.email))?.subject).toBe(
      'Your Velvet payment was refunded',
    );
  });

  it('refuses a refund larger than the payment or for an unpaid order', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fake.buy(redirectUrl, 'approve');
    expect((await fake.refund(orderId, '99.00')).status).toBe(422);
    expect((await accountState(db(), account.account.id)).payments[0]!.status).toBe('completed');
  });

  it('the back office shows refunds and chargebacks with monthly totals net of them', async () => {
    const admin = await makeAdmin(db());
    const headers = { authorization: `Bearer ${await issueToken(db(), admin.id)}` };
    const res = await ctx.app.inject({ url: '/api/admin/payments/monthly', headers });
    expect(res.statusCode).toBe(200);
    const month = new Date().toISOString().slice(0, 7);
    const row = (res.json().data.months as Record<string, number | string>[]).find(
      (m) => m.month === month && m.currency === 'EUR',
    )!;
    const totals = await ctx.app.inject({ url: '/api/admin/payments?status=charged_back', headers });
    expect(totals.json().data.payments.length).toBeGreaterThan(0);
    expect(row.chargeback_count).toBeGreaterThan(0);
    expect(row.refund_count).toBeGreaterThan(0);
    expect(row.net_cents).toBe(
      (row.amount_cents as number) - (row.refunds_cents as number) - (row.chargebacks_cents as number),
    );
    const review = await ctx.app.inject({ url: '/api/admin/payments?status=review', headers });
    expect(review.json().data.payments[0].review_reason).toEqual(expect.any(String));
  });
});

describe('events out of order', () => {
  const eventsOf = (paymentId: number) =>
    db().select().from(paymentEvents).where(eq(paymentEvents.paymentId, paymentId));

  it('a refund before its sale is stored and flagged; the sale after it is recorded, not granted, and shown with it', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl);
    fake.sales.get(orderId)!.status = 'APPROVED';

    // FlexPay's refund overtakes its sale: answered OK (stored), the order stays pending, nothing ended.
    const early = await fake.refund(orderId);
    expect([early.status, early.body]).toEqual([200, 'OK']);
    const [pending] = (await accountState(db(), account.account.id)).payments;
    expect(pending).toMatchObject({ status: 'pending', reviewReason: expect.stringContaining('before') });
    const [held] = await eventsOf(pending!.id);
    expect(held).toMatchObject({ kind: 'refund', appliedAt: null, reviewReason: expect.any(String) });

    // The correctly signed sale arrives: recorded with its sale id, but the money already went back, so
    // nothing is granted and the order reads refunded.
    const saleId = fake.sales.get(orderId)!.saleId;
    const sale = await fake.sendPostback(fake.purchasePostback(orderId));
    expect([sale.status, sale.body]).toEqual([200, 'OK']);
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(0);
    expect(state.payments[0]).toMatchObject({
      status: 'refunded',
      transactionId: saleId,
      reviewReason: expect.stringMatching(new RegExp(`sale ${saleId} .*after its refund`)),
    });
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(false);
    expect((await eventsOf(pending!.id)).map((e) => e.appliedAt)).toEqual([expect.any(Date)]);
    // A replay of the sale changes nothing.
    expect((await fake.sendPostback(fake.purchasePostback(orderId))).body).toBe('OK');
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);

    // Operators see the pair in the back office's payments: the sale and the refund before it.
    const admin = await makeAdmin(db());
    const headers = { authorization: `Bearer ${await issueToken(db(), admin.id)}` };
    const listed = await ctx.app.inject({
      url: `/api/admin/payments?account=${encodeURIComponent(account.account.email)}`,
      headers,
    });
    expect(listed.json().data.payments[0]).toMatchObject({
      status: 'refunded',
      review_reason: expect.stringMatching(new RegExp(`sale ${saleId} .*after its refund`)),
    });
  });

  it('a chargeback for an order never activated skips no check: stored and flagged, never applied', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fetch(redirectUrl);
    fake.sales.get(orderId)!.status = 'APPROVED';
    // A chargeback naming another sale for this (unpaid) order.
    const sent = await fake.sendPostback({
      event: 'chargeback',
      saleID: '12345',
      referenceID: orderId,
      transactionID: '999',
      amount: '29.00',
      currency: 'EUR',
    });
    expect([sent.status, sent.body]).toEqual([200, 'OK']);
    const [payment] = (await accountState(db(), account.account.id)).payments;
    expect(payment!.status).toBe('pending');
    expect(await eventsOf(payment!.id)).toMatchObject([{ kind: 'chargeback', appliedAt: null }]);
    const mails = await db().select().from(outbox).where(eq(outbox.to, account.account.email));
    expect(mails.filter((m) => m.template === 'payment-chargeback')).toHaveLength(0);
    // The sale, under its own id, is still granted; the chargeback of another sale stays for an operator.
    expect((await fake.sendPostback(fake.purchasePostback(orderId))).body).toBe('OK');
    expect((await accountState(db(), account.account.id)).payments[0]!.status).toBe('completed');
  });

  it('a reversal for a declined (failed) order is stored and flagged, and the order stays failed', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await fake.buy(redirectUrl, 'decline');
    const [before] = (await accountState(db(), account.account.id)).payments;
    await db().execute(sql`update payments set status = 'failed' where id = ${before!.id}`);
    const sent = await fake.sendPostback({
      event: 'credit',
      saleID: '777',
      referenceID: orderId,
      transactionID: '778',
      amount: '29.00',
      currency: 'EUR',
    });
    expect(sent.body).toBe('OK');
    const [after] = (await accountState(db(), account.account.id)).payments;
    expect(after!.status).toBe('failed');
    expect(await eventsOf(after!.id)).toMatchObject([{ kind: 'refund', appliedAt: null }]);
  });
});
