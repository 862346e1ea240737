import { lazy, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ClientOnly } from '../../../components/client-only';

import { ButtonLink } from '../../../components/ui/button';
import { useFeaturedAdverts } from '../api/featured-adverts';
import { FeaturedCard } from './featured-card';
import { useYoungSite } from './young-site';

// Swiper is a third of the home page's JavaScript: the first row is painted without it, and the
// carousel renders into the same boxes when its chunk has arrived.
const FeaturedSwiper = lazy(() => import('./featured-swiper'));

/** Slot widths of the carousel's breakpoints (1/2/3/4/5 per row, gaps 10–20 px), as Swiper lays them out. */
const SLOT =
  'w-full shrink-0 min-[480px]:w-[calc(50%-6px)] md:w-[calc(33.333%-10.667px)] lg:w-[calc(25%-15px)] xl:w-[calc(20%-16px)]';
const visibleFrom = (i: number) =>
  `${i > 0 ? 'hidden min-[480px]:block' : ''} ${i > 1 ? 'min-[480px]:hidden md:block' : ''} ${i > 2 ? 'md:hidden lg:block' : ''} ${i > 3 ? 'lg:hidden xl:block' : ''}`;

/** The first row as Swiper will show it, with the room its arrows take beside and its dots under the slides. */
function FirstRow({ children }: { children: ReactNode[] }) {
  return (
    <div className="sm:px-14">
      <div className="flex gap-[10px] overflow-hidden pb-11 min-[480px]:gap-3 md:gap-4 lg:gap-5">
        {children}
      </div>
    </div>
  );
}

export function FeaturedCarousel() {
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
  if (featured.data.length === 0) return <NothingFeatured />;

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

/**
 * No featured advert. A young site (a handful of adverts) shows its first adverts here with a word of
 * welcome and the way to join, instead of an empty box at the top of the page; a site with more adverts
 * just says that none is featured now (its lists below are full).
 */
function NothingFeatured() {
  const { t } = useTranslation('catalogue');
  const site = useYoungSite();
  if (site.isPending) return null;
  if (site.isError || !site.young) {
    return (
      <p className="rounded-2xl border border-dashed border-night-600 px-6 py-10 text-center text-mist-400">
        {t('featured.empty')}
      </p>
    );
  }
  const adverts = site.adverts;
  return (
    <div
      data-testid="young-site"
      className="flex flex-col items-center gap-5 rounded-2xl border border-night-700 bg-night-800/60 px-4 py-6 text-center sm:px-6"
    >
      <p className="max-w-2xl text-balance text-mist-100">
        {adverts.length ? t('young.first', { count: adverts.length }) : t('young.none')}
      </p>
      {adverts.length > 0 && (
        <ul className="flex w-full flex-wrap justify-center gap-4" aria-label={t('young.label')}>
          {adverts.map((advert, index) => (
            <li key={advert.guid} className="w-full max-w-60 min-[480px]:w-[calc(50%-8px)]">
              <FeaturedCard advert={advert} index={index} />
            </li>
          ))}
        </ul>
      )}
      <p className="flex flex-col items-center gap-2 text-sm text-mist-300">
        {t('young.join')}
        <ButtonLink to="/register" variant="secondary">
          {t('young.register')}
        </ButtonLink>
      </p>
    </div>
  );
}
