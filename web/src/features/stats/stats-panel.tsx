import type { StatsDay, StatsTotals } from '@velvet/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
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
  const longDay = new Intl.DateTimeFormat(intlLocale(i18n.language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  });
  const [pointed, setPointed] = useState<number | null>(null);
  const days = stats.data?.days ?? [];
  const counted = days.some((d) => KEYS.some((key) => d[key] > 0));
  // The legend shows the day pointed at, else the latest: never an empty "--".
  const legendDay = days[pointed ?? days.length - 1];

  return (
    <TitledSection title={t('stats.title')} aria-busy={stats.isPending} data-testid="stats-panel">
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
          {counted ? (
            <div className="mt-6 min-h-[220px]">
              <Suspense
                fallback={
                  <p className="flex items-center gap-2 text-sm text-mist-400">
                    <Spinner /> {t('stats.loading')}
                  </p>
                }
              >
                <StatsChart
                  days={days}
                  series={series}
                  language={intlLocale(i18n.language)}
                  label={t('stats.chartLabel', { days: DAYS })}
                  onPoint={setPointed}
                />
              </Suspense>
              {legendDay && (
                <DayLegend
                  day={legendDay}
                  series={series}
                  date={longDay.format(new Date(`${legendDay.date}T12:00:00Z`))}
                  number={number}
                />
              )}
            </div>
          ) : (
            <p className="mt-6 rounded-xl border border-dashed border-night-600 px-4 py-8 text-center text-sm text-mist-300">
              {t('stats.empty')}
            </p>
          )}
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

/** The numbers of one day under the chart, in the visitor's language (the day pointed at, else the latest). */
function DayLegend({
  day,
  series,
  date,
  number,
}: {
  day: StatsDay;
  series: ChartSeries[];
  date: string;
  number: Intl.NumberFormat;
}) {
  return (
    <p
      data-testid="stats-legend"
      aria-live="off"
      className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-mist-300"
    >
      <time dateTime={day.date} className="font-semibold text-mist-100">
        {date}
      </time>
      {series.map((s) => (
        <span key={s.key} data-testid={`stats-legend-${s.key}`} className="inline-flex items-center gap-1.5">
          <span aria-hidden="true" className="h-2 w-2 rounded-full" style={{ background: s.colour }} />
          {s.label} <span className="tabular-nums text-mist-100">{number.format(day[s.key])}</span>
        </span>
      ))}
    </p>
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
