import CircleCheck from 'lucide-react/icons/circle-check';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { tMessage } from '../../../lib/i18n';
import { usePaymentStatus } from '../api/payment-status';

/**
 * What happened to an order, for a browser with no session on this host (the provider sent it back to
 * another host name, or the session ended meanwhile): paid, still pending at the provider, or failed,
 * read from the order's token alone, and the way on. The account's details wait for the sign-in.
 */
export function OrderOutcome({
  token,
  signIn = { to: '/login' },
}: {
  token: string;
  signIn?: { to: string; email?: string };
}) {
  const { t } = useTranslation('payments');
  const status = usePaymentStatus(token);
  const signInLink = (
    <Link
      to={signIn.to}
      state={signIn.email ? { email: signIn.email } : undefined}
      className={buttonClass('primary')}
    >
      {t('outcome.signIn')}
    </Link>
  );

  if (status.isPending) {
    return (
      <div className="flex flex-col items-center gap-3 py-6 text-center text-mist-300" aria-busy="true">
        <Spinner label={t('success.processing')} />
        <p>{t('success.processing')}</p>
      </div>
    );
  }
  const state = status.data?.state ?? 'failed';
  if (state === 'paid') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center" data-testid="order-outcome">
        <CircleCheck aria-hidden="true" className="h-14 w-14 text-champagne-400" strokeWidth={1.5} />
        <h2 className="text-2xl">{t('outcome.paidTitle')}</h2>
        <p className="text-mist-300">{t('outcome.paidText')}</p>
        {signInLink}
      </div>
    );
  }
  if (state === 'pending') {
    return (
      <div role="status" className="flex flex-col items-center gap-3 text-center" data-testid="order-outcome">
        <h2 className="text-2xl">{t('success.pendingTitle')}</h2>
        <p className="font-semibold text-champagne-300">{t('outcome.pendingText')}</p>
        <div className="flex flex-col gap-3 sm:flex-row">
          <button type="button" className={buttonClass('secondary')} onClick={() => void status.refetch()}>
            {t('success.check')}
          </button>
          {signInLink}
        </div>
      </div>
    );
  }
  return (
    <div role="alert" className="flex flex-col items-center gap-3 text-center" data-testid="order-outcome">
      <h2 className="text-2xl">{tMessage('payments.failed_title')}</h2>
      <p className="font-semibold text-red-200">
        {status.isError ? status.error.message : t('outcome.failedText')}
      </p>
      {signInLink}
    </div>
  );
}
