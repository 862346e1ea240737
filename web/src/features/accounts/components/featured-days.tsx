import type { OwnProfile } from '@velvet/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { SubmitButton } from '../../../components/ui/button';
import { Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { formatDate } from '../../../lib/format';
import { tMessage } from '../../../lib/i18n';
import { useUpdateFeatured } from '../api/update-featured';
import { TitledSection } from '../../../components/ui/titled-section';

const DAY_MS = 86_400_000;

/** Days left until `iso`, counting a started day. */
function daysUntil(iso: string | null | undefined): number {
  if (!iso) return 0;
  return Math.max(0, Math.ceil((new Date(iso).getTime() - Date.now()) / DAY_MS));
}

/**
 * Featuring the advert for a number of days: only while a package is active and
 * at most for the package's remaining days.
 */
export function FeaturedDays({ user }: { user: OwnProfile }) {
  const { t, i18n } = useTranslation('accounts');
  const id = useId();
  // Stacked periods count: the server allows featuring until the last bought day.
  const maxDays = user.packages.remaining_days;
  const [days, setDays] = useState(() => String(Math.min(daysUntil(user.featured_until), maxDays) || ''));
  const [error, setError] = useState('');
  const update = useUpdateFeatured(String(user.id));

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = Number(days);
    if (!Number.isInteger(value) || value < 0 || value > maxDays) {
      setError(tMessage('accounts.featured_failed'));
      return;
    }
    setError('');
    update.mutate(
      { days: value },
      {
        onSuccess: () => toast.success(tMessage('accounts.featured_updated')),
        onError: (failure) => {
          // The server explains refusals (no package, too many days); anything else is the generic 'Failed to
          // update days' text.
          const known = failure instanceof ApiError && failure.status >= 400 && failure.status < 500;
          setError(known ? failure.message : tMessage('accounts.featured_failed'));
        },
      },
    );
  }

  const until = user.featured && user.featured_until ? formatDate(user.featured_until, i18n.language) : null;
  return (
    <TitledSection title={t('featured.title')}>
      <p className="mt-1 text-sm text-mist-300">
        {until ? t('featured.until', { date: until }) : t('featured.off')}
      </p>
      <form noValidate onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        {/* Its hint and error stand under the whole form, not in the Field: the input points at both itself. */}
        <Field id={id} label={t('featured.days')}>
          {(wiring) => (
            <input
              {...wiring}
              type="number"
              inputMode="numeric"
              min={0}
              max={maxDays}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              className="w-full rounded-lg border border-night-600 bg-night-950 px-3 py-2.5 text-mist-100 focus:border-rose-400 aria-[invalid=true]:border-red-400 sm:w-40"
            />
          )}
        </Field>
        <SubmitButton variant="secondary" pending={update.isPending} pendingLabel={t('featured.saving')}>
          {t('featured.save')}
        </SubmitButton>
      </form>
      <p id={`${id}-hint`} className="mt-2 text-xs text-mist-400">
        {t('featured.hint', { max: maxDays })}
      </p>
      <div aria-live="assertive">
        {error && (
          <p id={`${id}-error`} className="mt-2 text-sm text-red-300">
            {error}
          </p>
        )}
      </div>
    </TitledSection>
  );
}
