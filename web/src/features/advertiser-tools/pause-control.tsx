import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { ToolPanel } from './tool-panel';
import { useToolFields } from './tool-fields';
import { formatDate, formatDateTime } from '../../lib/format';
import { toast } from '../../lib/toast';
import { usePause, useSetPause } from './api/pause';

/**
 * Dashboard: pause the advert (it leaves every list, search and its page) and show it again, by hand or by
 * itself at a chosen time. Says up front that the package's days stop counting meanwhile, and how far.
 */
export function PauseControl() {
  const { t, i18n } = useTranslation('tools');
  const state = usePause();
  const { start, end } = useSetPause();
  const [errors, setErrors] = useState<{ starts_at?: string; form?: string }>({});
  const data = state.data;
  const busy = start.isPending || end.isPending;
  const { values, field, clear } = useToolFields({ starts_at: '' }, { busy, errors });

  const fail = (failure: unknown) => {
    if (failure instanceof ApiError && failure.errors.starts_at?.[0])
      setErrors({ starts_at: failure.errors.starts_at[0] });
    else setErrors({ form: failure instanceof ApiError ? failure.message : t('pause.failed') });
  };
  const done = (answer: { message: string }) => {
    clear();
    toast.success(answer.message);
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    // The browser's local date and time, sent as an instant.
    const until = values.starts_at;
    const startsAt = until ? new Date(until) : undefined;
    if (startsAt && Number.isNaN(startsAt.getTime()))
      return setErrors({ starts_at: t('pause.untilInvalid') });
    start.mutate(startsAt ? { starts_at: startsAt.toISOString() } : {}, { onSuccess: done, onError: fail });
  }

  return (
    <ToolPanel
      panel="pause"
      query={state}
      alert={errors.form}
      rules={t('pause.rules', { days: data?.credit_days_max ?? 30 })}
    >
      {(data) => (
        <div className="mt-4 flex flex-col gap-4">
          <p aria-live="polite" className="text-sm text-mist-200">
            {data.paused
              ? data.starts_at
                ? t('pause.pausedUntil', { time: formatDateTime(data.starts_at, i18n.language) })
                : t('pause.paused')
              : t('pause.live')}
            {data.validated_until && (
              <span className="text-mist-400">
                {' '}
                {t('pause.packageUntil', { date: formatDate(data.validated_until, i18n.language) })}
              </span>
            )}
          </p>
          {data.paused ? (
            <div>
              <Button
                disabled={busy}
                onClick={() => {
                  setErrors({});
                  end.mutate(undefined, { onSuccess: done, onError: fail });
                }}
              >
                {end.isPending && <Spinner />}
                {t('pause.resume')}
              </Button>
            </div>
          ) : (
            <form onSubmit={submit} noValidate className="flex flex-wrap items-end gap-3">
              <TextField
                type="datetime-local"
                label={t('pause.until')}
                hint={t('pause.untilHint')}
                className="w-64"
                {...field('starts_at')}
              />
              <Button type="submit" variant="secondary" disabled={busy}>
                {start.isPending && <Spinner />}
                {t('pause.start')}
              </Button>
            </form>
          )}
        </div>
      )}
    </ToolPanel>
  );
}
