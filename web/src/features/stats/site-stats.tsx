import { useTranslation } from 'react-i18next';
import { intlLocale } from '../../lib/locale';
import { useSiteStats } from './api/site-stats';
import { TableHead } from '../../components/ui/table-head';

const KEYS = ['views', 'phone', 'chat', 'bookings'] as const;

/** Back-office overview: what visitors did across the site, today and over 30 days. */
export function SiteStats() {
  const { t, i18n } = useTranslation('revisit');
  const stats = useSiteStats();
  const number = new Intl.NumberFormat(intlLocale(i18n.language));
  if (stats.isError)
    return (
      <p role="alert" className="text-sm text-mist-400">
        {t('stats.loadError')}
      </p>
    );
  return (
    <section aria-labelledby="site-stats-title" aria-busy={stats.isPending} className="flex flex-col gap-3">
      <h2 id="site-stats-title" className="text-xl">
        {t('siteStats.title')}
      </h2>
      <div className="overflow-x-auto rounded-2xl border border-night-600 bg-night-800/70">
        <table className="w-full min-w-[26rem] text-left text-sm">
          <TableHead
            className="text-mist-400"
            cell="px-4 py-2"
            columns={[
              { label: <span className="sr-only">{t('siteStats.period')}</span> },
              ...KEYS.map((key) => ({ label: t(`stats.series.${key}`), numeric: true })),
            ]}
          />
          <tbody>
            {(['today', 'last_30_days'] as const).map((period) => (
              <tr key={period} className="border-t border-night-700">
                <th scope="row" className="px-4 py-2 font-normal text-mist-300">
                  {t(`siteStats.${period}`)}
                </th>
                {KEYS.map((key) => (
                  <td
                    key={key}
                    className="px-4 py-2 text-right font-display text-lg tabular-nums text-mist-100"
                  >
                    {stats.data ? number.format(stats.data[period][key]) : '…'}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {stats.data && (
        <p className="text-sm text-mist-400">
          {t('siteStats.availableNow', { count: stats.data.available_now })}
        </p>
      )}
    </section>
  );
}
