import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { LoginData } from '@velvet/contract';
import { Button, SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { useSecondFactor } from './api/second-factor';

/**
 * The sign-in's second step, shown on /login after the right password when two-factor sign-in is on:
 * the code from the app, or (behind a link) a recovery code. Errors sit on the field; a sign-in that
 * expired or was locked sends the person back to the password.
 */
export function SecondFactorStep({
  challenge,
  onSignedIn,
  onFailure,
  onRestart,
}: {
  challenge: string;
  onSignedIn: (data: LoginData) => void;
  /** Failures that are not about the code (e.g. the welcome package is unpaid): the login page handles them. */
  onFailure: (error: Error) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation('security');
  const submit = useSecondFactor();
  const [recovery, setRecovery] = useState(false);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [expired, setExpired] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  // The code is all that is left to type: focus it, also after switching between app and recovery code.
  useEffect(() => input.current?.focus(), [recovery]);

  function send(event: FormEvent) {
    event.preventDefault();
    setError(undefined);
    submit.mutate(
      { challenge, code },
      {
        onSuccess: onSignedIn,
        onError: (failure) => {
          if (failure instanceof ApiError && failure.status === 410) {
            setExpired(true);
            setError(failure.message);
          } else if (
            failure instanceof ApiError &&
            (failure.status === 400 || failure.status === 422 || failure.status === 429)
          ) {
            setError(failure.errors.code?.[0] ?? failure.message);
            input.current?.focus();
          } else {
            onFailure(failure);
          }
        },
      },
    );
  }

  return (
    <form noValidate onSubmit={send} className="flex flex-col gap-4" data-testid="second-factor">
      <p className="text-sm text-mist-300">{recovery ? t('signIn.recoveryIntro') : t('signIn.codeIntro')}</p>
      <TextField
        ref={input}
        key={recovery ? 'recovery' : 'app'}
        label={recovery ? t('signIn.recoveryCode') : t('signIn.code')}
        inputMode={recovery ? 'text' : 'numeric'}
        autoComplete="one-time-code"
        autoCapitalize="off"
        spellCheck={false}
        maxLength={recovery ? 24 : 7}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={error}
      />
      {expired ? (
        <Button onClick={onRestart}>{t('signIn.startOver')}</Button>
      ) : (
        <SubmitButton pending={submit.isPending} pendingLabel={t('signIn.verifying')}>
          {t('signIn.verify')}
        </SubmitButton>
      )}
      <div className="flex flex-col items-center gap-2 text-sm">
        <button
          type="button"
          className="text-rose-300 underline hover:text-rose-400"
          onClick={() => {
            setRecovery((r) => !r);
            setCode('');
            setError(undefined);
          }}
        >
          {recovery ? t('signIn.useApp') : t('signIn.useRecovery')}
        </button>
        {!expired && (
          <button type="button" className="text-mist-300 underline hover:text-mist-100" onClick={onRestart}>
            {t('signIn.startOver')}
          </button>
        )}
      </div>
    </form>
  );
}
