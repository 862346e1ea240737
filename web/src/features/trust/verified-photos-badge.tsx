import { useTranslation } from 'react-i18next';

/**
 * "Verified photos" / "Verificerede billeder": an operator matched a selfie holding a one-time word with
 * the advert's photos. Outlined in sky blue with a camera, so it never reads as the paid, gold "Validated".
 */
export function VerifiedPhotosBadge({ verified, className = '' }: { verified: boolean; className?: string }) {
  // Mounted only where it shows: a translation hook per card that shows nothing is work for every page.
  return verified ? <VerifiedPhotosLabel className={className} /> : null;
}

function VerifiedPhotosLabel({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <span
      data-testid="verified-photos-badge"
      className={`inline-flex items-center gap-1.5 rounded-full border border-sky-300/80 bg-night-950/75 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-sky-200 ${className}`}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 20 20"
        className="h-3.5 w-3.5"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      >
        <path d="M3 6.5h3l1.5-2h5L14 6.5h3v9H3z" strokeLinejoin="round" />
        <path d="M7.5 11l1.8 1.8 3.4-3.6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
      {t('verifiedPhotos')}
    </span>
  );
}
