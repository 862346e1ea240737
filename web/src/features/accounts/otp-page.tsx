import { OTP_TYPE } from '@velvet/contract/limits';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isPaymentPending } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { getSession, setSession } from '../../lib/session';
import { useCaptureRegistrationPayment } from './api/capture-registration-payment';
import { ownProfileOptions } from './api/own-profile';
import { AuthCard } from './components/auth-card';
import { CodeForm, resendLockedUntil } from './components/code-form';
import { MessageDialog } from './components/message-dialog';
import { WelcomePayment } from './components/welcome-payment';
import { OrderOutcome } from '../payments';

/** After a successful capture, the time to read the message before her dashboard opens. */
const DASHBOARD_REDIRECT_MS = 3000;

/**
 * `/otpscreen/{email}`: verify the registration code, then pay the welcome package.
 * `skip_otp=true` shows the payment directly; the provider returns here with `success=true&token=…`
 * or `cancel=true`.
 */
export default function OtpPage() {
  const { t } = useTranslation('accounts');
  usePageMeta(`${t('otp.title')} — Velvet`);
  const navigate = useNavigate();
  const { email = '' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const returning = params.get('success') === 'true' && Boolean(params.get('token'));
  const cancelled = params.get('cancel') === 'true';
  const [verified, setVerified] = useState(params.get('skip_otp') === 'true' || cancelled);
  const [result, setResult] = useState<{ tone: 'success' | 'error'; title: string; message: string } | null>(
    null,
  );
  const capture = useCaptureRegistrationPayment();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);
  const captured = useRef(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const runCapture = useCallback(() => {
    const token = params.get('token') ?? '';
    const userId = Number(getSession().userId);
    if (!Number.isInteger(userId) || userId <= 0) {
      // No session in this browser on this host name (the provider may return to another one than the
      // one paid from): say how the order stands, read from its token, and offer the sign-in.
      setSignedOut(true);
      return;
    }
    setPending(null);
    capture.mutate(
      { token, user_id: userId },
      {
        onSuccess: (message) => {
          const title = tMessage('payments.captured');
          setResult({
            tone: 'success',
            title,
            // The server's message is usually the title's words: say what it means instead.
            message: message && message !== title ? message : t('payment.successText'),
          });
          // The code she verified signed her in, and its token is still here: she goes on to her dashboard
          // signed in, not to a sign-in page asking again for the password she has just made. Should that
          // session be gone, the sign-in page greets her as new, with her email filled in.
          const token = getSession().authToken;
          const toDashboard = queryClient
            .fetchQuery(ownProfileOptions(String(userId), token))
            .then((profile) => {
              setSession({
                guid: profile.guid,
                name: profile.name,
                email: profile.email,
                featured: String(profile.featured),
                role: profile.role,
              });
              return () => void navigate('/dashboard', { state: { welcome: true } });
            })
            .catch(() => () => void navigate('/login', { state: { email, welcome: true } }));
          timer.current = window.setTimeout(() => void toDashboard.then((go) => go()), DASHBOARD_REDIRECT_MS);
        },
        onError: (error) => {
          // The provider confirms by its own notification: until then, offer to check again.
          if (isPaymentPending(error)) {
            setPending(error.message);
            return;
          }
          setVerified(true);
          setResult({
            tone: 'error',
            title: tMessage('payments.capture_failed'),
            // The server's message already reads 'Payment failed: …' in the visitor's language.
            message: error.message || tMessage('payments.not_processed'),
          });
        },
      },
    );
  }, [params, capture, navigate, t, email, queryClient]);

  // Back from the provider: capture once (StrictMode runs effects twice in development).
  useEffect(() => {
    if (!returning || captured.current) return;
    captured.current = true;
    runCapture();
  }, [returning, runCapture]);

  const title = verified || returning ? t('payment.title') : t('otp.title');
  return (
    <AuthCard title={title} intro={verified || returning ? undefined : t('otp.intro')}>
      {signedOut && <OrderOutcome token={params.get('token') ?? ''} signIn={{ to: '/login', email }} />}
      {returning && capture.isPending && (
        <div className="flex flex-col items-center gap-3 py-6 text-mist-300">
          <Spinner />
          <p>{t('payment.capturing')}</p>
        </div>
      )}
      {pending && !capture.isPending && (
        <div
          role="status"
          className="mb-4 flex flex-col gap-3 rounded-lg border border-champagne-400/40 bg-champagne-400/10 px-3 py-3 text-sm text-champagne-300"
        >
          <p>{pending}</p>
          <Button onClick={runCapture}>{t('payment.checkAgain')}</Button>
        </div>
      )}
      {cancelled && (
        <p
          role="alert"
          className="mb-4 rounded-lg border border-champagne-400/40 bg-champagne-400/10 px-3 py-2 text-sm text-champagne-300"
        >
          <strong className="block">{tMessage('payments.not_completed')}</strong>
          {t('payment.cancelled')}
        </p>
      )}
      {!verified && !returning && (
        <CodeForm
          email={email}
          type={OTP_TYPE.register}
          resendLockedUntil={resendLockedUntil(location.state)}
          onVerified={(data) => {
            // A successful code stores the token and id and shows the payment button.
            setSession({ authToken: data.token, userId: String(data.id) });
            setVerified(true);
          }}
        />
      )}
      {verified && !capture.isPending && result?.tone !== 'success' && (
        <div className="flex flex-col gap-4">
          {!cancelled && !result && params.get('skip_otp') !== 'true' && (
            <p role="status" className="text-sm text-emerald-300">
              {t('otp.verified')}
            </p>
          )}
          <WelcomePayment />
        </div>
      )}
      {result?.tone === 'success' && (
        <div role="status" className="flex flex-col gap-2 py-4 text-center">
          <p className="text-lg font-semibold text-emerald-300">{result.title}</p>
          <p className="text-mist-300">{result.message}</p>
          <p className="text-sm text-mist-400">{t('payment.toDashboard')}</p>
        </div>
      )}
      <MessageDialog
        open={result?.tone === 'error'}
        tone="error"
        title={result?.title ?? ''}
        message={result?.message ?? ''}
        onClose={() => setResult(null)}
      />
    </AuthCard>
  );
}
