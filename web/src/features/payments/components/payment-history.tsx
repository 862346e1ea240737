import type { PaymentHistoryItem, PaymentStatus } from '@velvet/contract';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { TextLink } from '../../../components/ui/text-link';
import { usePaymentHistory } from '../api/get-payment-history';
import { formatDate, formatPrice } from '../../../lib/format';
import { TableHead } from '../../../components/ui/table-head';
import { TitledSection } from '../../../components/ui/titled-section';

const STATUS_STYLE: Record<PaymentStatus, string> = {
  completed: 'bg-emerald-500/15 text-emerald-300 border-emerald-400/40',
  pending: 'bg-night-700 text-mist-300 border-night-600',
  expired: 'bg-night-700 text-mist-400 border-night-600',
  failed: 'bg-red-500/15 text-red-300 border-red-400/40',
  cancelled: 'bg-night-700 text-mist-400 border-night-600',
  review: 'bg-champagne-400/10 text-champagne-300 border-champagne-400/40',
  refunded: 'bg-night-700 text-mist-300 border-night-600',
  charged_back: 'bg-red-500/15 text-red-300 border-red-400/40',
};

/** The days a payment bought, from the account's one answer about its periods. */
function PeriodText({ item }: { item: PaymentHistoryItem }) {
  const { t, i18n } = useTranslation('payments');
  if (!item.period) return <span className="text-mist-400">—</span>;
  return (
    <span>
      {t('history.periodRange', {
        from: formatDate(item.period.starts_at, i18n.language),
        to: formatDate(item.period.ends_at, i18n.language),
      })}{' '}
      <span className="text-mist-400">({t(`history.periodStatuses.${item.period.status}`)})</span>
    </span>
  );
}

function StatusPill({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation('payments');
  return (
    <span
      className={`inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLE[status]}`}
    >
      {t(`history.statuses.${status}`)}
    </span>
  );
}

/**
 * The account's payments for the dashboard (date, package, amount, status): cards on phones, a table
 * from the small breakpoint up. It has its own Suspense boundary: loading the payments strings must
 * not suspend (and so hide and re-show) the dashboard page around it.
 */
export function PaymentHistory() {
  return (
    <Suspense
      fallback={
        <div className="flex justify-center rounded-2xl border border-night-600 bg-night-800 p-6">
          <Spinner />
        </div>
      }
    >
      <PaymentHistoryPanel />
    </Suspense>
  );
}

function PaymentHistoryPanel() {
  const { t, i18n } = useTranslation('payments');
  const [page, setPage] = useState(1);
  const history = usePaymentHistory(page);
  const lang = i18n.language;
  const payments: PaymentHistoryItem[] = history.data?.payments ?? [];

  let body;
  if (history.isPending) {
    body = (
      <div className="flex justify-center py-6">
        <Spinner />
      </div>
    );
  } else if (history.isError) {
    body = (
      <div role="alert" className="rounded-xl border border-red-400/50 bg-red-500/10 p-4 text-sm">
        <p className="font-semibold">{t('history.loadFailed')}</p>
        <p className="mt-1 text-mist-300">{history.error.message}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void history.refetch()}>
          {t('history.retry')}
        </Button>
      </div>
    );
  } else if (payments.length === 0) {
    body = (
      <p className="text-mist-300">
        {t('history.empty')} <TextLink to="/packages">{t('history.browse')}</TextLink>
      </p>
    );
  } else {
    body = (
      <>
        <ul className="flex flex-col gap-3 sm:hidden">
          {payments.map((p) => (
            <li key={p.id} className="rounded-xl border border-night-600 bg-night-900 p-4">
              <div className="flex items-start justify-between gap-3">
                <div>
                  <p className="font-semibold">{p.package_name}</p>
                  <p className="text-sm text-mist-400">{formatDate(p.created_at, lang)}</p>
                </div>
                <p className="font-semibold">{formatPrice(p.amount, p.currency, lang)}</p>
              </div>
              <p className="mt-1 text-sm">
                <span className="text-mist-400">{t('history.period')}: </span>
                <PeriodText item={p} />
              </p>
              <div className="mt-2">
                <StatusPill status={p.status} />
              </div>
            </li>
          ))}
        </ul>
        <div className="hidden overflow-x-auto sm:block">
          <table className="w-full text-left text-sm">
            <TableHead
              className="border-b border-night-600 text-mist-400"
              cell="py-2 pr-4 last:pr-0"
              columns={[
                { label: t('history.date') },
                { label: t('history.package') },
                { label: t('history.amount'), numeric: true },
                { label: t('history.period') },
                { label: t('history.status') },
                { label: t('history.transaction') },
              ]}
            />
            <tbody>
              {payments.map((p) => (
                <tr key={p.id} className="border-b border-night-700 last:border-0">
                  <td className="py-3 pr-4 whitespace-nowrap">{formatDate(p.created_at, lang)}</td>
                  <td className="py-3 pr-4">{p.package_name}</td>
                  <td className="py-3 pr-4 text-right whitespace-nowrap">
                    {formatPrice(p.amount, p.currency, lang)}
                  </td>
                  <td className="py-3 pr-4">
                    <PeriodText item={p} />
                  </td>
                  <td className="py-3 pr-4">
                    <StatusPill status={p.status} />
                  </td>
                  <td className="py-3 font-mono text-xs break-all text-mist-400">
                    {p.transaction_id ?? '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {(history.data?.pagination.total_pages ?? 1) > 1 && (
          <Pager
            page={page}
            totalPages={history.data?.pagination.total_pages ?? 1}
            loading={history.isFetching}
            onChange={setPage}
          />
        )}
      </>
    );
  }

  return (
    <TitledSection
      id="payment-history-title"
      title={t('history.title')}
      titleClassName="mb-4 text-xl"
      className="rounded-2xl border border-night-600 bg-night-800 p-4 sm:p-6"
    >
      {body}
    </TitledSection>
  );
}
