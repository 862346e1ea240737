import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountPackages, CaptureData, OwnProfile, PaymentHistoryData } from '@velvet/contract';
import { makePackage, makePackagePeriod, makeSignedIn, makeWelcomePackage } from '../../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { capture, DAY, decideLocal, startPayment } from '../../../test/payments-helpers.ts';

/**
 * What an account bought is answered once, stacked, and every page reads that answer: the capture
 * (success page), the own profile (dashboard badge, expiry notice, featuring limit) and the payment history.
 */
let ctx: TestContext;
let welcomeId: number;
let standardId: number;
const db = () => ctx.deps.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
  welcomeId = (await makeWelcomePackage(db())).id;
  standardId = (
    await makePackage(db(), { title: 'Standard', titleDa: 'Standard', priceCents: 2900, durationDays: 30 })
  ).id;
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const own = async (id: number, headers: Headers, lang = 'en') =>
  (
    await ctx.app.inject({
      url: `/api/escort/get-user-id/${id}`,
      headers: { ...headers, 'accept-language': lang },
    })
  ).json().data.user as OwnProfile;
const history = async (headers: Headers, lang = 'en') =>
  (
    await ctx.app.inject({ url: '/api/account/payments', headers: { ...headers, 'accept-language': lang } })
  ).json().data as PaymentHistoryData;

describe('one answer about what was bought', () => {
  it('buying Standard during the welcome period: success, dashboard and history all say the stacked end', async () => {
    const buyer = await makeSignedIn(db());
    const welcome = await makePackagePeriod(db(), buyer.account.id, welcomeId, { days: 60, daysAgo: 30 });

    const { orderId } = await startPayment(ctx.app, buyer.headers, { packageId: standardId });
    await decideLocal(ctx.app, orderId, 'approve');
    const res = await capture(ctx.app, buyer.headers, { token: orderId, package_id: standardId });
    expect(res.statusCode, res.body).toBe(200);
    const captured = res.json().data as CaptureData;

    const stackedEnd = new Date(welcome.endsAt.getTime() + 30 * DAY).toISOString();
    expect(captured.valid_until).toBe(stackedEnd);
    expect(captured.packages.validated_until).toBe(stackedEnd);

    const profile = await own(buyer.account.id, buyer.headers);
    expect(profile.packages).toEqual(captured.packages);
    expect(profile.packages).toMatchObject({
      validated: true,
      validated_until: stackedEnd,
      last_ended_at: null,
    });
    // 30 days left of the welcome package plus the 30 bought.
    expect(profile.packages.remaining_days).toBe(60);
    expect(profile.packages.periods.map((p) => [p.package_name, p.status])).toEqual([
      ['Standard', 'upcoming'],
      ['Welcome Package', 'active'],
    ]);

    const paid = await history(buyer.headers);
    expect(paid.packages).toEqual(captured.packages);
    expect(paid.payments[0]!.period).toMatchObject({
      package_name: 'Standard',
      starts_at: welcome.endsAt.toISOString(),
      ends_at: stackedEnd,
      status: 'upcoming',
    });

    // Featuring may use every stacked day the dashboard promises.
    const featured = await ctx.app.inject({
      method: 'POST',
      url: '/api/escort/update-featured',
      headers: buyer.headers,
      payload: { days: profile.packages.remaining_days },
    });
    expect(featured.statusCode, featured.body).toBe(200);
  });

  it('names periods in Danish and says when the last one ended', async () => {
    const lapsed = await makeSignedIn(db());
    const old = await makePackagePeriod(db(), lapsed.account.id, welcomeId, { days: 60, daysAgo: 90 });
    const profile = await own(lapsed.account.id, lapsed.headers, 'da');
    expect(profile.packages).toEqual<AccountPackages>({
      validated: false,
      validated_until: null,
      last_ended_at: old.endsAt.toISOString(),
      remaining_days: 0,
      periods: [expect.objectContaining({ package_name: 'Velkomstpakke', status: 'expired' })],
    });
  });

  it('an account that never bought has no periods', async () => {
    const fresh = await makeSignedIn(db(), { activatedAt: null, packageUntil: null });
    expect((await own(fresh.account.id, fresh.headers)).packages).toEqual({
      validated: false,
      validated_until: null,
      last_ended_at: null,
      remaining_days: 0,
      periods: [],
    });
  });
});
