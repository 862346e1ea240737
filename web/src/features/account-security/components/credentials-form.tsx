import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { PasswordField } from '../../../components/ui/password-field';

export type CredentialErrors = { password?: string; code?: string };

/**
 * The server's refusal of a password (and code), under the field it names; a refusal that names neither
 * goes under `fallback`.
 */
export function credentialErrors(error: unknown, fallback: keyof CredentialErrors): CredentialErrors {
  const fields = error instanceof ApiError ? error.errors : {};
  if (fields.password?.[0]) return { password: fields.password[0] };
  if (fields.code?.[0]) return { code: fields.code[0] };
  return { [fallback]: (error as Error).message };
}

/**
 * The password, the authenticator code when asked, and cancel / confirm: what a change that must prove
 * it is the owner asks for (turning two-factor sign-in off, confirming it is you again).
 */
export function CredentialsForm({
  intro,
  passwordLabel,
  withCode,
  pending,
  errors,
  submitLabel,
  pendingLabel,
  danger = false,
  testId,
  onSubmit,
  onCancel,
}: {
  intro: string;
  passwordLabel: string;
  withCode: boolean;
  pending: boolean;
  errors: CredentialErrors;
  submitLabel: string;
  pendingLabel: string;
  danger?: boolean;
  testId?: string;
  onSubmit: (credentials: { password: string; code?: string }) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation('security');

  // Read once, when sent: nothing on the form depends on what is being typed.
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const password = String(fields.get('password'));
    onSubmit(withCode ? { password, code: String(fields.get('code')) } : { password });
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4" data-testid={testId}>
      <p className="text-sm text-mist-300">{intro}</p>
      <PasswordField
        label={passwordLabel}
        name="password"
        autoComplete="current-password"
        error={errors.password}
      />
      {withCode && (
        <TextField
          label={t('twoFactor.codeOrRecovery')}
          name="code"
          autoComplete="one-time-code"
          error={errors.code}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="ghost" onClick={onCancel} disabled={pending}>
          {t('twoFactor.cancel')}
        </Button>
        <SubmitButton
          {...(danger ? { variant: 'danger' as const } : {})}
          pending={pending}
          pendingLabel={pendingLabel}
        >
          {submitLabel}
        </SubmitButton>
      </div>
    </form>
  );
}
