import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ErrorMessage } from '../../../components/ui/field';
import { TitledSection } from '../../../components/ui/titled-section';
import { tMessage } from '../../../lib/i18n';
import { clearSession } from '../../../lib/session';
import { toast } from '../../../lib/toast';
import { useReauthGate } from '../../account-security';
import { useRetire } from '../api/retire';

/**
 * "Stop advertising": retire in one step. Everything is erased as deletion does, the advert's old addresses
 * answer that it is gone, and the photos' fingerprints are kept against re-upload only when ticked (off).
 * The server asks the session to confirm it is hers first (password, and code when two-factor is on).
 */
export function RetireSection() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const retire = useRetire();
  const gate = useReauthGate({ password: t('retire.reauthIntro'), withCode: t('retire.reauthIntroCode') });
  const keepId = useId();
  const [open, setOpen] = useState(false);
  const [keep, setKeep] = useState(false);
  const [error, setError] = useState<string | undefined>();

  function send(keepPhotoHashes: boolean) {
    setError(undefined);
    retire.mutate(
      { keep_photo_hashes: keepPhotoHashes },
      {
        onSuccess: async (message) => {
          setOpen(false);
          toast.success(message || tMessage('accounts.retired'));
          // Leave the dashboard first, so it does not flash its signed-out warning.
          await navigate('/', { replace: true });
          clearSession();
          queryClient.clear();
        },
        onError: (failure) => {
          if (
            gate.handled(failure, () => {
              setOpen(true);
              send(keepPhotoHashes);
            })
          ) {
            // The confirm-it-is-you dialog takes over; this one comes back with the answer.
            setOpen(false);
            return;
          }
          setError(failure.message);
        },
      },
    );
  }

  return (
    <TitledSection title={t('retire.title')}>
      <p className="mt-1 text-sm text-mist-300">{t('retire.intro')}</p>
      <div className="mt-4">
        <Button variant="danger" onClick={() => setOpen(true)} data-testid="retire-open">
          {t('retire.open')}
        </Button>
      </div>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('retire.dialogTitle')}>
        <form
          noValidate
          className="flex flex-col gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            send(keep);
          }}
        >
          <p className="text-sm text-mist-300">{t('retire.warning')}</p>
          <div className="flex items-start gap-3">
            <input
              id={keepId}
              type="checkbox"
              checked={keep}
              onChange={(event) => setKeep(event.target.checked)}
              aria-describedby={`${keepId}-help`}
              className="mt-0.5 h-5 w-5 shrink-0 accent-rose-400"
            />
            <div>
              <label htmlFor={keepId} className="text-sm font-semibold text-mist-100">
                {t('retire.keepHashes')}
              </label>
              <p id={`${keepId}-help`} className="mt-1 text-sm text-mist-300">
                {t('retire.keepHashesHelp')}
              </p>
            </div>
          </div>
          <ErrorMessage message={error} />
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={retire.isPending}>
              {t('cancel')}
            </Button>
            <SubmitButton variant="danger" pending={retire.isPending} pendingLabel={t('retire.retiring')}>
              {t('retire.confirm')}
            </SubmitButton>
          </div>
        </form>
      </Dialog>
      {gate.dialog}
    </TitledSection>
  );
}
