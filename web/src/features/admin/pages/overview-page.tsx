import type { AdminOverview, ReviewQueue } from '@velvet/contract';
import { durationInWords } from '@velvet/contract/durations';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { SiteStats } from '../../stats';
import { Link } from 'react-router';
import { useOverview } from '../api/get-overview';
import { useFormat } from '../../../lib/format';
import { asLang } from '../../../lib/locale';
import { PageHeader, QueryState } from '../components/ui';

type TileProps = { to: string; label: string; value: string; hint?: string; alert?: boolean };

function Tile({ to, label, value, hint, alert = false }: TileProps) {
  return (
    <Link
      to={to}
      className={`flex flex-col gap-1 rounded-2xl border p-5 transition-colors hover:border-rose-400 ${
        alert ? 'border-rose-400/60 bg-rose-400/10' : 'border-night-600 bg-night-800/70'
      }`}
    >
      <span className="text-sm text-mist-400">{label}</span>
      <span className="font-display text-3xl text-mist-100">{value}</span>
      {hint && <span className="text-xs text-mist-400">{hint}</span>}
    </Link>
  );
}

export function OverviewPage() {
  const { t } = useTranslation('admin');
  const f = useFormat();
  const overview = useOverview();
  const money = (data: AdminOverview) =>
    data.payments_this_month.totals.map((x) => f.money(x.amount_cents, x.currency)).join(' + ') ||
    f.money(0, 'EUR');
  // Counts of work waiting are lit up while there is any.
  // How long the oldest item of each queue has waited for an operator, lit up once it is over a day.
  const waited = (data: AdminOverview, queue: ReviewQueue, to: string): TileProps => {
    const seconds = data.oldest_waiting[queue];
    return {
      to,
      label: t(`admin.overview.oldestWaiting.${queue}`),
      value: seconds === null ? t('admin.overview.nothingWaits') : durationInWords(asLang(f.lang), seconds),
      alert: seconds !== null && seconds > 86_400,
    };
  };
  const tiles = (data: AdminOverview): TileProps[] => [
    {
      to: '/admin/adverts?status=visible',
      label: t('admin.overview.visible'),
      value: f.number(data.adverts.visible),
    },
    {
      to: '/admin/adverts?status=pending',
      label: t('admin.overview.pending'),
      value: f.number(data.adverts.pending),
      hint: t('admin.overview.pendingHint'),
    },
    {
      to: '/admin/adverts?status=suspended',
      label: t('admin.overview.suspended'),
      value: f.number(data.adverts.suspended),
    },
    {
      to: '/admin/reports',
      label: t('admin.overview.openReports'),
      value: f.number(data.open_reports),
      alert: data.open_reports > 0,
    },
    waited(data, 'verification', '/admin/verifications'),
    waited(data, 'review', '/admin/review'),
    waited(data, 'safety', '/admin/safety'),
    {
      to: '/admin/escalations',
      label: t('admin.overview.openEscalations'),
      value: f.number(data.open_escalations),
    },
    {
      to: '/admin/testimonials',
      label: t('admin.overview.pendingTestimonials'),
      value: f.number(data.pending_testimonials),
      alert: data.pending_testimonials > 0,
    },
    {
      to: '/admin/payments',
      label: t('admin.overview.paymentsThisMonth'),
      value: money(data),
      hint: t('admin.overview.paymentsCount', { count: data.payments_this_month.count }),
    },
    {
      to: '/admin/messages?status=unread',
      label: t('admin.overview.unreadMessages'),
      value: f.number(data.unread_messages),
      alert: data.unread_messages > 0,
    },
  ];
  return (
    <>
      <PageHeader title={t('admin.overview.title')} description={t('admin.overview.description')} />
      <QueryState query={overview}>
        {overview.data && (
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3">
            {tiles(overview.data).map((tile) => (
              <Tile key={tile.to} {...tile} />
            ))}
          </div>
        )}
      </QueryState>
      <div className="mt-8">
        <Suspense fallback={null}>
          <SiteStats />
        </Suspense>
      </div>
    </>
  );
}
