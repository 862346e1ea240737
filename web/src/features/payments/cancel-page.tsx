import CircleX from 'lucide-react/icons/circle-x';
import { SUPPORT_EMAIL } from '@velvet/contract';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ButtonLink, buttonClass } from '../../components/ui/button';
import { usePageMeta } from '../../lib/page-meta';
import { forgetPendingPackage } from './pending-package';
import { ResultCard } from './components/result-card';

const REASONS = ['declined', 'details', 'timeout'] as const;

/**
 * Back from the provider without a payment: cancelled at checkout (PayPal's and the local checkout's cancel
 * link), or declined (`declined=1`, FlexPay's decline link): each says what happened; a decline lists why it
 * may have been. Links to retry or reach support.
 */
export default function CancelPage() {
  const { t } = useTranslation('payments');
  const { t: tc } = useTranslation();
  const [params] = useSearchParams();
  const declined = params.get('declined') === '1';
  usePageMeta(`${tc(declined ? 'titles.declined' : 'titles.cancel')} — Velvet`);
  const token = params.get('token');
  useEffect(forgetPendingPackage, []);
  const subject = encodeURIComponent(`${t('cancel.supportSubject')}${token ? ` (${token})` : ''}`);

  return (
    <ResultCard>
      <CircleX aria-hidden="true" className="mx-auto h-16 w-16 text-rose-400" strokeWidth={1.5} />
      <h1 className="mt-4 text-center text-3xl">
        {t(declined ? 'cancel.declinedTitle' : 'cancel.cancelledTitle')}
      </h1>
      <p className="mt-2 text-center text-mist-300">{t(declined ? 'cancel.text' : 'cancel.cancelledText')}</p>
      {declined && (
        <>
          <h2 className="mt-6 text-lg">{t('cancel.reasonsTitle')}</h2>
          <ul className="mt-2 list-disc space-y-1.5 pl-5 text-mist-300">
            {REASONS.map((reason) => (
              <li key={reason}>{t(`cancel.reasons.${reason}`)}</li>
            ))}
          </ul>
        </>
      )}
      <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:justify-center">
        <ButtonLink to="/packages">{t('cancel.retry')}</ButtonLink>
        <a href={`mailto:${SUPPORT_EMAIL}?subject=${subject}`} className={buttonClass('secondary')}>
          {t('cancel.support')}
        </a>
      </div>
    </ResultCard>
  );
}
