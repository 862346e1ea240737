import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isPaymentPending } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { getSession } from '../../lib/session';
import { useCapturePayment } from './api/capture-payment';
import { OrderOutcome } from './components/order-outcome';
import { ResultCard } from './components/result-card';
import { formatDate, formatPrice } from '../../lib/format';
import { forgetPendingPackage, pendingPackage } from './pending-package';

/** The processing spinner shows for a second before the capture. */
const PROCESSING_MS = 1000;

/**
 * The provider's return page: spinner, capture of `?token=`, then the amount, package
 * and transaction id — or the payment failure texts. The capture runs once even under StrictMode's double
 * effects: the guard is checked when the timer fires, and a cancelled timer never captures.
 */
export default function SuccessPage() {
  const { t, i18n } = useTranslation('payments');
  const { t: tc } = useTranslation();
  usePageMeta(`${tc('titles.success')} — Velvet`);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const capture = useCapturePayment();
  const started = useRef(false);
  // Without a session here (the provider may return to another host name than the one paid from) the
  // order is not captured from this browser: the page reads how it stands instead.
  const [signedIn] = useState(() => Boolean(getSession().authToken));
  const [waiting, setWaiting] = useState(Boolean(token) && signedIn);
  const runCapture = () => {
    const userId = Number(getSession().userId);
    capture.mutate(
      {
        token,
        package_id: pendingPackage(),
        user_id: Number.isInteger(userId) && userId > 0 ? userId : undefined,
      },
      { onSuccess: forgetPendingPackage },
    );
  };

  useEffect(() => {
    if (!token || !signedIn) return;
    const timer = window.setTimeout(() => {
      setWaiting(false);
      if (started.current) return;
      started.current = true;
      runCapture();
    }, PROCESSING_MS);
    return () => window.clearTimeout(timer);
    // The capture belongs to the token in the URL; `capture` is stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token, signedIn]);

  if (!token)
    return <Failure message={tMessage('payments.not_processed')} hint={t('success.missingToken')} />;
  if (!signedIn) {
    return (
      <ResultCard className="border-night-600 shadow-xl">
        <h1 className="sr-only">{tc('titles.success')}</h1>
        <OrderOutcome token={token} />
      </ResultCard>
    );
  }
  if (waiting || capture.isPending || capture.isIdle) {
    return (
      <section
        className="container-page flex min-h-[60vh] flex-col items-center justify-center gap-4 py-12 text-center"
        aria-busy="true"
      >
        <Spinner label={t('success.processing')} className="scale-150" />
        <h1 className="text-2xl">{t('success.processing')}</h1>
        <p className="text-mist-300">{t('success.processingHint')}</p>
      </section>
    );
  }
  if (capture.isError && isPaymentPending(capture.error)) {
    return <Pending message={capture.error.message} onCheck={runCapture} />;
  }
  if (capture.isError) {
    return (
      <Failure
        message={capture.error.message || tMessage('payments.capture_failed')}
        hint={t('success.failedHelp')}
      />
    );
  }

  const result = capture.data;
  return (
    <ResultCard className="border-night-600 text-center shadow-xl">
      <CircleCheck aria-hidden="true" className="mx-auto h-16 w-16 text-champagne-400" strokeWidth={1.5} />
      <h1 className="mt-4 text-3xl" tabIndex={-1}>
        {t('success.title')}
      </h1>
      <p className="mt-2 text-mist-300">{t('success.text')}</p>
      <dl className="mt-6 grid grid-cols-1 gap-3 rounded-xl bg-night-900 p-4 text-left sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="text-sm text-mist-400">{t('success.amount')}</dt>
        <dd className="font-semibold">{formatPrice(result.amount, result.currency, i18n.language)}</dd>
        <dt className="text-sm text-mist-400">{t('success.package')}</dt>
        <dd className="font-semibold">{result.package_name}</dd>
        <dt className="text-sm text-mist-400">{t('success.transaction')}</dt>
        <dd className="font-mono text-sm break-all">{result.transaction_id}</dd>
        <dt className="text-sm text-mist-400">{t('success.validUntil')}</dt>
        <dd className="font-semibold">{formatDate(result.valid_until, i18n.language)}</dd>
      </dl>
      <ButtonLink to="/dashboard" className="mt-6 w-full sm:w-auto">
        {t('success.dashboard')}
      </ButtonLink>
    </ResultCard>
  );
}

/**
 * A payment that did not end in success: what happened, the provider's message, what to do now, and the
 * way on (`action` first, the dashboard second).
 */
function Outcome({
  tone,
  title,
  message,
  hint,
  action,
}: {
  tone: 'pending' | 'failed';
  title: string;
  message: string;
  hint: string;
  action: ReactNode;
}) {
  const { t } = useTranslation('payments');
  const pending = tone === 'pending';
  return (
    <ResultCard
      role={pending ? 'status' : 'alert'}
      className={`${pending ? 'border-champagne-400/40' : 'border-red-400/50'} text-center`}
    >
      <h1 className="text-3xl">{title}</h1>
      <p className={`mt-3 font-semibold ${pending ? 'text-champagne-300' : 'text-red-200'}`}>{message}</p>
      <p className="mt-2 text-sm text-mist-300">{hint}</p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
        {action}
        <ButtonLink to="/dashboard" variant="secondary">
          {t('success.dashboard')}
        </ButtonLink>
      </div>
    </ResultCard>
  );
}

/** The provider confirms payments by its own notification: until it arrives the page offers to check again. */
function Pending({ message, onCheck }: { message: string; onCheck: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <Outcome
      tone="pending"
      title={t('success.pendingTitle')}
      message={message}
      hint={t('success.pendingHelp')}
      action={
        <button type="button" className={buttonClass('primary')} onClick={onCheck}>
          {t('success.check')}
        </button>
      }
    />
  );
}

function Failure({ message, hint }: { message: string; hint: string }) {
  const { t } = useTranslation('payments');
  return (
    <Outcome
      tone="failed"
      title={tMessage('payments.failed_title')}
      message={message}
      hint={hint}
      action={<ButtonLink to="/packages">{t('success.retry')}</ButtonLink>}
    />
  );
}
