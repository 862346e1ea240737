import type { Screening } from '@velvet/contract';
import ShieldAlert from 'lucide-react/icons/shield-alert';
import { useTranslation } from 'react-i18next';

/**
 * The advert page's screening and deposit terms, as the advertiser saved them. Beside any deposit term
 * stands Velvet's own fixed warning: the site never handles money for meetings, and a request to pay by
 * gift card or crypto is a scam sign. Nothing when neither is stated.
 */
export function ScreeningTerms({
  screening,
  depositPolicy,
}: {
  screening: Screening;
  depositPolicy: string | null;
}) {
  const { t } = useTranslation('field-tools');
  if (screening === 'none' && !depositPolicy) return null;
  return (
    <section aria-labelledby="screening-title" className="flex flex-col gap-2" data-testid="screening-terms">
      <h2 id="screening-title" className="text-lg text-mist-300">
        {t('screening.title')}
      </h2>
      {screening !== 'none' && (
        <p className="text-mist-200">
          <span className="text-mist-400">{t('screening.required')}: </span>
          {t(`screening.levels.${screening}`)}
        </p>
      )}
      {depositPolicy && (
        <>
          <h3 className="text-sm text-mist-400">{t('deposit.title')}</h3>
          {/* Plain text as saved, line breaks kept; React escapes it. */}
          <p className="whitespace-pre-line break-words text-mist-200" data-testid="deposit-policy">
            {depositPolicy}
          </p>
          <p
            className="flex items-start gap-2 rounded-xl border border-champagne-400/40 bg-champagne-400/10 p-3 text-sm text-champagne-300"
            data-testid="deposit-warning"
          >
            <ShieldAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" strokeWidth={1.8} />
            <span>{t('deposit.warning')}</span>
          </p>
        </>
      )}
    </section>
  );
}
