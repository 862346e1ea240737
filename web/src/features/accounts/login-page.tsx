import { zodResolver } from '@hookform/resolvers/zod';
import { loginBody, loginFailureData, type LoginBody } from '@velvet/contract';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button';
import { TextLink } from '../../components/ui/text-link';
import { ApiError } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { setSession } from '../../lib/session';
import { rememberLogin, useLogin } from './api/login';
import { AuthCard } from './components/auth-card';
import { EmailField } from './components/email-field';
import { MessageDialog } from './components/message-dialog';
import { PasswordField } from './components/password-field';
import { errorText } from './form-errors';

/** The 2 s pause before the OTP screen, so the dialog can be read. */
const REDIRECT_DELAY_MS = 2000;

export default function LoginPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('login.title')} — Velvet`);
  const navigate = useNavigate();
  // Sent here after the welcome payment or a new password: the email is already known.
  const knownEmail = (useLocation().state as { email?: unknown } | null)?.email;
  const prefilled = typeof knownEmail === 'string' ? knownEmail : '';
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBody),
    defaultValues: { email: prefilled, password: '' },
  });
  const login = useLogin();
  const [dialog, setDialog] = useState<{ message: string; then?: string } | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  function submit(values: LoginBody) {
    login.mutate(values, {
      onSuccess: (data) => {
        rememberLogin(data);
        void navigate(data.role === 'admin' ? '/admin' : '/dashboard');
      },
      onError: (error) => {
        const email = encodeURIComponent(String(values.email).trim().toLowerCase());
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
      },
    });
  }

  const fieldError = (name: keyof LoginBody) => errorText(form.formState.errors[name]);
  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')}>
      <form
        noValidate
        onSubmit={(event) => void form.handleSubmit(submit)(event)}
        className="flex flex-col gap-4"
      >
        <EmailField error={fieldError('email')} {...form.register('email')} />
        <PasswordField
          label={t('fields.password')}
          autoComplete="current-password"
          // With the email known, the password is what is left to type.
          autoFocus={prefilled !== ''}
          error={fieldError('password')}
          {...form.register('password')}
        />
        <div className="flex justify-end">
          <TextLink to="/forget" className="text-sm">
            {t('login.forgot')}
          </TextLink>
        </div>
        <Button type="submit" disabled={login.isPending} aria-busy={login.isPending}>
          {login.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
        <p className="text-center text-sm text-mist-400">
          {t('login.noAccount')} <TextLink to="/registrationForm">{t('login.register')}</TextLink>
        </p>
      </form>
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
    </AuthCard>
  );
}
