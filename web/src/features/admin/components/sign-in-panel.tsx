import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isTwoFactorRequired } from '@velvet/contract';
import { Button, SubmitButton } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { clearSession } from '../../../lib/session';
import { login, rememberLogin } from '../../accounts';
import { useInvalidateAdmin } from '../api/keys';

/**
 * Shown instead of the back-office to anyone who is not signed in as an operator. Operators sign
 * in through the same `auth/login` as advertisers; the account's role decides.
 */
export function SignInPanel({
  reason,
  signedInAs,
}: {
  reason: 'signedOut' | 'expired' | 'notAdmin';
  signedInAs?: string | undefined;
}) {
  const { t } = useTranslation('admin');
  const invalidate = useInvalidateAdmin();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Read once, when sent: nothing on the panel depends on what is being typed.
    const fields = new FormData(event.currentTarget);
    const email = String(fields.get('email')).trim();
    const password = String(fields.get('password'));
    if (!email || !password) {
      setError(t('admin.signIn.required'));
      return;
    }
    setPending(true);
    setError(null);
    try {
      const data = await login({ email, password });
      // The code step of a two-factor sign-in lives on the sign-in page; the waiting sign-in goes along.
      if (isTwoFactorRequired(data)) {
        await navigate('/login', { state: { email, challenge: data.challenge } });
        return;
      }
      if (data.role !== 'admin') {
        setError(t('admin.signIn.notAdmin'));
        return;
      }
      rememberLogin(data);
      await invalidate();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : t('admin.errors.action'));
    } finally {
      setPending(false);
    }
  };

  return (
    <div className="container-page flex justify-center py-12">
      <div className="w-full max-w-md rounded-2xl border border-night-600 bg-night-800/80 p-6 sm:p-8">
        <h1 className="text-2xl">{t('admin.signIn.title')}</h1>
        <p className="mt-2 text-sm text-mist-300">
          {reason === 'notAdmin'
            ? t('admin.signIn.wrongAccount', { name: signedInAs ?? '' })
            : reason === 'expired'
              ? t('admin.signIn.expired')
              : t('admin.signIn.text')}
        </p>
        {reason === 'notAdmin' && (
          <Button variant="secondary" className="mt-4" onClick={() => clearSession()}>
            {t('admin.signIn.signOut')}
          </Button>
        )}
        {reason !== 'notAdmin' && (
          <form onSubmit={submit} noValidate className="mt-6 flex flex-col gap-4">
            <TextField label={t('admin.signIn.email')} type="email" name="email" autoComplete="username" />
            <TextField
              label={t('admin.signIn.password')}
              type="password"
              name="password"
              autoComplete="current-password"
            />
            {error && (
              <p role="alert" className="text-sm text-red-300">
                {error}
              </p>
            )}
            <SubmitButton pending={pending} pendingLabel={t('admin.actions.working')}>
              {t('admin.signIn.submit')}
            </SubmitButton>
          </form>
        )}
      </div>
    </div>
  );
}
