import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../../components/client-only';
import { useFeaturedAdverts } from '../api/featured-adverts';
import { FeaturedCard } from './featured-card';

export { SLIDE_KEY } from './featured-card';

// Swiper is a third of the home page's JavaScript: the first row is painted without it, and the
// carousel renders into the same boxes when its chunk has arrived.
const FeaturedSwiper = lazy(() => import('./featured-swiper'));

/** Slot widths of the carousel's breakpoints (1/2/3/4/5 per row, gaps 10–20 px), as Swiper lays them out. */
const SLOT =
  'w-full shrink-0 min-[480px]:w-[calc(50%-6px)] md:w-[calc(33.333%-10.667px)] lg:w-[calc(25%-15px)] xl:w-[calc(20%-16px)]';
const visibleFrom = (i: number) =>
  `${i > 0 ? 'hidden min-[480px]:block' : ''} ${i > 1 ? 'min-[480px]:hidden md:block' : ''} ${i > 2 ? 'md:hidden lg:block' : ''} ${i > 3 ? 'lg:hidden xl:block' : ''}`;

/** The first row as Swiper will show it, with the room its dots take under the slides. */
function FirstRow({ children }: { children: ReactNode[] }) {
  return (
    <div className="flex gap-[10px] overflow-hidden pb-11 min-[480px]:gap-3 md:gap-4 lg:gap-5">
      {children}
    </div>
  );
}

export function FeaturedCarousel() {
  const { t } = useTranslation('catalogue');
  const featured = useFeaturedAdverts();

  if (featured.isPending) {
    return (
      <FirstRow>
        {Array.from({ length: 5 }, (_, i) => (
          <div
            key={i}
            aria-hidden="true"
            className={`aspect-[3/4] animate-pulse rounded-2xl bg-night-800 ${SLOT} ${visibleFrom(i)}`}
          />
        ))}
      </FirstRow>
    );
  }
  // A failed featured call is only logged; the rest of the page carries on.
  if (featured.isError) {
    console.error('featured adverts:', featured.error);
    return null;
  }
  if (featured.data.length === 0) {
    return (
      <p className="rounded-2xl border border-dashed border-night-600 px-6 py-10 text-center text-mist-400">
        {t('featured.empty')}
      </p>
    );
  }

  const firstRow = (
    <FirstRow>
      {featured.data.slice(0, 5).map((advert, index) => (
        <div key={advert.guid} className={`${SLOT} ${visibleFrom(index)}`}>
          <FeaturedCard advert={advert} index={index} />
        </div>
      ))}
    </FirstRow>
  );
  return (
    <ClientOnly fallback={firstRow} until="interaction">
      <FeaturedSwiper adverts={featured.data} />
    </ClientOnly>
  );
}
