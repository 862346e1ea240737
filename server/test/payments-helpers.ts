import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app.ts';
import type { Db } from '../src/db/client.ts';
import { advertiserPackages, advertisers, payments } from '../src/db/schema.ts';
import { validatedNow, visibleAdvert } from '../src/lib/visibility.ts';
import type { FakePayPal } from './fake-paypal.ts';
import { makePackage, makeWelcomePackage } from './factories.ts';

type Headers = Record<string, string>;

/** Starts a payment through the API, as the web app does, and returns the provider's order id and URL. */
export async function startPayment(
  app: App,
  headers: Headers,
  which: { registration: true; userId?: number } | { packageId: number },
): Promise<{ orderId: string; redirectUrl: string }> {
  const res =
    'registration' in which
      ? await orderWelcome(app, headers, which.userId === undefined ? {} : { user_id: which.userId })
      : await orderPackage(app, headers, which.packageId);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { status: boolean; redirect_url: string; data: { order_id: string } };
  expect(body.status).toBe(true);
  return { orderId: body.data.order_id, redirectUrl: body.redirect_url };
}

/** Orders a package as the Packages page does (the id as sent, checked or not); answers the response as it came. */
export function orderPackage(app: App, headers: Headers, id: number | string) {
  return app.inject({ method: 'POST', url: `/api/admin/paypal/create-payment?id=${id}`, headers });
}

/** Orders the welcome package as the registration's payment step does; answers the response as it came. */
export function orderWelcome(app: App, headers: Headers, body: { user_id?: number } = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/admin/paypal/create-registration-payment',
    headers,
    payload: body,
  });
}

/** Plays the buyer on the local checkout page; returns where the browser is sent (303 Location). */
export async function decideLocal(app: App, orderId: string, decision: 'approve' | 'cancel') {
  const res = await app.inject({
    method: 'POST',
    url: `/dev/checkout/${orderId}/${decision}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  return res;
}

export async function capture(
  app: App,
  headers: Headers,
  body: Record<string, unknown>,
  path: 'capture-payment' | 'capture-registration-payment' = 'capture-payment',
) {
  return app.inject({ method: 'POST', url: `/api/admin/paypal/${path}`, headers, payload: body });
}

/** What the database says the account has: its periods, the advertiser row and its payments. */
export async function accountState(db: Db, advertiserId: number) {
  const [account] = await db.select().from(advertisers).where(eq(advertisers.id, advertiserId));
  const periods = await db
    .select()
    .from(advertiserPackages)
    .where(eq(advertiserPackages.advertiserId, advertiserId))
    .orderBy(advertiserPackages.startsAt);
  const rows = await db
    .select()
    .from(payments)
    .where(eq(payments.advertiserId, advertiserId))
    .orderBy(payments.id);
  return { account: account!, periods, payments: rows };
}

export const DAY = 86_400_000;

/** What a captured welcome package answers, whichever provider took it (its transaction id as given). */
export const welcomePackagePaid = (transactionId: unknown) => ({
  message: 'Payment successful',
  data: {
    amount: 1,
    currency: 'EUR',
    package_id: 15,
    package_name: 'Welcome Package',
    transaction_id: transactionId,
  },
});

/** The environment of an app that takes payments through the fake PayPal. */
export const paypalEnv = (fake: FakePayPal) => ({
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_API_BASE: fake.url,
  PAYPAL_CLIENT_ID: fake.clientId,
  PAYPAL_CLIENT_SECRET: fake.clientSecret,
});

/** Whether the advert is on the public site and carries the Validated badge now. */
export async function isPublicAndValidated(db: Db, id: number) {
  const [row] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(and(eq(advertisers.id, id), visibleAdvert, validatedNow));
  return Boolean(row);
}

/**
 * What the payment tests sell: the welcome package 15 and a "Standard" package (29 EUR for 30 days).
 * Answers Standard's id.
 */
export async function stockPackages(db: Db): Promise<number> {
  await makeWelcomePackage(db);
  const standard = await makePackage(db, {
    title: 'Standard',
    titleDa: 'Standard',
    priceCents: 2900,
    durationDays: 30,
  });
  return standard.id;
}
