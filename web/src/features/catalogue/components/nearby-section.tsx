import CircleAlert from 'lucide-react/icons/circle-alert';
import { COPENHAGEN } from '@velvet/contract/limits';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Pager } from '../../../components/ui/pager';
import { Spinner } from '../../../components/ui/spinner';
import { useNearbyAdverts, type LatLng } from '../api/nearby-adverts';
import { EMPTY_PAGINATION } from '../api/types';
import { useFocusOnPageChange, useUrlState } from '../../../lib/url-state';
import { AdvertGrid } from './advert-grid';
import { SectionHeading } from './section-heading';

type Located = { point: LatLng; fallback: boolean };
const PROMPT_PATIENCE_MS = 12_000;

/**
 * Asks the browser where the visitor is (high accuracy); when that is refused or unsupported
 * the error is logged and the list is sorted from central Copenhagen instead.
 */
export function useVisitorLocation(enabled = true): Located | null {
  const [located, setLocated] = useState<Located | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const fallback = (reason: unknown) => {
      console.info('geolocation unavailable, using Copenhagen:', reason);
      if (active) setLocated((current) => current ?? { point: COPENHAGEN, fallback: true });
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
        if (active)
          setLocated({
            point: { lat: position.coords.latitude, lng: position.coords.longitude },
            fallback: false,
          });
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
  }, [enabled]);
  return located;
}

export function NearbySection() {
  const { t } = useTranslation('catalogue');
  const located = useVisitorLocation();
  const { page, update } = useUrlState({ pageKey: 'near' });
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusOnPageChange(heading, page);
  const nearby = useNearbyAdverts(located?.point ?? null, page);
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
      {!located ? (
        <p className="flex items-center justify-center gap-3 py-10 text-mist-400">
          <Spinner label={t('nearby.locating')} />
          <span aria-hidden="true">{t('nearby.locating')}</span>
        </p>
      ) : (
        <>
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
        </>
      )}
    </section>
  );
}
