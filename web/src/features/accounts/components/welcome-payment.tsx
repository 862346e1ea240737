import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button, PendingButton } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { getSession } from '../../../lib/session';
import { useCreateRegistrationPayment } from '../api/create-registration-payment';
import { messageWith } from '../messages';
import { MessageDialog, showing } from './message-dialog';

/**
 * "Proceed to Payment" and its Welcome Package confirmation (1 €, 60 days). Confirming
 * creates the order and sends the browser to the provider's checkout.
 */
export function WelcomePayment() {
  const { t } = useTranslation('accounts');
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [failure, setFailure] = useState<{ title: string; message: string; toLogin?: boolean } | null>(null);
  const create = useCreateRegistrationPayment();

  function pay() {
    const { userId, authToken } = getSession();
    const id = Number(userId);
    if (!userId || !Number.isInteger(id) || id <= 0) {
      setOpen(false);
      setFailure({
        title: tMessage('payments.failed_title'),
        message: tMessage('accounts.user_id_missing'),
        toLogin: true,
      });
      return;
    }
    if (!authToken) {
      setOpen(false);
      setFailure({
        title: tMessage('payments.failed_title'),
        message: tMessage('accounts.session_invalid'),
        toLogin: true,
      });
      return;
    }
    create.mutate(
      { user_id: id },
      {
        onSuccess: (url) => window.location.assign(url),
        onError: (error) => {
          setOpen(false);
          if (error instanceof ApiError && error.status === 401) {
            setFailure({
              title: tMessage('payments.failed_title'),
              message: tMessage('accounts.session_invalid'),
              toLogin: true,
            });
            return;
          }
          setFailure({
            title: tMessage('payments.failed_title'),
            // The server already words its answer ("Payment error: …"); only a failure to reach it needs the frame.
            message:
              error instanceof ApiError && error.status > 0
                ? error.message
                : messageWith('payments.error_with', { message: error.message }),
          });
        },
      },
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="rounded-xl border border-champagne-400/40 bg-champagne-400/10 p-4 text-sm text-champagne-300">
        <p className="font-semibold">{t('payment.welcomeTitle')}</p>
        <p className="mt-1">{t('payment.welcomeText')}</p>
      </div>
      <Button onClick={() => setOpen(true)}>{t('payment.proceed')}</Button>
      <Dialog open={open} onClose={() => !create.isPending && setOpen(false)} title={t('payment.modalTitle')}>
        <div className="flex flex-col gap-4">
          <div className="rounded-xl border border-night-600 bg-night-900 p-4 text-center">
            <p className="text-lg font-semibold text-mist-100">{t('payment.packageName')}</p>
            <p className="mt-2 text-4xl font-bold text-rose-300">{t('payment.price')}</p>
            <p className="mt-1 text-sm text-mist-300">{t('payment.duration')}</p>
            <p className="mt-3 inline-block rounded-full bg-champagne-400 px-3 py-1 text-xs font-bold uppercase tracking-wide text-night-950">
              {t('payment.offer')}
            </p>
          </div>
          <p className="text-sm text-mist-300">{t('payment.modalText')}</p>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="ghost" onClick={() => setOpen(false)} disabled={create.isPending}>
              {t('cancel')}
            </Button>
            <PendingButton onClick={pay} pending={create.isPending} pendingLabel={t('payment.redirecting')}>
              {t('payment.confirm')}
            </PendingButton>
          </div>
        </div>
      </Dialog>
      <MessageDialog
        {...showing(failure)}
        onClose={() => {
          const toLogin = failure?.toLogin;
          setFailure(null);
          if (toLogin) void navigate('/login');
        }}
      />
    </div>
  );
}
