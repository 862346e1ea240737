import type { StatsTotals } from '@velvet/contract';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { intlLocale } from '../../lib/locale';
import { useAccountStats } from './api/account-stats';
import type { ChartSeries } from './stats-chart';
import { TableHead } from '../../components/ui/table-head';
import { LoadState, loadStateWords } from '../../components/ui/load-state';
import { TitledSection } from '../../components/ui/titled-section';

// The chart library is fetched only when the dashboard shows statistics.
const StatsChart = lazy(() => import('./stats-chart'));

const DAYS = 30;
const KEYS = ['views', 'phone', 'chat', 'bookings'] as const;
const COLOURS: Record<(typeof KEYS)[number], string> = {
  views: '#e77fa8',
  phone: '#e3c282',
  chat: '#34d399',
  bookings: '#93c5fd',
};

/** Change against the previous period, as a whole percent; null when there is nothing to compare with. */
export function change(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** Dashboard: the last 30 days of the advert — totals with the change, a chart, and the numbers as a table. */
export function StatsPanel() {
  const { t, i18n } = useTranslation('revisit');
  const stats = useAccountStats(DAYS);
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  const series: ChartSeries[] = useMemo(
    () => KEYS.map((key) => ({ key, label: t(`stats.series.${key}`), colour: COLOURS[key] })),
    [t],
  );
  const day = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });

  return (
    <TitledSection title={t('stats.title')} aria-busy={stats.isPending}>
      <p className="mt-1 text-sm text-mist-400">{t('stats.intro', { days: DAYS })}</p>
      <LoadState query={stats} {...loadStateWords(t, 'stats')} className="mt-4" />
      {stats.data && (
        <>
          <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
            {KEYS.map((key) => (
              <Total
                key={key}
                label={t(`stats.series.${key}`)}
                colour={COLOURS[key]}
                value={number.format(stats.data.totals[key])}
                delta={deltaText(t, stats.data.totals, stats.data.previous, key)}
                testId={`stats-total-${key}`}
              />
            ))}
          </dl>
          <div className="mt-6 min-h-[220px]">
            <Suspense
              fallback={
                <p className="flex items-center gap-2 text-sm text-mist-400">
                  <Spinner /> {t('stats.loading')}
                </p>
              }
            >
              <StatsChart
                days={stats.data.days}
                series={series}
                language={i18n.language}
                dayLabel={t('stats.date')}
                label={t('stats.chartLabel', { days: DAYS })}
              />
            </Suspense>
          </div>
          <details className="mt-4 text-sm">
            <summary className="min-h-11 cursor-pointer py-2 text-rose-300">{t('stats.showTable')}</summary>
            <div className="overflow-x-auto">
              <table className="w-full min-w-[28rem] text-left">
                <caption className="sr-only">{t('stats.chartLabel', { days: DAYS })}</caption>
                <TableHead
                  className="text-mist-400"
                  cell="py-1 pr-3"
                  columns={[
                    { label: t('stats.date') },
                    ...KEYS.map((key) => ({ label: t(`stats.series.${key}`), numeric: true })),
                  ]}
                />
                <tbody>
                  {[...stats.data.days].reverse().map((d) => (
                    <tr key={d.date} className="border-t border-night-700">
                      <th scope="row" className="py-1 pr-3 font-normal text-mist-300">
                        {day.format(new Date(`${d.date}T12:00:00Z`))}
                      </th>
                      {KEYS.map((key) => (
                        <td key={key} className="py-1 pr-3 text-right tabular-nums">
                          {number.format(d[key])}
                        </td>
                      ))}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </details>
        </>
      )}
    </TitledSection>
  );
}

function deltaText(
  t: (key: string, options?: Record<string, unknown>) => string,
  totals: StatsTotals,
  previous: StatsTotals,
  key: keyof StatsTotals,
): { text: string; tone: 'up' | 'down' | 'flat' } {
  const pct = change(totals[key], previous[key]);
  if (pct === null)
    return { text: totals[key] > 0 ? t('stats.changeNew') : t('stats.changeNone'), tone: 'flat' };
  if (pct === 0) return { text: t('stats.changeSame'), tone: 'flat' };
  return pct > 0
    ? { text: t('stats.changeUp', { pct }), tone: 'up' }
    : { text: t('stats.changeDown', { pct: -pct }), tone: 'down' };
}

function Total({
  label,
  colour,
  value,
  delta,
  testId,
}: {
  label: string;
  colour: string;
  value: string;
  delta: { text: string; tone: 'up' | 'down' | 'flat' };
  testId: string;
}) {
  const tone = { up: 'text-emerald-300', down: 'text-red-300', flat: 'text-mist-400' }[delta.tone];
  return (
    <div
      className="flex flex-col gap-0.5 rounded-xl border border-night-700 bg-night-900/60 p-3"
      data-testid={testId}
    >
      {/* Long words wrap inside the card (the Danish labels carry soft hyphens); the dot keeps its size. */}
      <dt className="flex items-start gap-2 text-xs text-mist-400">
        <span
          aria-hidden="true"
          className="mt-1 h-2 w-2 shrink-0 rounded-full"
          style={{ background: colour }}
        />
        <span className="min-w-0 [overflow-wrap:anywhere]">{label}</span>
      </dt>
      <dd className="font-display text-2xl text-mist-100 tabular-nums">{value}</dd>
      <dd className={`text-xs ${tone}`}>{delta.text}</dd>
    </div>
  );
}
