import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { ValidatedBadge } from '../../../components/ui/badge';
import { useFeaturedAdverts } from '../api/featured-adverts';
import { PinIcon, useAdvertAlt } from './advert-card';
import { detailsPath } from '../advert-links';
import { AdvertImage } from './advert-image';
import './carousel.css';

/** SPEC §3: session storage key holding the index of the last featured card the visitor opened. */
export const SLIDE_KEY = 'activeSwiperSlide';

/** SPEC §2 breakpoints: 1 slide from 320, 2 from 480, 3 from 768, 4 from 1024, 5 from 1280. */
const BREAKPOINTS = {
  320: { slidesPerView: 1, spaceBetween: 10 },
  480: { slidesPerView: 2, spaceBetween: 12 },
  768: { slidesPerView: 3, spaceBetween: 16 },
  1024: { slidesPerView: 4, spaceBetween: 20 },
  1280: { slidesPerView: 5, spaceBetween: 20 },
};
const SLIDE_SIZES =
  '(min-width: 1280px) 250px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

function storedSlide(): number | null {
  const value = Number(sessionStorage.getItem(SLIDE_KEY));
  return sessionStorage.getItem(SLIDE_KEY) !== null && Number.isInteger(value) && value >= 0 ? value : null;
}

export function FeaturedCarousel() {
  const { t } = useTranslation('catalogue');
  const alt = useAdvertAlt();
  const featured = useFeaturedAdverts();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  // Restored once per visit of the home page; unmounting (leaving) resets it with the component.
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current || !swiper || swiper.destroyed || !featured.data?.length) return;
    restored.current = true;
    const index = storedSlide();
    if (index === null) return;
    swiper.update();
    // Without animation: the visitor lands where they left, not on a slide travelling there.
    swiper.slideTo(Math.min(index, featured.data.length - 1), 0);
  }, [swiper, featured.data]);

  if (featured.isPending) {
    return (
      <div aria-hidden="true" className="flex gap-3 overflow-hidden">
        {Array.from({ length: 5 }, (_, i) => (
          <div
            key={i}
            className={`aspect-[3/4] w-full shrink-0 animate-pulse rounded-2xl bg-night-800 min-[480px]:w-[calc(50%-6px)] md:w-[calc(33.33%-11px)] lg:w-[calc(25%-15px)] xl:w-[calc(20%-16px)] ${
              i > 0 ? 'hidden min-[480px]:block' : ''
            } ${i > 1 ? 'min-[480px]:hidden md:block' : ''} ${i > 2 ? 'md:hidden lg:block' : ''} ${i > 3 ? 'lg:hidden xl:block' : ''}`}
          />
        ))}
      </div>
    );
  }
  // SPEC §8: a failed featured call is only logged; the rest of the page carries on.
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

  return (
    <Swiper
      className="featured-swiper"
      modules={[Navigation, Pagination, A11y, Keyboard]}
      onSwiper={setSwiper}
      slidesPerView={1}
      spaceBetween={10}
      breakpoints={BREAKPOINTS}
      navigation
      pagination={{ clickable: true }}
      keyboard={{ enabled: true, onlyInViewport: true }}
      a11y={{
        prevSlideMessage: t('featured.previous'),
        nextSlideMessage: t('featured.next'),
        paginationBulletMessage: t('featured.goTo', { index: '{{index}}' }),
        containerMessage: t('featured.label'),
      }}
    >
      {featured.data.map((advert, index) => (
        <SwiperSlide key={advert.guid}>
          <Link
            to={detailsPath(advert.guid)}
            onClick={() => sessionStorage.setItem(SLIDE_KEY, String(index))}
            className="group relative block aspect-[3/4] overflow-hidden rounded-2xl border border-night-700 bg-night-800 focus-visible:outline-offset-[-2px]"
          >
            <AdvertImage
              asset={advert.main_image_asset}
              path={advert.main_image}
              alt={alt(advert.name, advert.city)}
              sizes={SLIDE_SIZES}
              // The first card is the largest thing above the fold; the rest of the first row loads with it.
              priority={index === 0}
              eager={index < 5}
              className="transition-transform duration-700 group-hover:scale-105"
            />
            <span
              aria-hidden="true"
              className="absolute inset-0 bg-gradient-to-t from-night-950/90 via-night-950/10 to-transparent"
            />
            {advert.user_package?.status === 'active' && <ValidatedBadge className="absolute left-3 top-3" />}
            <span className="absolute inset-x-0 bottom-0 flex flex-col gap-0.5 p-4">
              <span className="font-display text-xl text-mist-100">{advert.name}</span>
              <span className="flex items-center gap-1 text-sm text-mist-300">
                <PinIcon className="h-3.5 w-3.5 text-rose-400" />
                {advert.city || t('detail.noLocation')}
                {advert.age !== null && (
                  <span className="text-mist-400"> · {t('card.age', { age: advert.age })}</span>
                )}
              </span>
            </span>
          </Link>
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
