import CircleCheck from 'lucide-react/icons/circle-check';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { Spinner } from '../../components/ui/spinner';
import { isPaymentPending } from '../../lib/api';
import { tMessage } from '../../lib/i18n';
import { usePageMeta } from '../../lib/page-meta';
import { getSession } from '../../lib/session';
import { useCapturePayment } from './api/capture-payment';
import { formatDate, formatPrice } from '../../lib/format';
import { forgetPendingPackage, pendingPackage } from './pending-package';

/** The processing spinner shows for a second before the capture, so the change of page reads as progress. */
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
  const [waiting, setWaiting] = useState(Boolean(token));
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
    if (!token) return;
    const timer = window.setTimeout(() => {
      setWaiting(false);
      if (started.current) return;
      started.current = true;
      runCapture();
    }, PROCESSING_MS);
    return () => window.clearTimeout(timer);
    // The capture belongs to the token in the URL; `capture` is stable across renders.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [token]);

  if (!token)
    return <Failure message={tMessage('payments.not_processed')} hint={t('success.missingToken')} />;
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
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div className="w-full max-w-lg rounded-2xl border border-night-600 bg-night-800 p-6 text-center shadow-xl sm:p-8">
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
        <Link to="/dashboard" className={buttonClass('primary', 'mt-6 w-full sm:w-auto')}>
          {t('success.dashboard')}
        </Link>
      </div>
    </section>
  );
}

/** The provider confirms payments by its own notification: until it arrives the page offers to check again. */
function Pending({ message, onCheck }: { message: string; onCheck: () => void }) {
  const { t } = useTranslation('payments');
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div
        role="status"
        className="w-full max-w-lg rounded-2xl border border-champagne-400/40 bg-night-800 p-6 text-center sm:p-8"
      >
        <h1 className="text-3xl">{t('success.pendingTitle')}</h1>
        <p className="mt-3 font-semibold text-champagne-300">{message}</p>
        <p className="mt-2 text-sm text-mist-300">{t('success.pendingHelp')}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <button type="button" className={buttonClass('primary')} onClick={onCheck}>
            {t('success.check')}
          </button>
          <Link to="/dashboard" className={buttonClass('secondary')}>
            {t('success.dashboard')}
          </Link>
        </div>
      </div>
    </section>
  );
}

function Failure({ message, hint }: { message: string; hint: string }) {
  const { t } = useTranslation('payments');
  return (
    <section className="container-page flex justify-center py-10 sm:py-16">
      <div
        role="alert"
        className="w-full max-w-lg rounded-2xl border border-red-400/50 bg-night-800 p-6 text-center sm:p-8"
      >
        <h1 className="text-3xl">{tMessage('payments.failed_title')}</h1>
        <p className="mt-3 font-semibold text-red-200">{message}</p>
        <p className="mt-2 text-sm text-mist-300">{hint}</p>
        <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:justify-center">
          <Link to="/packages" className={buttonClass('primary')}>
            {t('success.retry')}
          </Link>
          <Link to="/dashboard" className={buttonClass('secondary')}>
            {t('success.dashboard')}
          </Link>
        </div>
      </div>
    </section>
  );
}
