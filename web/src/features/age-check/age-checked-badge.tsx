import { useTranslation } from 'react-i18next';

/**
 * "18+ verified with MitID" / "18+ bekræftet med MitID": an age check through an identity broker found the
 * advertiser 18 or older. Emerald with a shield, apart from the gold "Validated" and the sky-blue photos.
 */
export function AgeCheckedBadge({ checked, className = '' }: { checked: boolean; className?: string }) {
  // Mounted only where it shows: a translation hook per card that shows nothing is work for every page.
  return checked ? <AgeCheckedLabel className={className} /> : null;
}

function AgeCheckedLabel({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="age-checked-badge"
      className={`inline-flex items-center gap-1.5 rounded-full border border-emerald-300/80 bg-night-950/75 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-emerald-200 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-3.5 w-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M10 2.5l6 2.5v4.5c0 4-2.7 6.6-6 8-3.3-1.4-6-4-6-8V5z" strokeLinejoin="round" />
        <path d="M7.2 10l2 2 3.6-3.8" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('ageChecked')}
    </span>
  );
}
