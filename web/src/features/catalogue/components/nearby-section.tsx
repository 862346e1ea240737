import LocateFixed from 'lucide-react/icons/locate-fixed';
import MapPin from 'lucide-react/icons/map-pin';
import { COPENHAGEN } from '@velvet/contract/limits';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNearbyAdverts, type LatLng } from '../api/nearby-adverts';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { rememberPoint, useBoot } from '../../../lib/boot';
import { useUrlState } from '../../../lib/url-state';
import { useTownPoint } from '../api/town-point';
import { AdvertPagesSection, useSectionPage } from './advert-pages-section';

/**
 * Where lists are sorted from, and why: the position this browser shared with "Use my location" (now, or
 * on an earlier visit: remembered to a kilometre), else the town the visitor searched for, else central
 * Copenhagen.
 */
export type Located = {
  point: LatLng;
  source: 'device' | 'town' | 'copenhagen';
  /** The searched town's name, when `source` is 'town'. */
  town?: string;
  /** Asks the browser for its position: only ever on the visitor's own tap. */
  locate: () => void;
  locating: boolean;
  /** The browser refused or could not tell (the list stays where it was sorted from). */
  failed: boolean;
};

/**
 * Where the visitor is, without asking: a "share your location?" prompt on arriving at an adult site is
 * alarming, so the browser is asked only when the visitor taps "Use my location". The first render already
 * has a point, on the server too, so a list renders at once.
 */
export function useVisitorLocation(): Located {
  const { point: known } = useBoot();
  const { params } = useUrlState();
  const town = useTownPoint(params.get('q') ?? '');
  const [shared, setShared] = useState<LatLng | null>(known);
  const [locating, setLocating] = useState(false);
  const [failed, setFailed] = useState(false);

  const locate = () => {
    setFailed(false);
    const fail = (reason: unknown) => {
      console.info('geolocation unavailable:', reason);
      setLocating(false);
      setFailed(true);
    };
    if (!('geolocation' in navigator)) return fail('not supported');
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        const point = { lat: position.coords.latitude, lng: position.coords.longitude };
        rememberPoint(point);
        setShared(point);
        setLocating(false);
      },
      (error) => fail(error.message || error.code),
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 5 * 60_000 },
    );
  };

  const common = { locate, locating, failed };
  if (shared) return { point: shared, source: 'device', ...common };
  if (town.data) return { point: town.data.point, source: 'town', town: town.data.town, ...common };
  return { point: COPENHAGEN, source: 'copenhagen', ...common };
}

/** Says where the list is sorted from, and offers "Use my location" until the browser's position is used. */
export function LocationNote({ located }: { located: Located }) {
  const { t } = useTranslation('catalogue');
  const from =
    located.source === 'device'
      ? t('nearby.fromDevice')
      : located.source === 'town'
        ? t('nearby.fromTown', { town: located.town })
        : t('nearby.fromCopenhagen');
  return (
    <div
      role="note"
      data-testid="location-note"
      className="mx-auto mb-6 flex max-w-2xl flex-col items-center gap-3 rounded-xl border border-champagne-400/30 bg-champagne-400/5 px-4 py-3 text-center text-sm text-champagne-300 sm:flex-row sm:text-left"
    >
      <p className="flex flex-1 items-start gap-2">
        <MapPin aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
        <span aria-live="polite">{located.failed ? `${t('nearby.fallback')} ${from}` : from}</span>
      </p>
      {located.source !== 'device' && (
        <Button variant="secondary" onClick={located.locate} disabled={located.locating}>
          {located.locating ? (
            <Spinner label={t('nearby.locating')} />
          ) : (
            <LocateFixed aria-hidden="true" className="h-4 w-4" />
          )}
          {t('nearby.useMyLocation')}
        </Button>
      )}
    </div>
  );
}

export function NearbySection() {
  const located = useVisitorLocation();
  const pages = useSectionPage('near');
  const nearby = useNearbyAdverts(located.point, pages.page);
  return (
    <AdvertPagesSection name="nearby" pages={pages} adverts={nearby} showDistance>
      <LocationNote located={located} />
    </AdvertPagesSection>
  );
}
