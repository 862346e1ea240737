import { useTranslation } from 'react-i18next';
import { useAvailableNow } from './use-available-now';

/** "Available now" / "Ledig nu" while the advertiser's window lasts; nothing otherwise. */
export function AvailableBadge({
  until,
  className = '',
}: {
  until: string | null | undefined;
  className?: string;
}) {
  // Most adverts have no window: they mount nothing, not even a translation hook (a page has dozens of cards).
  return until ? <AvailableNowBadge until={until} className={className} /> : null;
}

function AvailableNowBadge({ until, className }: { until: string; className: string }) {
  const { t } = useTranslation();
  if (!useAvailableNow(until)) return null;
  return (
    <span
      data-testid="available-badge"
      className={`inline-flex items-center gap-1.5 rounded-full bg-emerald-400 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-night-950 ${className}`}
    >
      <span aria-hidden="true" className="relative flex h-2 w-2">
        <span className="absolute inline-flex h-full w-full animate-ping rounded-full bg-night-950/50 motion-reduce:animate-none" />
        <span className="relative inline-flex h-2 w-2 rounded-full bg-night-950" />
      </span>
      {t('availableNow')}
    </span>
  );
}
