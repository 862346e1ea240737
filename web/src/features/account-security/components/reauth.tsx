import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { PasswordField } from '../../accounts';
import { reauthRequired, useReauthenticate } from '../api/reauth';

type Waiting = { twoFactor: boolean; retry: () => void };

/**
 * Guarded changes (passkeys, two-factor sign-in) answer "confirm it is you" when this session has not
 * given its password recently. `handled(error, retry)` opens the password (and code) dialog for such an
 * answer and runs `retry` once the server accepts them; any other error is left to the caller (false).
 * Render `dialog` once in the panel.
 */
export function useReauthGate(): {
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
  onCancel,
  onConfirmed,
}: {
  twoFactor: boolean;
  onCancel: () => void;
  onConfirmed: () => void;
}) {
  const { t } = useTranslation('security');
  const reauth = useReauthenticate();
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ password?: string; code?: string }>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    setErrors({});
    reauth.mutate(twoFactor ? { password, code } : { password }, {
      onSuccess: onConfirmed,
      onError: (error) => {
        const fields = error instanceof ApiError ? error.errors : {};
        if (fields.password?.[0]) setErrors({ password: fields.password[0] });
        else if (fields.code?.[0]) setErrors({ code: fields.code[0] });
        else setErrors({ password: error.message });
      },
    });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid="reauth-form">
      <p className="text-sm text-mist-300">{t(twoFactor ? 'reauth.introCode' : 'reauth.intro')}</p>
      <PasswordField
        label={t('reauth.password')}
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.password}
      />
      {twoFactor && (
        <TextField
          label={t('twoFactor.codeOrRecovery')}
          autoComplete="one-time-code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.code}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={reauth.isPending}>
          {t('twoFactor.cancel')}
        </Button>
        <SubmitButton pending={reauth.isPending} pendingLabel={t('reauth.confirming')}>
          {t('reauth.confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
