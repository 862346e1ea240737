import { beforeAll, describe, expect, it } from 'vitest';
import { makeNewcomer, makePackage, makeSignedIn } from '../../../test/factories.ts';
import { appForFile, readEmail } from '../../../test/helpers.ts';
import {
  accountState,
  capture,
  DAY,
  decideLocal,
  isPublicAndValidated,
  orderPackage,
  orderWelcome,
  startPayment,
  stockPackages,
  welcomePackagePaid,
} from '../../../test/payments-helpers.ts';

const ctx = appForFile();
const db = () => ctx.db;
let standardId: number;
let premiumId: number;

beforeAll(async () => {
  standardId = await stockPackages(db());
  premiumId = (
    await makePackage(db(), {
      title: 'Premium',
      titleDa: 'Premium',
      priceCents: 7900,
      durationDays: 90,
      sortOrder: 2,
    })
  ).id;
});
const newcomer = () => makeNewcomer(db());

/**
 * The capture the return page sends: the order's token, with the package and account ids the site adds
 * to it (the server trusts neither).
 */
const captureWithIds = (who: { headers: Record<string, string>; account: { id: number } }, orderId: string) =>
  capture(ctx.app, who.headers, { token: orderId, package_id: standardId, user_id: who.account.id });

/** An order the buyer has approved on the local checkout page, not yet captured. */
async function approvedOrder(headers: Record<string, string>, order: Parameters<typeof startPayment>[2]) {
  const { orderId } = await startPayment(ctx.app, headers, order);
  await decideLocal(ctx.app, orderId, 'approve');
  return orderId;
}

describe('requires authentication', () => {
  const routes: [string, string][] = [
    ['POST', '/api/admin/paypal/create-registration-payment'],
    ['POST', `/api/admin/paypal/create-payment?id=1`],
    ['POST', '/api/admin/paypal/capture-payment'],
    ['POST', '/api/admin/paypal/capture-registration-payment'],
    ['GET', '/api/account/payments'],
  ];
  for (const [method, url] of routes) {
    it(`${method} ${url}`, async () => {
      for (const authorization of [undefined, 'Bearer not-a-token', 'Bearer null']) {
        const res = await ctx.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: authorization ? { authorization } : {},
          payload: method === 'POST' ? { token: 'X' } : undefined,
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toMatchObject({ status: false, message: 'Please log in again.' });
      }
    });
  }
});

describe('GET admin/packages', () => {
  it('lists active packages, localised, Standard most popular, welcome only before activation', async () => {
    const { db: database } = ctx.deps.database;
    await makePackage(database, { title: 'Retired', titleDa: 'Udgået', active: false });
    const active = await makeSignedIn(database);
    const res = await ctx.app.inject({ url: '/api/admin/packages', headers: active.headers });
    expect(res.statusCode).toBe(200);
    const { packages } = res.json().data as { packages: Record<string, unknown>[] };
    expect(packages.map((p) => p.title)).toEqual(['Standard', 'Premium']);
    expect(packages[0]).toEqual({
      id: standardId,
      title: 'Standard',
      name: 'Standard',
      price: 29,
      currency: 'EUR',
      duration: 30,
      description: 'Thirty days',
      most_popular: true,
    });
    expect(packages[1]).toMatchObject({ most_popular: false, price: 79, duration: 90 });

    const fresh = await newcomer();
    const da = await ctx.app.inject({
      url: '/api/admin/packages?page=1',
      headers: { ...fresh.headers, 'accept-language': 'da' },
    });
    const titles = (da.json().data.packages as { id: number; title: string }[]).map((p) => [p.id, p.title]);
    expect(titles).toContainEqual([15, 'Velkomstpakke']);
  });
});

describe('GET admin/packages without a token', () => {
  it("answers every package on sale, the welcome package included, in the visitor's language", async () => {
    const res = await ctx.app.inject({ url: '/api/admin/packages', headers: { 'accept-language': 'da' } });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { packages: { id: number; title: string; price: number }[] };
    expect(data.packages.map((p) => [p.id, p.title, p.price])).toEqual([
      [15, 'Velkomstpakke', 1],
      [standardId, 'Standard', 29],
      [premiumId, 'Premium', 79],
    ]);
    expect(data).toMatchObject({ payment_provider: 'local', pagination: { page: 1 } });
    // "Bearer null" is how the first web client says it is signed out.
    const signedOut = await ctx.app.inject({
      url: '/api/admin/packages',
      headers: { authorization: 'Bearer null' },
    });
    expect(signedOut.json().data.packages).toHaveLength(3);
  });

  it('a token that no longer signs in is told to sign in again, not answered as a visitor', async () => {
    const res = await ctx.app.inject({
      url: '/api/admin/packages',
      headers: { authorization: 'Bearer not-a-token' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: false, message: 'Please log in again.' });
  });
});

describe('local checkout page', () => {
  it('shows package, amount and currency in both languages, without script, and answers 303 with the token', async () => {
    const account = await newcomer();
    const { orderId, redirectUrl } = await startPayment(ctx.app, account.headers, { registration: true });
    expect(redirectUrl).toBe(`http://localhost:3000/dev/checkout/${orderId}?lang=en`);

    const en = await ctx.app.inject({ url: `/dev/checkout/${orderId}` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Welcome Package');
    expect(en.body).toContain('€1.00');
    expect(en.body).toContain('EUR');
    expect(en.body).toContain(`action="/dev/checkout/${orderId}/approve"`);
    expect(en.body).toContain(`action="/dev/checkout/${orderId}/cancel"`);
    expect(en.body).not.toMatch(/<script/i);
    const da = await ctx.app.inject({
      url: `/dev/checkout/${orderId}`,
      headers: { 'accept-language': 'da' },
    });
    expect(da.body).toContain('Godkend betaling');
    expect(da.body).toContain('1,00');
    const danish = await orderPackage(
      ctx.app,
      { ...(await makeSignedIn(db())).headers, 'accept-language': 'da' },
      standardId,
    );
    expect(danish.json().redirect_url).toMatch(/\/dev\/checkout\/\w+\?lang=da$/);
    const daQuery = await ctx.app.inject({ url: `/dev/checkout/${orderId}?lang=da` });
    expect(daQuery.body).toContain('Annuller betaling');

    const approved = await decideLocal(ctx.app, orderId, 'approve');
    expect(approved.statusCode).toBe(303);
    const location = new URL(approved.headers.location as string);
    expect(location.pathname).toBe(`/otpscreen/${encodeURIComponent(account.account.email)}`);
    expect(location.searchParams.get('success')).toBe('true');
    expect(location.searchParams.get('token')).toBe(orderId);
    // A double-submitted approve lands in the same place; cancelling afterwards is refused.
    expect((await decideLocal(ctx.app, orderId, 'approve')).statusCode).toBe(303);
    expect((await decideLocal(ctx.app, orderId, 'cancel')).statusCode).toBe(409);
    expect((await ctx.app.inject({ url: '/dev/checkout/NOPE' })).statusCode).toBe(404);
  });

  it('cancel sends the buyer to the cancel URL with the token and leaves nothing active', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const cancelled = await decideLocal(ctx.app, orderId, 'cancel');
    expect(cancelled.statusCode).toBe(303);
    expect(cancelled.headers.location).toBe(`http://localhost:3000/cancel?token=${orderId}`);

    const res = await captureWithIds(account, orderId);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Payment not completed');
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(0);
    expect(state.account.packageUntil).toBeNull();
    // Failed on the server when the buyer cancelled, as a provider's notification would.
    expect(state.payments.map((p) => p.status)).toEqual(['failed']);
  });
});

describe('welcome package (registration payment)', () => {
  it('activates the advert and validates it for 60 days, once per account', async () => {
    const account = await newcomer();
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(false);
    const orderId = await approvedOrder(account.headers, {
      registration: true,
      userId: account.account.id,
    });

    const before = Date.now();
    const res = await capture(
      ctx.app,
      account.headers,
      { token: orderId, package_id: 15 },
      'capture-registration-payment',
    );
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: true, ...welcomePackagePaid(expect.any(String)) });
    const until = new Date(body.data.valid_until).getTime();
    expect(until - before).toBeGreaterThan(60 * DAY - 60_000);
    expect(until - before).toBeLessThan(60 * DAY + 60_000);
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(true);
    expect((await readEmail(ctx.app, account.account.email))?.subject).toBe('Your Velvet payment receipt');

    // Once per account: no second welcome order, not through either call.
    const again = await orderWelcome(ctx.app, account.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('The welcome package has already been activated for this account.');
    const viaPackages = await orderPackage(ctx.app, account.headers, 15);
    expect(viaPackages.statusCode).toBe(409);
  });

  it('parallel captures of the welcome order all succeed and activate once', async () => {
    const account = await newcomer();
    const orderId = await approvedOrder(account.headers, { registration: true });
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        capture(ctx.app, account.headers, { token: orderId }, 'capture-registration-payment'),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(1);
  });

  it('refuses a user_id that is not the token’s account', async () => {
    const account = await newcomer();
    const other = await newcomer();
    const res = await orderWelcome(ctx.app, account.headers, { user_id: other.account.id });
    expect(res.statusCode).toBe(403);
    expect((await accountState(db(), other.account.id)).payments).toHaveLength(0);
    expect((await accountState(db(), account.account.id)).payments).toHaveLength(0);
  });

  it('refuses an account whose email is not verified yet', async () => {
    const account = await makeSignedIn(db(), { activatedAt: null, emailVerifiedAt: null });
    const res = await orderWelcome(ctx.app, account.headers);
    expect(res.statusCode).toBe(403);
  });

  it('a second welcome order approved later is not captured once the account is active', async () => {
    const account = await newcomer();
    const first = await startPayment(ctx.app, account.headers, { registration: true });
    const second = await startPayment(ctx.app, account.headers, { registration: true });
    await decideLocal(ctx.app, first.orderId, 'approve');
    await decideLocal(ctx.app, second.orderId, 'approve');
    expect(
      (await capture(ctx.app, account.headers, { token: first.orderId }, 'capture-registration-payment'))
        .statusCode,
    ).toBe(200);
    const res = await capture(
      ctx.app,
      account.headers,
      { token: second.orderId },
      'capture-registration-payment',
    );
    expect(res.statusCode).toBe(409);
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
  });
});

describe('package purchase', () => {
  it('starts now when no package is active, and stacks after the current period when one is', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const first = await startPayment(ctx.app, account.headers, { packageId: standardId });
    expect((await decideLocal(ctx.app, first.orderId, 'approve')).headers.location).toBe(
      `http://localhost:3000/success?token=${first.orderId}`,
    );
    const r1 = await capture(ctx.app, account.headers, {
      token: first.orderId,
      package_id: standardId,
      user_id: String(account.account.id),
    });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(r1.json().data).toMatchObject({ amount: 29, package_name: 'Standard' });

    const second = await startPayment(ctx.app, account.headers, { packageId: premiumId });
    await decideLocal(ctx.app, second.orderId, 'approve');
    const r2 = await capture(
      ctx.app,
      { ...account.headers, 'accept-language': 'da' },
      { token: second.orderId, package_id: premiumId },
    );
    expect(r2.statusCode).toBe(200);
    expect(r2.json().message).toBe('Betalingen er gennemført');

    const { periods, account: row } = await accountState(db(), account.account.id);
    expect(periods).toHaveLength(2);
    const [p1, p2] = periods as [(typeof periods)[0], (typeof periods)[0]];
    expect(p1.endsAt.getTime() - p1.startsAt.getTime()).toBe(30 * DAY);
    expect(p2.startsAt.getTime()).toBe(p1.endsAt.getTime());
    expect(p2.endsAt.getTime() - p2.startsAt.getTime()).toBe(90 * DAY);
    expect(row.packageUntil?.getTime()).toBe(p2.endsAt.getTime());
    expect(new Date(r2.json().data.valid_until).getTime()).toBe(p2.endsAt.getTime());
  });

  it('starts now when the last period has lapsed', async () => {
    const lapsed = new Date(Date.now() - 10 * DAY);
    const account = await makeSignedIn(db(), { packageUntil: lapsed });
    const orderId = await approvedOrder(account.headers, { packageId: standardId });
    expect((await capture(ctx.app, account.headers, { token: orderId })).statusCode).toBe(200);
    const { periods } = await accountState(db(), account.account.id);
    expect(periods[0]!.startsAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses unknown or inactive packages and ids that are not numbers', async () => {
    const account = await makeSignedIn(db());
    const inactive = await makePackage(db(), { title: 'Old', titleDa: 'Gammel', active: false });
    for (const id of [999_999, inactive.id]) {
      const res = await orderPackage(ctx.app, account.headers, id);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This package is not available.');
    }
    const bad = await orderPackage(ctx.app, account.headers, 'abc');
    expect(bad.statusCode).toBe(400);
  });

  it('ignores prices from the client: the order carries the package price', async () => {
    const account = await makeSignedIn(db());
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/paypal/create-payment?id=${standardId}&amount=0.01&price=0.01`,
      headers: account.headers,
      payload: { amount: '0.01', currency: 'USD' },
    });
    const page = await ctx.app.inject({ url: `/dev/checkout/${res.json().data.order_id}` });
    expect(page.body).toContain('€29.00');
  });
});

describe('capture safety', () => {
  it('20 parallel captures of one order activate exactly once', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const orderId = await approvedOrder(account.headers, { packageId: standardId });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        capture(ctx.app, account.headers, { token: orderId, package_id: standardId }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    const transactionIds = new Set(answers.map((a) => a.json().data.transaction_id));
    expect(transactionIds.size).toBe(1);
    const state = await accountState(db(), account.account.id);
    expect(state.periods).toHaveLength(1);
    expect(state.payments.filter((p) => p.status === 'completed')).toHaveLength(1);
    expect(state.account.packageUntil?.getTime()).toBe(state.periods[0]!.endsAt.getTime());
  });

  it('two different purchases captured at the same time stack one after the other', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const a = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const b = await startPayment(ctx.app, account.headers, { packageId: premiumId });
    await decideLocal(ctx.app, a.orderId, 'approve');
    await decideLocal(ctx.app, b.orderId, 'approve');
    const answers = await Promise.all(
      [a, b].map((o) => capture(ctx.app, account.headers, { token: o.orderId })),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    const { periods, account: row } = await accountState(db(), account.account.id);
    expect(periods).toHaveLength(2);
    expect(periods[1]!.startsAt.getTime()).toBe(periods[0]!.endsAt.getTime());
    expect(row.packageUntil!.getTime()).toBe(periods[1]!.endsAt.getTime());
  });

  it('a replay is harmless: same answer, nothing granted twice', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const orderId = await approvedOrder(account.headers, { packageId: standardId });
    const first = await capture(ctx.app, account.headers, { token: orderId });
    const replay = await capture(ctx.app, account.headers, { token: orderId });
    expect(replay.statusCode).toBe(200);
    expect(replay.json().data).toEqual(first.json().data);
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(1);
  });

  it("refuses another account's order, whatever ids the body claims", async () => {
    const owner = await makeSignedIn(db(), { packageUntil: null });
    const thief = await makeSignedIn(db(), { packageUntil: null });
    const orderId = await approvedOrder(owner.headers, { packageId: standardId });
    const stolen = await captureWithIds(thief, orderId);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('Payment failed or was not processed.');
    const claimed = await capture(ctx.app, thief.headers, { token: orderId, user_id: owner.account.id });
    expect(claimed.statusCode).toBe(403);
    expect((await accountState(db(), thief.account.id)).periods).toHaveLength(0);
    // The owner's order is untouched and can still be captured by its owner.
    expect((await capture(ctx.app, owner.headers, { token: orderId })).statusCode).toBe(200);
  });

  it('refuses a package_id that does not match the order', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const res = await capture(ctx.app, account.headers, { token: orderId, package_id: premiumId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ package_id: ['The package does not match this payment.'] });
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
  });

  it('refuses an order that was never approved at checkout', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    const res = await capture(ctx.app, { ...account.headers, 'accept-language': 'da' }, { token: orderId });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Betalingen blev ikke gennemført');
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(0);
  });

  it('validates the capture body', async () => {
    const account = await makeSignedIn(db());
    const res = await capture(ctx.app, account.headers, { token: '<script>' });
    expect(res.statusCode).toBe(422);
    expect((await capture(ctx.app, account.headers, {})).statusCode).toBe(422);
  });
});

describe('GET account/payments', () => {
  it("lists only the account's own payments, newest first, with status", async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const other = await makeSignedIn(db());
    await startPayment(ctx.app, other.headers, { packageId: standardId });
    const paid = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await decideLocal(ctx.app, paid.orderId, 'approve');
    await capture(ctx.app, account.headers, { token: paid.orderId });
    await startPayment(ctx.app, account.headers, { packageId: premiumId });

    const res = await ctx.app.inject({ url: '/api/account/payments', headers: account.headers });
    expect(res.statusCode).toBe(200);
    const list = res.json().data.payments as Record<string, unknown>[];
    expect(list).toHaveLength(2);
    expect(list[0]).toMatchObject({
      package_name: 'Premium',
      amount: 79,
      currency: 'EUR',
      status: 'pending',
      transaction_id: null,
    });
    expect(list[1]).toMatchObject({
      package_name: 'Standard',
      amount: 29,
      status: 'completed',
      transaction_id: expect.any(String),
    });
    expect(res.json().data.pagination).toMatchObject({ page: 1, total: 2, total_pages: 1 });
  });
});

describe('the local checkout completes on the server, as a postback does', () => {
  const status = (token: string, lang = 'en') =>
    ctx.app.inject({
      url: `/api/payments/status?token=${encodeURIComponent(token)}`,
      headers: { 'accept-language': lang },
    });

  it('an approved order is paid without the browser coming back (another host name, no session there)', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    expect((await status(orderId)).json().data).toEqual({ state: 'pending' });

    const approved = await decideLocal(ctx.app, orderId, 'approve');
    expect(approved.statusCode).toBe(303);
    // Nobody captures: the order is paid and the period granted all the same.
    const state = await accountState(db(), account.account.id);
    expect(state.payments.map((p) => p.status)).toEqual(['completed']);
    expect(state.periods).toHaveLength(1);
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(true);
    // The page the provider returns to can say so without a session.
    const paid = await status(orderId, 'da');
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toEqual({ state: 'paid' });
    // The buyer's capture, when it comes, answers the same result and grants nothing more.
    const replay = await capture(ctx.app, account.headers, { token: orderId });
    expect(replay.statusCode, replay.body).toBe(200);
    expect((await accountState(db(), account.account.id)).periods).toHaveLength(1);
  });

  it('the welcome package too: the account is activated on approval', async () => {
    const account = await newcomer();
    const { orderId } = await startPayment(ctx.app, account.headers, { registration: true });
    await decideLocal(ctx.app, orderId, 'approve');
    expect(await isPublicAndValidated(db(), account.account.id)).toBe(true);
    expect((await status(orderId)).json().data).toEqual({ state: 'paid' });
  });

  it('a cancelled order reads failed, an unknown one is not found', async () => {
    const account = await makeSignedIn(db(), { packageUntil: null });
    const { orderId } = await startPayment(ctx.app, account.headers, { packageId: standardId });
    await decideLocal(ctx.app, orderId, 'cancel');
    expect((await status(orderId)).json().data).toEqual({ state: 'failed' });
    expect((await status('LOCALNOTANORDER')).statusCode).toBe(404);
    expect((await status('')).statusCode).toBe(400);
  });
});
