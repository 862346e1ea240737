import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { localPaymentOrders } from '../../db/schema.ts';
import { makePackage, makeSignedIn } from '../../../test/factories.ts';
import { appForFile } from '../../../test/helpers.ts';

/**
 * In development the provider returns the buyer to the address she opened the site at: a session made at
 * http://127.0.0.1:… is not one at http://localhost:…, and a return to the other lost the payment's
 * confirmation. Only loopback hosts are taken from the request.
 */
const ctx = appForFile({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' });

async function returnUrlsFor(host: string) {
  const pkg = await makePackage(ctx.db, { priceCents: 2900, durationDays: 30 });
  const account = await makeSignedIn(ctx.db);
  const res = await ctx.app.inject({
    method: 'POST',
    url: `/api/admin/paypal/create-payment?id=${pkg.id}`,
    headers: { ...account.headers, host },
  });
  expect(res.statusCode, res.body).toBe(200);
  const [order] = await ctx.db
    .select()
    .from(localPaymentOrders)
    .where(eq(localPaymentOrders.id, res.json().data.order_id));
  return { returnUrl: order!.returnUrl, cancelUrl: order!.cancelUrl };
}

describe('payment returns in development', () => {
  it('go to the loopback host and port the visitor used', async () => {
    expect(await returnUrlsFor('127.0.0.1:4410')).toEqual({
      returnUrl: 'http://127.0.0.1:4410/success',
      cancelUrl: 'http://127.0.0.1:4410/cancel',
    });
    expect((await returnUrlsFor('localhost:4410')).returnUrl).toBe('http://localhost:4410/success');
  });

  it('go to PUBLIC_URL for any other host, so a forged Host header sends nobody elsewhere', async () => {
    expect((await returnUrlsFor('evil.example:80')).returnUrl).toBe('http://localhost:3000/success');
    expect((await returnUrlsFor('127.0.0.1.evil.example')).returnUrl).toBe('http://localhost:3000/success');
  });
});
