import {
  RATE_MINUTES,
  RATE_PLACES,
  RATE_PRICE,
  RATES_MAX,
  WEEKDAYS,
  type AdvertRate,
  type OpeningHours,
  type Weekday,
} from '@velvet/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { ErrorMessage, SelectField, WholeNumberField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { TitledSection } from '../../components/ui/titled-section';
import { ApiError } from '../../lib/api';
import { formatClock } from '../../lib/format';
import { useSaveRatesAndHours } from './api/save-rates-hours';
import { weekdayName } from './rates-and-hours';

type RateRow = { minutes: string; price: string; place: AdvertRate['place'] };
type DayRow = { open: boolean; from: string; to: string };
const RATE_BOUNDS = { minutes: RATE_MINUTES, price: RATE_PRICE };
/** "00:00", "00:15", … "23:45": the times an opening or closing time is chosen from. */
const QUARTER_HOURS = Array.from(
  { length: 96 },
  (_, i) => `${String(Math.floor(i / 4)).padStart(2, '0')}:${String((i % 4) * 15).padStart(2, '0')}`,
);

const toRows = (rates: AdvertRate[]): RateRow[] =>
  rates.map((r) => ({ minutes: String(r.minutes), price: String(r.price), place: r.place }));
const toDays = (hours: OpeningHours | null) =>
  Object.fromEntries(
    WEEKDAYS.map((day) => {
      const h = hours?.[day];
      return [day, h ? { open: true, from: h.from, to: h.to } : { open: false, from: '10:00', to: '22:00' }];
    }),
  ) as Record<Weekday, DayRow>;

/**
 * Dashboard: the advert's rates (up to 8 of duration, incall/outcall and price in kroner) and its opening
 * hours per weekday in Danish time. The server checks every field; its messages are shown on the field.
 */
export function RatesHoursEditor({ rates, hours }: { rates: AdvertRate[]; hours: OpeningHours | null }) {
  const { t, i18n } = useTranslation('tools');
  const save = useSaveRatesAndHours();
  const [rows, setRows] = useState<RateRow[]>(() => toRows(rates));
  const [withHours, setWithHours] = useState(hours !== null);
  const [days, setDays] = useState(() => toDays(hours));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const error = (field: string) => errors[field]?.[0];

  const setRow = (i: number, change: Partial<RateRow>) =>
    setRows((current) => current.map((row, j) => (j === i ? { ...row, ...change } : row)));
  const setDay = (day: Weekday, change: Partial<DayRow>) =>
    setDays((current) => ({ ...current, [day]: { ...current[day], ...change } }));
  // What ties a rate's number, or a day's time, to its row: the value, its change, its bounds and the
  // server's message under the field's own path.
  const rateField = (row: RateRow, i: number, key: 'minutes' | 'price') => ({
    ...RATE_BOUNDS[key],
    value: row[key],
    onChange: (e: ChangeEvent<HTMLInputElement>) => setRow(i, { [key]: e.target.value }),
    error: error(`rates.${i}.${key}`),
  });
  // A list of 24-hour times, not the browser's time input: that one shows 12-hour times ("10:00 AM") where
  // the browser is set so, and they did not fit the field. A saved time off the quarter hours stays listed.
  const timeField = (day: Weekday, key: 'from' | 'to') => {
    const value = days[day][key];
    const times = key === 'to' ? [...QUARTER_HOURS, '24:00'] : QUARTER_HOURS;
    return {
      label: t(`editor.${key}`, { day: weekdayName(day, i18n.language) }),
      value,
      onChange: (e: ChangeEvent<HTMLSelectElement>) => setDay(day, { [key]: e.target.value }),
      options: (times.includes(value) || !value ? times : [...times, value].sort()).map((time) => ({
        value: time,
        label: formatClock(time, i18n.language),
      })),
      error: error(`hours.${day}.${key}`),
    };
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    // Sent as typed: the server's validation names the field and says what is wrong, in the visitor's language.
    const body = {
      rates: rows.map((r) => ({ minutes: Number(r.minutes), price: Number(r.price), place: r.place })),
      hours: withHours
        ? (Object.fromEntries(
            WEEKDAYS.map((day) => [day, days[day].open ? { from: days[day].from, to: days[day].to } : null]),
          ) as OpeningHours)
        : null,
    };
    save.mutate(body, {
      onError: (failure) =>
        setErrors(
          failure instanceof ApiError && Object.keys(failure.errors).length
            ? failure.errors
            : { _: [failure instanceof ApiError ? failure.message : t('editor.failed')] },
        ),
    });
  }

  return (
    <TitledSection title={t('editor.title')}>
      <form onSubmit={submit} noValidate className="mt-4 flex flex-col gap-6">
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg text-mist-200">{t('rates.title')}</legend>
          <p className="text-sm text-mist-400">{t('editor.ratesHint', { max: RATES_MAX })}</p>
          {rows.map((row, i) => (
            <div key={i} className="flex flex-wrap items-end gap-3 border-b border-night-700 pb-3">
              <WholeNumberField
                label={t('editor.minutes')}
                className="w-32"
                {...rateField(row, i, 'minutes')}
              />
              <SelectField
                label={t('rates.place')}
                value={row.place}
                onChange={(e) => setRow(i, { place: e.target.value as AdvertRate['place'] })}
                options={RATE_PLACES.map((place) => ({ value: place, label: t(`rates.${place}`) }))}
                className="w-36"
              />
              <WholeNumberField label={t('editor.price')} className="w-36" {...rateField(row, i, 'price')} />
              <Button
                variant="secondary"
                onClick={() => setRows((current) => current.filter((_, j) => j !== i))}
                aria-label={t('editor.removeRate', { n: i + 1 })}
              >
                {t('editor.remove')}
              </Button>
              {/* A rate the server could not read as a whole is named here, not on one of its fields. */}
              {error(`rates.${i}`) && (
                <div className="basis-full">
                  <ErrorMessage message={error(`rates.${i}`)} />
                </div>
              )}
            </div>
          ))}
          <ErrorMessage message={error('rates')} />
          <div>
            <Button
              variant="secondary"
              disabled={rows.length >= RATES_MAX}
              onClick={() =>
                setRows((current) => [...current, { minutes: '60', price: '', place: 'incall' }])
              }
            >
              {t('editor.addRate')}
            </Button>
          </div>
        </fieldset>

        <fieldset className="flex flex-col gap-3">
          <legend className="mb-2 text-lg text-mist-200">{t('hours.title')}</legend>
          <label className="flex min-h-11 items-center gap-3 text-mist-200">
            <input
              type="checkbox"
              checked={withHours}
              onChange={(e) => setWithHours(e.target.checked)}
              className="h-5 w-5 accent-rose-400"
            />
            {t('editor.showHours')}
          </label>
          {withHours &&
            WEEKDAYS.map((day) => (
              <div key={day} className="flex flex-wrap items-end gap-3">
                <label className="flex min-h-11 w-40 items-center gap-3 capitalize text-mist-200">
                  <input
                    type="checkbox"
                    checked={days[day].open}
                    onChange={(e) => setDay(day, { open: e.target.checked })}
                    className="h-5 w-5 accent-rose-400"
                  />
                  {weekdayName(day, i18n.language)}
                </label>
                {days[day].open ? (
                  <>
                    <SelectField className="w-32" {...timeField(day, 'from')} />
                    <SelectField className="w-32" {...timeField(day, 'to')} />
                  </>
                ) : (
                  <p className="min-h-11 py-2.5 text-sm text-mist-400">{t('hours.closedDay')}</p>
                )}
                {error(`hours.${day}`) && (
                  <div className="basis-full">
                    <ErrorMessage message={error(`hours.${day}`)} />
                  </div>
                )}
              </div>
            ))}
          <ErrorMessage message={error('hours')} />
        </fieldset>
        <ErrorMessage message={error('_')} />
        <div>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending && <Spinner />}
            {t('editor.save')}
          </Button>
        </div>
      </form>
    </TitledSection>
  );
}
