import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginData } from '@velvet/contract';
import { PendingButton } from '../../components/ui/button';
import { ApiError } from '../../lib/api';
import { usePasskeySignIn } from './api/passkey-sign-in';
import { passkeyErrorText } from './passkey-errors';

/** "Sign in with a passkey" on /login: no email needed, the passkey says whose account it is. */
export function PasskeySignInButton({
  onSignedIn,
  onFailure,
}: {
  onSignedIn: (data: LoginData) => void;
  onFailure: (error: Error) => void;
}) {
  const { t } = useTranslation('security');
  const signIn = usePasskeySignIn();
  const [error, setError] = useState<string | undefined>();
  if (typeof window === 'undefined' || !('PublicKeyCredential' in window)) return null;

  return (
    <div className="flex flex-col gap-2">
      <PendingButton
        variant="secondary"
        pending={signIn.isPending}
        pendingLabel={t('signIn.passkeyWorking')}
        aria-describedby={error ? 'passkey-error' : undefined}
        onClick={() => {
          setError(undefined);
          signIn.mutate(undefined, {
            onSuccess: onSignedIn,
            onError: (failure) => {
              // The welcome-package failure carries a token: the login page knows what to do with it.
              if (failure instanceof ApiError && failure.status === 403) onFailure(failure);
              else if (failure instanceof ApiError) setError(failure.message);
              else setError(passkeyErrorText(failure, t('signIn.passkeyCancelled')));
            },
          });
        }}
      >
        {t('signIn.passkey')}
      </PendingButton>
      {error && (
        <p id="passkey-error" role="alert" className="text-center text-sm text-red-300">
          {error}
        </p>
      )}
    </div>
  );
}
