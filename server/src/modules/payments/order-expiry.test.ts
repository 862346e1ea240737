import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments } from '../../db/schema.ts';
import { makeNewcomer, makeWelcomePackage } from '../../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { accountState, decideLocal, startPayment } from '../../../test/payments-helpers.ts';
import { expireUncapturedOrders, ORDER_EXPIRES_AFTER_MS } from './index.ts';

/**
 * Measured: of ten welcome orders approved at once, one activated the account and the other nine stayed
 * `pending` for ever. An order that is never captured ends as `expired`, and the account's payments say so.
 */
describe('orders never captured', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
    await makeWelcomePackage(ctx.deps.database.db);
  });
  afterAll(() => ctx.close());

  /** The clock moved on by `ms` for the account's orders. */
  const age = (ids: number[], ms: number) =>
    ctx.deps.database.db
      .update(payments)
      .set({ createdAt: sql`${payments.createdAt} - make_interval(secs => ${ms / 1000})` })
      .where(inArray(payments.id, ids));

  it('end as expired within a day, and the payment list shows it in both languages', async () => {
    expect(ORDER_EXPIRES_AFTER_MS).toBeLessThan(86_400_000);
    const db = ctx.deps.database.db;
    const account = await makeNewcomer(db);
    const orders: string[] = [];
    for (let i = 0; i < 10; i += 1)
      orders.push((await startPayment(ctx.app, account.headers, { registration: true })).orderId);
    // Approved one after the other: the first activates the account, the others are left as they were.
    for (const id of orders) await decideLocal(ctx.app, id, 'approve');
    const before = await accountState(db, account.account.id);
    expect(before.payments.map((p) => p.status).sort()).toEqual([
      'completed',
      ...Array<string>(9).fill('pending'),
    ]);
    const ids = before.payments.map((p) => p.id);

    // A fresh order is left alone: its buyer may still be at the checkout.
    await expireUncapturedOrders(db);
    expect(
      (await accountState(db, account.account.id)).payments.filter((p) => p.status === 'pending'),
    ).toHaveLength(9);

    await age(ids, ORDER_EXPIRES_AFTER_MS + 60_000);
    await expireUncapturedOrders(db);
    const after = await accountState(db, account.account.id);
    expect(after.payments.map((p) => p.status).sort()).toEqual([
      'completed',
      ...Array<string>(9).fill('expired'),
    ]);
    expect(after.periods).toHaveLength(1);

    const list = await ctx.app.inject({ url: '/api/account/payments', headers: account.headers });
    const statuses = (list.json().data.payments as { status: string }[]).map((p) => p.status);
    expect(statuses.filter((s) => s === 'expired')).toHaveLength(9);
    // Why it ended is kept for an operator.
    const [expired] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, after.payments.find((p) => p.status === 'expired')!.id));
    expect(expired!.failureReason).toMatch(/never captured/);
  });
});
