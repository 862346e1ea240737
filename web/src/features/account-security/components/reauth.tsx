import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../components/ui/dialog';
import { reauthRequired, useReauthenticate } from '../api/reauth';
import { credentialErrors, CredentialsForm, type CredentialErrors } from './credentials-form';

type Waiting = { twoFactor: boolean; retry: () => void };

/**
 * Guarded changes (passkeys, two-factor sign-in) answer "confirm it is you" when this session has not
 * given its password recently. `handled(error, retry)` opens the password (and code) dialog for such an
 * answer and runs `retry` once the server accepts them; any other error is left to the caller (false).
 * Render `dialog` once in the panel. `intro` says what is being confirmed, when it is not a sign-in change.
 */
export function useReauthGate(intro?: { password: string; withCode: string }): {
  handled: (error: unknown, retry: () => void) => boolean;
  dialog: ReactNode;
} {
  const { t } = useTranslation('security');
  const [waiting, setWaiting] = useState<Waiting | null>(null);
  const handled = (error: unknown, retry: () => void) => {
    const required = reauthRequired(error);
    if (!required) return false;
    setWaiting({ ...required, retry });
    return true;
  };
  const dialog = (
    <Dialog open={waiting !== null} onClose={() => setWaiting(null)} title={t('reauth.title')}>
      {waiting && (
        <ReauthForm
          twoFactor={waiting.twoFactor}
          intro={intro}
          onCancel={() => setWaiting(null)}
          onConfirmed={() => {
            setWaiting(null);
            waiting.retry();
          }}
        />
      )}
    </Dialog>
  );
  return { handled, dialog };
}

function ReauthForm({
  twoFactor,
  intro,
  onCancel,
  onConfirmed,
}: {
  twoFactor: boolean;
  intro: { password: string; withCode: string } | undefined;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation('security');
  const reauth = useReauthenticate();
  const [errors, setErrors] = useState<CredentialErrors>({});

  return (
    <CredentialsForm
      testId="reauth-form"
      intro={
        intro
          ? twoFactor
            ? intro.withCode
            : intro.password
          : t(twoFactor ? 'reauth.introCode' : 'reauth.intro')
      }
      passwordLabel={t('reauth.password')}
      withCode={twoFactor}
      pending={reauth.isPending}
      errors={errors}
      submitLabel={t('reauth.confirm')}
      pendingLabel={t('reauth.confirming')}
      onCancel={onCancel}
      onSubmit={(credentials) => {
        setErrors({});
        reauth.mutate(credentials, {
          onSuccess: onConfirmed,
          onError: (error) => setErrors(credentialErrors(error, 'password')),
        });
      }}
    />
  );
}
