import { useTranslation } from 'react-i18next';

/** The Validated / Valideret badge for adverts with an active package. */
export function ValidatedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-champagne-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-night-950 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" className="h-3.5 w-3.5" fill="currentColor">
        <path d="M10 1l2.4 2.1 3.2-.3.7 3.1 2.7 1.7-1.3 2.9 1.3 2.9-2.7 1.7-.7 3.1-3.2-.3L10 19l-2.4-2.1-3.2.3-.7-3.1L1 12.4l1.3-2.9L1 6.6l2.7-1.7.7-3.1 3.2.3z" />
        <path d="M8.6 12.6L6 10l1-1 1.6 1.6L13 6.2l1 1z" fill="#120d16" />
      </svg>
      {t('validated')}
    </span>
  );
}
