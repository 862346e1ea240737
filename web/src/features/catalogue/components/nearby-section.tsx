import CircleAlert from 'lucide-react/icons/circle-alert';
import { COPENHAGEN } from '@velvet/contract/limits';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearbyAdverts, type LatLng } from '../api/nearby-adverts';
import { rememberPoint, useBoot } from '../../../lib/boot';
import { AdvertPagesSection, useSectionPage } from './advert-pages-section';

/** Where lists are sorted from; `provisional` until the browser has answered (or refused). */
type Located = { point: LatLng; fallback: boolean; provisional: boolean };
const PROMPT_PATIENCE_MS = 12_000;

/**
 * Where the visitor is. The first render already has a point (the last known one, else central
 * Copenhagen), so a list renders at once, on the server too; the browser's position (high accuracy)
 * replaces it when it arrives and is remembered to a kilometre for the next visit. When the browser
 * refuses or cannot tell, the list stays on the last known point, or on Copenhagen with a note.
 */
export function useVisitorLocation(enabled = true): Located {
  const { point: known } = useBoot();
  const [located, setLocated] = useState<Located>(() => ({
    point: known ?? COPENHAGEN,
    fallback: false,
    provisional: true,
  }));
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const fallback = (reason: unknown) => {
      console.info('geolocation unavailable:', reason);
      if (active)
        setLocated((current) =>
          current.provisional ? { point: current.point, fallback: !known, provisional: false } : current,
        );
    };
    // A visitor who never answers the permission prompt still gets a list; an answer later wins.
    const unanswered = setTimeout(() => fallback('no answer'), PROMPT_PATIENCE_MS);
    if (!('geolocation' in navigator)) {
      clearTimeout(unanswered);
      fallback('not supported');
      return;
    }
    navigator.geolocation.getCurrentPosition(
      (position) => {
        clearTimeout(unanswered);
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        rememberPoint(point);
        if (active) setLocated({ point, fallback: false, provisional: false });
      },
      (error) => {
        clearTimeout(unanswered);
        fallback(error.message || error.code);
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
    return () => {
      active = false;
      clearTimeout(unanswered);
    };
  }, [enabled, known]);
  return located;
}

/** Said when the list is sorted from central Copenhagen because the browser gave no position. */
function FallbackNote() {
  const { t } = useTranslation('catalogue');
  return (
    <p
      role="note"
      className="mx-auto mb-6 flex max-w-2xl items-start gap-2 rounded-xl border border-champagne-400/30 bg-champagne-400/5 px-4 py-3 text-sm text-champagne-300"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
      {t('nearby.fallback')}
    </p>
  );
}

export function NearbySection() {
  const located = useVisitorLocation();
  const pages = useSectionPage('near');
  const nearby = useNearbyAdverts(located.point, pages.page);
  return (
    <AdvertPagesSection name="nearby" pages={pages} adverts={nearby} showDistance>
      {located.fallback && <FallbackNote />}
    </AdvertPagesSection>
  );
}
