import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';
import { ApiError } from '../../lib/api';
import { toast } from '../../lib/toast';
import { ToolPanel } from './tool-panel';
import { useBookingDigest, useSetBookingDigest } from './api/booking-digest';

/**
 * Dashboard: booking requests as one email a day with the day's requests, or an email for each (the
 * default). A switch (a checkbox to the keyboard and screen readers) that saves as soon as it changes.
 */
export function BookingDigestControl() {
  const { t } = useTranslation('tools');
  const state = useBookingDigest();
  const save = useSetBookingDigest();
  const [failure, setFailure] = useState<string>();

  return (
    <ToolPanel panel="bookingDigest" query={state} alert={failure}>
      {(data) => (
        <label className="mt-4 flex min-h-11 items-center gap-3 text-mist-200">
          <input
            type="checkbox"
            role="switch"
            checked={save.isPending && save.variables ? save.variables.daily : data.daily}
            disabled={save.isPending}
            onChange={(event) => {
              setFailure(undefined);
              save.mutate(
                { daily: event.target.checked },
                {
                  onSuccess: (answer) => toast.success(answer.message),
                  onError: (error) =>
                    setFailure(error instanceof ApiError ? error.message : t('bookingDigest.failed')),
                },
              );
            }}
            className="h-5 w-5 accent-rose-400"
          />
          {t('bookingDigest.label')}
          {save.isPending && <Spinner />}
        </label>
      )}
    </ToolPanel>
  );
}
