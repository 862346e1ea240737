import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Button } from '../../components/ui/button';
import { ErrorMessage } from '../../components/ui/field';
import { Spinner } from '../../components/ui/spinner';
import { LoadState, loadStateWords } from '../../components/ui/load-state';
import { TitledSection } from '../../components/ui/titled-section';
import { ApiError } from '../../lib/api';
import { useFormat } from '../../lib/format';
import { useAgeCheck, useStartAgeCheck } from './api/age-check';
import { AgeCheckedBadge } from './age-checked-badge';

/** What the callback page hands the dashboard: the broker's answer in words, good or bad. */
export type AgeCheckOutcome = { ok: boolean; message: string };

/**
 * Dashboard: prove being 18 or older with MitID, through the identity broker the site is registered with.
 * Not shown at all when the site has no broker configured. A refused or failed check is said plainly,
 * and the button stays to try again.
 */
export function AgeCheckPanel() {
  const { t } = useTranslation('age-check');
  const state = useAgeCheck();
  const start = useStartAgeCheck();
  const { dateTime } = useFormat();
  const outcome = (useLocation().state as { ageCheck?: AgeCheckOutcome } | null)?.ageCheck;
  const data = state.data;
  if (data && !data.available) return null;
  const result = data?.result ?? null;
  const failure = start.error instanceof ApiError ? start.error.message : start.error ? t('failed') : '';

  return (
    <TitledSection
      title={t('title')}
      aside={<AgeCheckedBadge checked={result?.adult ?? false} />}
      aria-busy={state.isPending}
      data-testid="age-check-panel"
    >
      <p className="mt-1 text-sm text-mist-400">{t('intro')}</p>
      <LoadState query={state} {...loadStateWords(t, 'panel')} className="mt-4" />
      {data && (
        <div className="mt-4 flex flex-col gap-4" aria-live="polite">
          {outcome && (
            <p
              role={outcome.ok ? 'status' : 'alert'}
              data-testid="age-check-outcome"
              className={
                outcome.ok
                  ? 'rounded-xl border border-emerald-300/50 bg-emerald-950/40 p-3 text-sm text-emerald-100'
                  : 'rounded-xl border border-red-400/60 bg-red-950/40 p-3 text-sm'
              }
            >
              {outcome.message}
            </p>
          )}
          {result?.adult && (
            <p className="text-sm text-emerald-200">{t('passed', { date: dateTime(result.checked_at) })}</p>
          )}
          {result && !result.adult && !outcome && (
            <p role="alert" className="rounded-xl border border-red-400/60 bg-red-950/40 p-3 text-sm">
              {t('notAdult')}
            </p>
          )}
          {!result?.adult && (
            <div>
              <Button onClick={() => start.mutate()} disabled={start.isPending || start.isSuccess}>
                {(start.isPending || start.isSuccess) && <Spinner />}
                {t(outcome || result ? 'tryAgain' : 'start')}
              </Button>
            </div>
          )}
          <p className="text-xs text-mist-400">{t('privacy')}</p>
          <ErrorMessage message={failure} />
        </div>
      )}
    </TitledSection>
  );
}
