import { and, count, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdminPayment } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { advertisers, paymentEvents, payments } from '../../../db/schema.ts';
import { paginate } from '../../../lib/paginate.ts';
import { idOrGuid, likePattern } from '../shared/repo.ts';

export type PaymentsQuery = {
  status: 'all' | AdminPayment['status'];
  account?: string | undefined;
  package_id?: number | undefined;
  page: number;
};

export function paymentPage(db: Db, filter: PaymentsQuery) {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(payments.status, filter.status));
  if (filter.package_id) conditions.push(eq(payments.packageId, filter.package_id));
  const account = filter.account?.trim();
  if (account) {
    const pattern = likePattern(account);
    conditions.push(
      or(ilike(advertisers.name, pattern), ilike(advertisers.email, pattern), ...idOrGuid(account))!,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = db
    .select({
      payment: payments,
      accountId: advertisers.id,
      accountGuid: advertisers.guid,
      accountName: advertisers.name,
      accountEmail: advertisers.email,
    })
    .from(payments)
    .innerJoin(advertisers, eq(advertisers.id, payments.advertiserId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .$dynamic();
  const total = db
    .select({ n: count() })
    .from(payments)
    .innerJoin(advertisers, eq(advertisers.id, payments.advertiserId))
    .where(where);
  return paginate(rows, total, filter.page, ADMIN_PAGE_SIZE);
}

/**
 * Per calendar month (UTC) and currency, over the last `months`: what was received (captured payments,
 * including those later refunded or charged back), and the refunds and chargebacks of that month.
 */
export async function monthlyMoney(db: Db, months: number) {
  const since = sql`date_trunc('month', now()) - make_interval(months => ${months - 1})`;
  const capturedMonth = sql<string>`to_char(date_trunc('month', ${payments.capturedAt} at time zone 'UTC'), 'YYYY-MM')`;
  const received = await db
    .select({
      month: capturedMonth,
      currency: payments.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['completed', 'refunded', 'charged_back']),
        isNotNull(payments.capturedAt),
        gte(payments.capturedAt, since),
      ),
    )
    .groupBy(capturedMonth, payments.currency);
  const eventMonth = sql<string>`to_char(date_trunc('month', ${paymentEvents.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
  const reversed = await db
    .select({
      month: eventMonth,
      currency: paymentEvents.currency,
      kind: paymentEvents.kind,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${paymentEvents.amountCents}), 0)::int`,
    })
    .from(paymentEvents)
    .where(gte(paymentEvents.createdAt, since))
    .groupBy(eventMonth, paymentEvents.currency, paymentEvents.kind);

  return { received, reversed };
}
