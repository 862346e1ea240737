import type { AdminPayment, MonthlyTotal } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { iso, type Deps } from '../shared/service.ts';
import * as repo from './repo.ts';

export async function listPayments(deps: Deps, query: repo.PaymentsQuery) {
  const { rows, pagination } = await repo.paymentPage(deps.database.db, query);
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
  const { received, reversed } = await repo.monthlyMoney(db, months);
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

export async function monthlyTotals(deps: Deps, months = 12): Promise<MonthlyTotal[]> {
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
