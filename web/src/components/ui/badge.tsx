import BadgeCheck from 'lucide-react/icons/badge-check';
import { useTranslation } from 'react-i18next';

/** The Validated / Valideret badge for adverts with an active package. */
export function ValidatedBadge({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full bg-champagne-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-night-950 ${className}`}
    >
      <BadgeCheck aria-hidden="true" className="h-3.5 w-3.5" strokeWidth={2.5} />
      {t('validated')}
    </span>
  );
}
