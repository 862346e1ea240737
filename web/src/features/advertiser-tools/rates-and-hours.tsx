import { openingState, WEEKDAYS, type AdvertRate, type OpeningHours, type Weekday } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { useHydrated } from '../../components/client-only';
import { TableHead } from '../../components/ui/table-head';
import { formatClock, formatPrice } from '../../lib/format';
import { intlLocale } from '../../lib/locale';

/** A weekday's name in the visitor's language (1 Jan 2024 was a Monday). */
export function weekdayName(day: Weekday, lang: string): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2024, 0, 1 + WEEKDAYS.indexOf(day)),
  );
}

/** "30 min", "1 hour", "1 hour 30 min" / "30 min.", "1 time", … */
function useDuration() {
  const { t } = useTranslation('tools');
  return (minutes: number) => {
    const h = Math.floor(minutes / 60);
    const m = minutes % 60;
    return [h ? t('rates.hours', { count: h }) : '', m ? t('rates.minutes', { count: m }) : '']
      .filter(Boolean)
      .join(' ');
  };
}

/**
 * "Open now until 02:00" / "Opens at 18:00" / "Opens Tuesday at 10:00", by the Danish clock. Drawn once the
 * page runs in the browser: the server's page may be shown minutes after it was made.
 */
function OpenNow({ hours }: { hours: OpeningHours }) {
  const { t, i18n } = useTranslation('tools');
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const state = openingState(hours, new Date());
  if (!state) return null;
  const clock = (time: string) => formatClock(time, i18n.language);
  const text = state.open
    ? t('hours.openNow', { time: clock(state.until) })
    : state.next === null
      ? t('hours.closed')
      : state.next.today
        ? t('hours.opensAt', { time: clock(state.next.time) })
        : t('hours.opensOn', {
            day: weekdayName(state.next.day, i18n.language),
            time: clock(state.next.time),
          });
  return (
    <p
      className={`font-semibold ${state.open ? 'text-emerald-300' : 'text-mist-200'}`}
      data-testid="open-now"
    >
      {text}
    </p>
  );
}

/** The advert page's rates table and opening hours, as the advertiser saved them; nothing when neither is given. */
export function RatesAndHours({ rates, hours }: { rates: AdvertRate[]; hours: OpeningHours | null }) {
  const { t, i18n } = useTranslation('tools');
  const duration = useDuration();
  const cell = 'px-3 py-2';
  return (
    <>
      {rates.length > 0 && (
        <section aria-labelledby="rates-title">
          <h2 id="rates-title" className="mb-3 text-lg text-mist-300">
            {t('rates.title')}
          </h2>
          <table className="w-full max-w-md border-collapse text-sm">
            <TableHead
              cell={cell}
              className="border-b border-night-600 text-left text-mist-400"
              columns={[
                { label: t('rates.duration') },
                { label: t('rates.place') },
                { label: t('rates.price'), numeric: true },
              ]}
            />
            <tbody>
              {rates.map((rate, i) => (
                <tr key={i} className="border-b border-night-700">
                  <td className={cell}>{duration(rate.minutes)}</td>
                  <td className={cell}>{t(`rates.${rate.place}`)}</td>
                  <td className={`${cell} text-right font-semibold text-mist-100`}>
                    {formatPrice(rate.price, 'DKK', i18n.language)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      {hours && (
        <section aria-labelledby="hours-title" className="flex flex-col gap-2">
          <h2 id="hours-title" className="text-lg text-mist-300">
            {t('hours.title')}
          </h2>
          <OpenNow hours={hours} />
          <dl className="grid max-w-xs grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm">
            {WEEKDAYS.map((day) => (
              <div key={day} className="contents">
                <dt className="text-mist-400 capitalize">{weekdayName(day, i18n.language)}</dt>
                <dd className="text-mist-200">
                  {hours[day]
                    ? `${formatClock(hours[day].from, i18n.language)}–${formatClock(hours[day].to, i18n.language)}`
                    : t('hours.closedDay')}
                </dd>
              </div>
            ))}
          </dl>
          <p className="text-xs text-mist-400">{t('hours.timeZone')}</p>
        </section>
      )}
    </>
  );
}
