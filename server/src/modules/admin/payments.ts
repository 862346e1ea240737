import { and, count, desc, eq, gte, ilike, inArray, isNotNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ADMIN_PAGE_SIZE,
  adminPayment,
  adminPaymentsQuery,
  envelope,
  monthlyTotal,
  PAYMENT_STATUSES,
  type AdminPayment,
  type MonthlyTotal,
} from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { advertisers, paymentEvents, payments } from '../../db/schema.ts';
import { ok } from '../../lib/envelope.ts';
import { paginate } from '../../lib/paginate.ts';
import { syncPaymentWithProvider } from '../payments/index.ts';
import { idOrGuid } from './advert-queries.ts';
import { actorOf, doc, idParams, iso, likePattern, listRoute, wholeListRoute, type Deps } from './common.ts';

type PaymentsQuery = {
  status: 'all' | AdminPayment['status'];
  account?: string | undefined;
  package_id?: number | undefined;
  page: number;
};

function paymentPage(db: Db, filter: PaymentsQuery) {
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

async function listPayments(deps: Deps, query: PaymentsQuery) {
  const { rows, pagination } = await paymentPage(deps.database.db, query);
  const list: AdminPayment[] = rows.map(({ payment: p, ...a }) => ({
    id: p.id,
    reference: p.reference,
    kind: p.kind,
    provider: p.provider,
    provider_order_id: p.providerOrderId,
    transaction_id: p.transactionId,
    package_id: p.packageId,
    package_title: p.packageTitle,
    amount_cents: p.amountCents,
    currency: p.currency,
    duration_days: p.durationDays,
    status: p.status,
    failure_reason: p.failureReason,
    review_reason: p.reviewReason,
    created_at: p.createdAt.toISOString(),
    captured_at: iso(p.capturedAt),
    account: { id: a.accountId, guid: a.accountGuid, name: a.accountName, email: a.accountEmail },
  }));
  return { payments: list, pagination };
}

/**
 * Money per calendar month (UTC) and currency, newest month first: what was received (captured
 * payments, including those later refunded or charged back), and what went back in that month.
 */
async function monthlyRows(db: Db, months: number) {
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

  type Row = {
    month: string;
    currency: string;
    count: number;
    amount: number;
    refundCount: number;
    refunds: number;
    chargebackCount: number;
    chargebacks: number;
  };
  const rows = new Map<string, Row>();
  const row = (month: string, currency: string) => {
    const key = `${month} ${currency}`;
    let r = rows.get(key);
    if (!r) {
      r = {
        month,
        currency,
        count: 0,
        amount: 0,
        refundCount: 0,
        refunds: 0,
        chargebackCount: 0,
        chargebacks: 0,
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const r of received) Object.assign(row(r.month, r.currency), { count: r.count, amount: r.amount });
  for (const r of reversed) {
    const target = row(r.month, r.currency);
    if (r.kind === 'refund') Object.assign(target, { refundCount: r.count, refunds: r.amount });
    else Object.assign(target, { chargebackCount: r.count, chargebacks: r.amount });
  }
  return [...rows.values()].sort((a, b) =>
    a.month === b.month ? a.currency.localeCompare(b.currency) : b.month.localeCompare(a.month),
  );
}

async function monthlyTotals(deps: Deps, months = 12): Promise<MonthlyTotal[]> {
  const rows = await monthlyRows(deps.database.db, months);
  return rows.map((r) => ({
    month: r.month,
    currency: r.currency,
    count: r.count,
    amount_cents: r.amount,
    refund_count: r.refundCount,
    refunds_cents: r.refunds,
    chargeback_count: r.chargebackCount,
    chargebacks_cents: r.chargebacks,
    net_cents: r.amount - r.refunds - r.chargebacks,
  }));
}

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/payments',
    {
      summary: 'Payments filtered by status, account and package',
      query: adminPaymentsQuery,
      key: 'payments',
      row: adminPayment,
    },
    listPayments,
  );
  app.post(
    '/payments/:id/sync',
    {
      schema: {
        ...doc('Ask the provider (PayPal) how a payment stands; applies refunds and chargebacks it reports'),
        params: idParams,
        response: {
          200: envelope(z.object({ provider_status: z.string(), status: z.enum(PAYMENT_STATUSES) })),
        },
      },
    },
    async (request) => {
      const result = await syncPaymentWithProvider(
        app.deps,
        request.log,
        request.lang,
        actorOf(request).id,
        request.params.id,
      );
      return ok(
        request.lang,
        { provider_status: result.provider_status, status: result.payment!.status },
        'admin.payment_synced',
      );
    },
  );
  wholeListRoute(
    app,
    '/payments/monthly',
    {
      summary: 'Completed payments per month and currency, last 12 months',
      key: 'months',
      row: monthlyTotal,
    },
    monthlyTotals,
  );
};

export default routes;
