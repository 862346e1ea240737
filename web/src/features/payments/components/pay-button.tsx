import CreditCard from 'lucide-react/icons/credit-card';
import type { ButtonHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The provider buttons of the confirm modal, styled after PayPal's own (the welcome package
 * goes through the card flow, every other package through the PayPal wallet). They only start our
 * server-side order: no provider script is loaded in the page.
 */
export function PayButton({
  experience,
  busy,
  ...props
}: { experience: 'card' | 'wallet' | 'verotel'; busy: boolean } & Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'children'
>) {
  const { t } = useTranslation('payments');
  const base =
    'relative flex min-h-12 w-full items-center justify-center gap-3 rounded-full px-5 text-base font-semibold transition-[filter] hover:brightness-95 disabled:cursor-wait disabled:opacity-80';
  const look = experience === 'wallet' ? 'bg-[#ffc439] text-[#111]' : 'bg-[#2c2e2f] text-white';
  return (
    <button type="button" className={`${base} ${look}`} aria-busy={busy} disabled={busy} {...props}>
      {busy ? (
        <>
          <span
            aria-hidden="true"
            className="h-5 w-5 animate-spin rounded-full border-2 border-current border-t-transparent"
          />
          {t('confirm.redirecting')}
        </>
      ) : experience !== 'wallet' ? (
        <>
          <CreditCard aria-hidden="true" className="h-6 w-6" strokeWidth={1.8} />
          {t(experience === 'verotel' ? 'confirm.payVerotel' : 'confirm.payCard')}
        </>
      ) : (
        <>
          <PayPalMark />
          <span>{t('confirm.payPal')}</span>
        </>
      )}
    </button>
  );
}

/** PayPal's two-tone "P" mark, drawn in SVG so no third-party asset is fetched. */
function PayPalMark() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="h-6 w-6">
      <path
        fill="#003087"
        d="M8.3 21.5H4.6a.5.5 0 0 1-.5-.6L6.9 3.2a.8.8 0 0 1 .8-.7h6.2c3.1 0 5.1 1.6 4.6 4.7-.6 3.7-3.1 5.4-6.6 5.4H10a.8.8 0 0 0-.8.7l-.9 8.2z"
      />
      <path
        fill="#009cde"
        d="M18.9 7.6c-.7 3.9-3.3 5.7-7 5.7h-1.3a.8.8 0 0 0-.8.7l-1 6.6-.2 1a.4.4 0 0 0 .4.5h3.1a.7.7 0 0 0 .7-.6l.5-3.4a.7.7 0 0 1 .7-.6h.8c3 0 5.4-1.3 6-4.9.4-2.3-.3-3.9-1.9-5z"
      />
    </svg>
  );
}
