import { AVAILABLE_HOURS_MAX, AVAILABLE_HOURS_MIN } from '@velvet/contract';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast';
import { Button } from '../../components/ui/button';
import { SelectField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { useAvailability, useSetAvailability } from './api/availability';
import { intlLocale } from '../../lib/locale';
import { AvailableBadge } from './available-badge';
import { useAvailableNow } from './use-available-now';
import { LoadState, loadStateWords } from '../../components/ui/load-state';
import { TitledSection } from '../../components/ui/titled-section';

const HOURS = Array.from(
  { length: AVAILABLE_HOURS_MAX - AVAILABLE_HOURS_MIN + 1 },
  (_, i) => AVAILABLE_HOURS_MIN + i,
);

/**
 * Dashboard: show the advert as "Available now" for 1–12 hours, or end it. The limits are said up
 * front: only with an active package, at most twice a day.
 */
export function AvailableNowControl() {
  const { t, i18n } = useTranslation('revisit');
  const state = useAvailability(true);
  const { start, end } = useSetAvailability();
  const [hours, setHours] = useState('3');
  const [error, setError] = useState('');
  const data = state.data;
  const active = useAvailableNow(data?.available_until);
  const busy = start.isPending || end.isPending;

  const fail = (failure: unknown) =>
    setError(failure instanceof ApiError ? failure.message : t('available.failed'));

  function submit(event: FormEvent) {
    event.preventDefault();
    setError('');
    start.mutate(
      { hours: Number(hours) },
      { onSuccess: (answer) => toast.success(answer.message), onError: fail },
    );
  }

  const time = (iso: string) =>
    new Intl.DateTimeFormat(intlLocale(i18n.language), { timeStyle: 'short' }).format(new Date(iso));

  return (
    <TitledSection
      title={t('available.title')}
      aside={<AvailableBadge until={data?.available_until} />}
      aria-busy={state.isPending}
    >
      <p className="mt-1 text-sm text-mist-400">{t('available.rules', { max: data?.starts_per_day ?? 2 })}</p>
      <LoadState query={state} {...loadStateWords(t, 'available')} className="mt-4" />
      {data && !data.eligible && (
        <p className="mt-4 rounded-xl border border-night-600 p-3 text-sm text-mist-300">
          {t('available.notEligible')}
        </p>
      )}
      {data && data.eligible && (
        <div className="mt-4 flex flex-col gap-4">
          <p aria-live="polite" className="text-sm text-mist-200">
            {active && data.available_until
              ? t('available.until', { time: time(data.available_until) })
              : t('available.off')}{' '}
            <span className="text-mist-400">
              {t('available.startsLeft', { count: data.starts_left_today })}
            </span>
          </p>
          <form onSubmit={submit} className="flex flex-wrap items-end gap-3">
            <SelectField
              label={t('available.hours')}
              name="hours"
              value={hours}
              onChange={(e) => setHours(e.target.value)}
              className="w-40"
              disabled={busy || data.starts_left_today === 0}
              options={HOURS.map((h) => ({
                value: String(h),
                label: t('available.hourOption', { count: h }),
              }))}
            />
            <Button type="submit" disabled={busy || data.starts_left_today === 0}>
              {start.isPending && <Spinner />}
              {active ? t('available.restart') : t('available.start')}
            </Button>
            {active && (
              <Button
                variant="secondary"
                disabled={busy}
                onClick={() => {
                  setError('');
                  end.mutate(undefined, {
                    onSuccess: (answer) => toast.success(answer.message),
                    onError: fail,
                  });
                }}
              >
                {t('available.end')}
              </Button>
            )}
          </form>
          {data.starts_left_today === 0 && <p className="text-sm text-mist-400">{t('available.noneLeft')}</p>}
        </div>
      )}
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-300">
          {error}
        </p>
      )}
    </TitledSection>
  );
}
