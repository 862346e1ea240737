import { WELCOME_PACKAGE_ID, type PackageItem, type PackagesData } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ApiError } from '../../../lib/api';
import { tMessage } from '../../../lib/i18n';
import { useCreatePayment } from '../api/create-payment';
import { formatPrice } from '../../../lib/format';
import { rememberPendingPackage } from '../pending-package';
import { PayButton } from './pay-button';

/**
 * The confirm modal of a chosen package: a summary and the provider button. Confirming
 * creates the order on our server and sends the browser to the provider's checkout.
 */
export function CheckoutDialog({
  pkg,
  provider,
  onClose,
}: {
  pkg: PackageItem | null;
  provider: PackagesData['payment_provider'];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('payments');
  const create = useCreatePayment();

  function pay(chosen: PackageItem) {
    create.mutate(chosen.id, {
      onSuccess: (order) => {
        rememberPendingPackage(chosen.id);
        window.location.assign(order.redirect_url);
      },
    });
  }

  function close() {
    if (create.isPending || create.isSuccess) return;
    create.reset();
    onClose();
  }

  const error = create.error;
  return (
    <Dialog open={pkg !== null} onClose={close} title={t('confirm.title')}>
      {pkg && (
        <div className="flex flex-col gap-5">
          <div className="rounded-xl border border-night-600 bg-night-900 p-4 text-center">
            <p className="text-lg font-semibold">{pkg.title}</p>
            <p className="mt-1 text-3xl font-bold text-rose-300">
              {formatPrice(pkg.price, pkg.currency, i18n.language)}
            </p>
            <p className="mt-1 text-sm text-mist-300">{t('packages.days', { count: pkg.duration })}</p>
          </div>
          <p className="text-sm text-mist-300">
            {t('confirm.summary', {
              title: pkg.title,
              price: formatPrice(pkg.price, pkg.currency, i18n.language),
              duration: t('packages.days', { count: pkg.duration }),
            })}{' '}
            {t('confirm.secure')}
          </p>
          {error && (
            <div
              role="alert"
              className="rounded-xl border border-red-400/50 bg-red-500/10 p-3 text-sm text-red-200"
            >
              <p className="font-semibold">{tMessage('payments.failed_title')}</p>
              <p className="mt-1">{error.message}</p>
              {error instanceof ApiError && error.status === 401 && (
                <Link to="/login" className="mt-2 inline-block underline">
                  {t('packages.signInAgain')}
                </Link>
              )}
            </div>
          )}
          <PayButton
            // FlexPay takes cards on its own page; PayPal (and the local checkout) follow the two flows: card
            // for the welcome package, wallet for the others.
            experience={
              provider === 'verotel' ? 'verotel' : pkg.id === WELCOME_PACKAGE_ID ? 'card' : 'wallet'
            }
            busy={create.isPending || create.isSuccess}
            onClick={() => pay(pkg)}
          />
          <button
            type="button"
            onClick={close}
            className={buttonClass('ghost', 'w-full')}
            disabled={create.isPending}
          >
            {t('confirm.cancel')}
          </button>
        </div>
      )}
    </Dialog>
  );
}
