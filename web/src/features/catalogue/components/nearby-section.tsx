import CircleAlert from 'lucide-react/icons/circle-alert';
import { COPENHAGEN } from '@velvet/contract/limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { useNearbyAdverts, type LatLng } from '../api/nearby-adverts';
import { EMPTY_PAGINATION } from '../api/types';
import { rememberPoint, useBoot } from '../../../lib/boot';
import { useFocusOnPageChange, useUrlState } from '../../../lib/url-state';
import { AdvertGrid } from './advert-grid';
import { SectionHeading } from './section-heading';

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

export function NearbySection() {
  const { t } = useTranslation('catalogue');
  const located = useVisitorLocation();
  const { page, update } = useUrlState({ pageKey: 'near' });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnPageChange(heading, page);
  const nearby = useNearbyAdverts(located.point, page);
  const pagination = nearby.data?.pagination ?? EMPTY_PAGINATION;

  useEffect(() => {
    if (nearby.isError) console.error('nearby adverts:', nearby.error);
  }, [nearby.isError, nearby.error]);

  return (
    <section aria-labelledby="nearby-title">
      <SectionHeading
        headingRef={heading}
        id="nearby-title"
        title={t('nearby.title')}
        subtitle={t('nearby.subtitle')}
      />
      {located.fallback && (
        <p
          role="note"
          className="mx-auto mb-6 flex max-w-2xl items-start gap-2 rounded-xl border border-champagne-400/30 bg-champagne-400/5 px-4 py-3 text-sm text-champagne-300"
        >
          <CircleAlert aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          {t('nearby.fallback')}
        </p>
      )}
      <AdvertGrid
        label={t('nearby.title')}
        adverts={nearby.data?.escorts}
        isPending={nearby.isPending}
        isFetching={nearby.isFetching}
        isError={nearby.isError}
        onRetry={() => void nearby.refetch()}
        empty={t('nearby.empty')}
        showDistance
      />
      {pagination.total > 0 && (
        <Pager
          page={Math.min(page, pagination.total_pages)}
          totalPages={pagination.total_pages}
          loading={nearby.isFetching}
          onChange={(next) => update({ near: next === 1 ? null : next })}
        />
      )}
    </section>
  );
}
