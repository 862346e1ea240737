import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PAYMENT_STATUSES, type AdminPayment } from '@velvet/contract';
import { Button } from '../../../components/ui/button';
import { SelectField, TextField } from '../../../components/ui/field';
import { usePackages } from '../api/list-packages';
import { usePayments } from '../api/list-payments';
import { useMonthlyTotals } from '../api/monthly-totals';
import { useSyncPayment } from '../api/sync-payment';
import { useFormat } from '../../../lib/format';
import { AdminList, oneOf, useAdminList, useDraft } from '../components/admin-list';
import { Card, PageHeader, Pill, QueryState } from '../components/ui';
import { TableHead } from '../../../components/ui/table-head';

function statusTone(status: AdminPayment['status']) {
  return status === 'completed' ? 'good' : status === 'pending' || status === 'review' ? 'warn' : 'bad';
}

/** PayPal does not call us when money goes back: an operator asks it about a paid order. */
function SyncButton({ payment }: { payment: AdminPayment }) {
  const { t } = useTranslation('admin');
  const sync = useSyncPayment();
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      <Button
        variant="secondary"
        className="min-h-9 px-3 py-1 text-xs"
        disabled={sync.isPending}
        onClick={() => sync.mutate(payment.id)}
      >
        {sync.isPending ? t('admin.actions.working') : t('admin.payments.sync')}
      </Button>
      <span role="status" className="text-xs text-mist-300">
        {sync.isSuccess && t('admin.payments.synced', { status: sync.data.provider_status })}
        {sync.isError && (sync.error.message || t('admin.payments.syncFailed'))}
      </span>
    </span>
  );
}

function MonthlyTotals() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const totals = useMonthlyTotals();
  return (
    <Card className="mb-6">
      <h2 className="mb-3 text-lg">{t('admin.payments.monthly')}</h2>
      <QueryState query={totals} isEmpty={totals.data?.length === 0} empty={t('admin.payments.noTotals')}>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[32rem] text-sm">
            <caption className="sr-only">{t('admin.payments.monthly')}</caption>
            <TableHead
              className="text-left text-xs uppercase tracking-wide text-mist-400"
              cell="py-2"
              columns={[
                { label: t('admin.payments.month') },
                ...(['count', 'total', 'refunds', 'chargebacks', 'net'] as const).map((key) => ({
                  label: t(`admin.payments.${key}`),
                  numeric: true,
                })),
              ]}
            />
            <tbody>
              {totals.data?.map((row) => (
                <tr key={`${row.month}-${row.currency}`} className="border-t border-night-700">
                  <th scope="row" className="py-2 text-left font-normal capitalize">
                    {f.month(row.month)}
                  </th>
                  <td className="py-2 text-right">{f.number(row.count)}</td>
                  <td className="py-2 text-right">{f.money(row.amount_cents, row.currency)}</td>
                  <td className="py-2 text-right text-red-200">
                    {row.refund_count > 0
                      ? `− ${f.money(row.refunds_cents, row.currency)} (${f.number(row.refund_count)})`
                      : '—'}
                  </td>
                  <td className="py-2 text-right text-red-200">
                    {row.chargeback_count > 0
                      ? `− ${f.money(row.chargebacks_cents, row.currency)} (${f.number(row.chargeback_count)})`
                      : '—'}
                  </td>
                  <td className="py-2 text-right font-semibold">{f.money(row.net_cents, row.currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </QueryState>
    </Card>
  );
}

const STATUSES = ['all', ...PAYMENT_STATUSES] as const;

export function PaymentsPage() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const list = useAdminList({ status: STATUSES[0], account: '', package_id: '' }, usePayments, (v) => ({
    status: oneOf(STATUSES, v.status),
    account: v.account || undefined,
    package_id: Number(v.package_id) || undefined,
  }));
  const { values, update } = list;
  const [account, setAccount] = useDraft(values.account);
  const packages = usePackages();

  return (
    <>
      <PageHeader title={t('admin.payments.title')} description={t('admin.payments.description')} />
      <MonthlyTotals />
      <form
        className="mb-4 grid gap-3 sm:grid-cols-3"
        onSubmit={(event) => {
          event.preventDefault();
          update({ account: account.trim() });
        }}
      >
        <SelectField
          label={t('admin.filters.status')}
          value={oneOf(STATUSES, values.status)}
          onChange={(e) => update({ status: e.target.value })}
          options={STATUSES.map((s) => ({ value: s, label: t(`admin.paymentStatus.${s}`) }))}
        />
        <SelectField
          label={t('admin.payments.package')}
          value={values.package_id}
          onChange={(e) => update({ package_id: e.target.value })}
          placeholder={t('admin.payments.allPackages')}
          options={packages.data?.map((p) => ({ value: p.id, label: `${p.title} (#${p.id})` }))}
        />
        <TextField
          label={t('admin.payments.account')}
          type="search"
          hint={t('admin.payments.accountHint')}
          value={account}
          onChange={(e) => setAccount(e.target.value)}
          onBlur={() => account.trim() !== values.account && update({ account: account.trim() })}
        />
      </form>
      <AdminList
        list={list}
        items={list.result.data?.payments}
        empty={t('admin.payments.empty')}
        showTotal
        dense
      >
        {(p) => (
          <li key={p.id} className="rounded-2xl border border-night-600 bg-night-800/70 p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-base font-semibold">{f.money(p.amount_cents, p.currency)}</span>
              <span>{p.package_title}</span>
              <Pill tone={statusTone(p.status)}>{t(`admin.paymentStatus.${p.status}`)}</Pill>
              <Pill>{t(`admin.paymentKind.${p.kind}`)}</Pill>
              <span className="ml-auto text-xs text-mist-400">{f.dateTime(p.created_at)}</span>
            </div>
            <p className="mt-1 text-mist-300">
              <Link to={`/admin/adverts/${p.account.id}`} className="text-rose-300 underline">
                {p.account.name}
              </Link>{' '}
              <span className="text-mist-400">· {p.account.email}</span>
            </p>
            <p className="mt-1 break-all font-mono text-xs text-mist-400">
              {p.provider} · {p.transaction_id ?? p.provider_order_id ?? p.reference}
              {p.failure_reason ? ` · ${p.failure_reason}` : ''}
            </p>
            {p.review_reason && (
              <p className="mt-1 text-champagne-300">
                {t('admin.payments.review', { reason: p.review_reason })}
              </p>
            )}
            {p.provider === 'paypal' && (p.status === 'completed' || p.status === 'review') && (
              <div className="mt-2">
                <SyncButton payment={p} />
              </div>
            )}
          </li>
        )}
      </AdminList>
    </>
  );
}
