import { zodResolver } from '@hookform/resolvers/zod';
import {
  isTwoFactorRequired,
  loginBody,
  loginFailureData,
  type LoginBody,
  type LoginData,
} from '@velvet/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TextLink } from '../../components/ui/text-link';
import { SubmitButton } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { setSession } from '../../lib/session';
import { PasskeySignInButton, SecondFactorStep } from '../account-security';
import { rememberLogin, useLogin } from './api/login';
import { AuthCard, AuthForm } from './components/auth-card';
import { MessageDialog } from './components/message-dialog';
import { PasswordField } from '../../components/ui/password-field';
import { fieldProps } from './form-errors';

/** The 2 s pause before the OTP screen, so the dialog can be read. */
const REDIRECT_DELAY_MS = 2000;

export default function LoginPage() {
  const { t } = useTranslation(['accounts', 'security']);
  usePageMeta(`${t('login.title')} — Velvet`);
  const navigate = useNavigate();
  // Sent here after the welcome payment or a new password: the email is already known.
  const state = useLocation().state as { email?: unknown; challenge?: unknown; welcome?: unknown } | null;
  const knownEmail = state?.email;
  const prefilled = typeof knownEmail === 'string' ? knownEmail : '';
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: prefilled, password: '' },
  });
  const login = useLogin();
  const [dialog, setDialog] = useState<{ message: string; then?: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  // With two-factor sign-in on, the password opens a waiting sign-in; the code step finishes it.
  // (The back-office's own sign-in form hands a waiting sign-in over to this page.)
  const [challenge, setChallenge] = useState<string | null>(
    typeof state?.challenge === 'string' ? state.challenge : null,
  );
  const [signingInAs, setSigningInAs] = useState(prefilled);

  function signedIn(data: LoginData) {
    rememberLogin(data);
    void navigate(data.role === 'admin' ? '/admin' : '/dashboard');
  }

  function failed(error: Error, typedEmail: string) {
    const email = encodeURIComponent(typedEmail.trim().toLowerCase());
    const failure = error instanceof ApiError ? loginFailureData.safeParse(error.data) : null;
    if (failure?.success && failure.data.token) {
      // 'Account not fully activated…': signed in enough to pay the welcome package.
      setSession({ authToken: failure.data.token, userId: String(failure.data.id) });
      setDialog({ message: error.message, then: `/otpscreen/${email}?skip_otp=true` });
      timer.current = window.setTimeout(
        () => void navigate(`/otpscreen/${email}?skip_otp=true`),
        REDIRECT_DELAY_MS,
      );
    } else if (failure?.success) {
      // 'OTP Not Verified.'
      setSession({ userId: String(failure.data.id) });
      setDialog({ message: error.message, then: `/otpscreen/${email}` });
      timer.current = window.setTimeout(() => void navigate(`/otpscreen/${email}`), REDIRECT_DELAY_MS);
    } else {
      setDialog({ message: error.message });
    }
  }

  function submit(values: LoginBody) {
    login.mutate(values, {
      onSuccess: (data) => {
        if (isTwoFactorRequired(data)) {
          setSigningInAs(String(values.email));
          setChallenge(data.challenge);
        } else {
          signedIn(data);
        }
      },
      onError: (error) => failed(error, String(values.email)),
    });
  }

  const dialogs = (
    <MessageDialog
      open={dialog !== null}
      title={tMessage('accounts.login_error_title')}
      message={dialog?.message ?? ''}
      onClose={() => {
        const then = dialog?.then;
        setDialog(null);
        if (then) {
          window.clearTimeout(timer.current);
          void navigate(then);
        }
      }}
    />
  );

  if (challenge) {
    return (
      <AuthCard title={t('security:signIn.codeTitle')}>
        <SecondFactorStep
          challenge={challenge}
          onSignedIn={signedIn}
          onFailure={(error) => failed(error, signingInAs)}
          onRestart={() => {
            setChallenge(null);
            form.resetField('password');
          }}
        />
        {dialogs}
      </AuthCard>
    );
  }

  return (
    // Someone who has just registered and paid is not welcomed "back".
    <AuthCard title={t('login.title')} intro={t(state?.welcome === true ? 'login.introNew' : 'login.intro')}>
      <AuthForm onSubmit={form.handleSubmit(submit)}>
        <TextField
          label={t('fields.email')}
          type="email"
          autoComplete="email webauthn"
          inputMode="email"
          {...fieldProps(form, 'email')}
        />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          // With the email known, the password is what is left to type.
          autoFocus={prefilled !== ''}
          {...fieldProps(form, 'password')}
        />
        <div className="flex justify-end">
          <TextLink to="/forget" className="text-sm">
            {t('login.forgot')}
          </TextLink>
        </div>
        <SubmitButton pending={login.isPending} pendingLabel={t('login.submitting')}>
          {t('login.submit')}
        </SubmitButton>
        <p className="text-center text-sm text-mist-400">
          {t('login.noAccount')} <TextLink to="/registrationForm">{t('login.register')}</TextLink>
        </p>
      </AuthForm>
      <div className="mt-6 flex flex-col gap-4">
        <p
          className="flex items-center gap-3 text-xs tracking-wide text-mist-400 uppercase"
          aria-hidden="true"
        >
          <span className="h-px flex-1 bg-night-600" />
          {t('security:signIn.or')}
          <span className="h-px flex-1 bg-night-600" />
        </p>
        <PasskeySignInButton
          onSignedIn={signedIn}
          onFailure={(error) => failed(error, String(form.getValues('email') ?? ''))}
        />
      </div>
      {dialogs}
    </AuthCard>
  );
}
