import type { AdvertCard as Advert } from '@velvet/contract';
import { memo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { HydrateWhenNear } from '../../../components/hydrate-when-near';
import { Button } from '../../../components/ui/button';
import { AdvertCard } from './advert-card';

const GRID = 'grid grid-cols-1 gap-3 sm:grid-cols-2 sm:gap-5 lg:grid-cols-3';

/**
 * A grid of advert cards with the states every list needs: skeletons on the first load, the cards
 * dimmed while the next page loads, an error with a retry, and an empty message.
 */
export function AdvertGrid({
  adverts,
  isPending,
  isFetching,
  isError,
  onRetry,
  empty,
  priorityFirst = false,
  showDistance = false,
  skeletons = 6,
  dense = false,
  label,
}: {
  adverts: Advert[] | undefined;
  isPending: boolean;
  isFetching: boolean;
  isError: boolean;
  onRetry: () => void;
  empty: ReactNode;
  priorityFirst?: boolean;
  showDistance?: boolean;
  skeletons?: number;
  /** Four and five columns on wide screens (the full Adverts list; the home keeps three). */
  dense?: boolean;
  label: string;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const grid = dense ? `${GRID} xl:grid-cols-4 2xl:grid-cols-5` : GRID;
  if (isPending && !adverts) {
    return (
      <div className={grid} aria-busy="true" aria-label={t('list.loading')}>
        {Array.from({ length: skeletons }, (_, i) => (
          <CardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (isError && !adverts) {
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-2xl border border-night-700 bg-night-800/60 px-6 py-10 text-center"
      >
        <p className="text-mist-300">{t('list.error')}</p>
        <Button variant="secondary" onClick={onRetry}>
          {t('list.retry')}
        </Button>
      </div>
    );
  }
  if (!adverts || adverts.length === 0) {
    return (
      <div
        role="status"
        className="rounded-2xl border border-dashed border-night-600 px-6 py-12 text-center text-mist-300"
      >
        {empty}
      </div>
    );
  }
  return (
    <ul
      aria-label={label}
      aria-busy={isFetching}
      className={`${grid} transition-opacity ${isFetching ? 'opacity-60' : 'opacity-100'}`}
    >
      {adverts.map((advert, index) => (
        // Rendered anew in another language: a card still waiting to be hydrated holds the server's texts,
        // which the browser's render in the new language would not match.
        <GridCard
          key={`${advert.guid}:${i18n.language}`}
          advert={advert}
          priority={priorityFirst && index === 0}
          showDistance={showDistance}
        />
      ))}
    </ul>
  );
}

/**
 * A card of the grid, rendered again only when its advert changes: a card still waiting to be hydrated is
 * left as the server sent it while the grid around it renders again (its list refetching, the page starting).
 */
const GridCard = memo(function GridCard({
  advert,
  priority,
  showDistance,
}: {
  advert: Advert;
  priority: boolean;
  showDistance: boolean;
}) {
  return (
    <HydrateWhenNear className="card-deferred">
      <AdvertCard advert={advert} priority={priority} showDistance={showDistance} />
    </HydrateWhenNear>
  );
});

function CardSkeleton() {
  return (
    <div
      aria-hidden="true"
      className="flex overflow-hidden rounded-2xl border border-night-700 bg-night-800 sm:flex-col"
    >
      <div className="aspect-[4/5] w-2/5 shrink-0 animate-pulse bg-night-700 sm:w-full" />
      <div className="flex-1 space-y-2 p-4">
        <div className="h-5 w-2/3 animate-pulse rounded bg-night-700" />
        <div className="h-4 w-1/2 animate-pulse rounded bg-night-700" />
      </div>
    </div>
  );
}
