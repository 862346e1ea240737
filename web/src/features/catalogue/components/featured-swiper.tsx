import { useEffect, useRef, useState } from 'react';
import { CarouselArrow, useCarouselArrows } from './carousel-arrow';
import { useTranslation } from 'react-i18next';
import type { Swiper as SwiperInstance } from 'swiper';
import { A11y, Keyboard, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import type { AdvertCard } from '@velvet/contract';
import { FeaturedCard, SLIDE_KEY } from './featured-card';
import './carousel.css';

/** Breakpoints: 1 slide from 320, 2 from 480, 3 from 768, 4 from 1024, 5 from 1280. */
const BREAKPOINTS = {
  320: { slidesPerView: 1, spaceBetween: 10 },
  480: { slidesPerView: 2, spaceBetween: 12 },
  768: { slidesPerView: 3, spaceBetween: 16 },
  1024: { slidesPerView: 4, spaceBetween: 20 },
  1280: { slidesPerView: 5, spaceBetween: 20 },
};

function storedSlide(): number | null {
  const value = Number(sessionStorage.getItem(SLIDE_KEY));
  return sessionStorage.getItem(SLIDE_KEY) !== null && Number.isInteger(value) && value >= 0 ? value : null;
}

/** The featured carousel proper (its own chunk: the static first row shows while Swiper loads). */
export default function FeaturedSwiper({ adverts }: { adverts: AdvertCard[] }) {
  const { t } = useTranslation('catalogue');
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const { prev, next, swiperProps } = useCarouselArrows();
  // Restored once per visit of the home page; unmounting (leaving) resets it with the component.
  const restored = useRef(false);

  useEffect(() => {
    if (restored.current || !swiper || swiper.destroyed || !adverts.length) return;
    restored.current = true;
    const index = storedSlide();
    if (index === null) return;
    swiper.update();
    // Without animation: the visitor lands where they left, not on a slide travelling there.
    swiper.slideTo(Math.min(index, adverts.length - 1), 0);
  }, [swiper, adverts]);

  return (
    // The arrows beside the track, not over the photos; only the cards in view take the keyboard's focus
    // (the others are inert until the arrows, the dots or a swipe bring them in), so Tab never moves slides.
    <div className="relative sm:px-14" data-testid="featured-carousel">
      <Swiper
        className="featured-swiper"
        modules={[Navigation, Pagination, A11y, Keyboard]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={10}
        breakpoints={BREAKPOINTS}
        {...swiperProps}
        keyboard={{ enabled: true, onlyInViewport: true }}
        watchSlidesProgress
        onAfterInit={inertOutOfView}
        onSlideChangeTransitionEnd={inertOutOfView}
        onResize={inertOutOfView}
        onBreakpoint={inertOutOfView}
        a11y={{
          prevSlideMessage: t('featured.previous'),
          nextSlideMessage: t('featured.next'),
          paginationBulletMessage: t('featured.goTo', { index: '{{index}}' }),
          containerMessage: t('featured.label'),
          scrollOnFocus: false,
        }}
      >
        {adverts.map((advert, index) => (
          <SwiperSlide key={advert.guid}>
            <FeaturedCard advert={advert} index={index} />
          </SwiperSlide>
        ))}
      </Swiper>
      <CarouselArrow buttonRef={prev} side="left" label={t('featured.previous')} />
      <CarouselArrow buttonRef={next} side="right" label={t('featured.next')} />
    </div>
  );
}

/** Slides out of view leave the tab order (and the accessibility tree) until they come into view. */
function inertOutOfView(swiper: SwiperInstance) {
  // Swiper marks what is in view once the position has settled: read it after this frame.
  requestAnimationFrame(() => {
    if (swiper.destroyed) return;
    for (const slide of swiper.slides) slide.inert = !slide.classList.contains('swiper-slide-visible');
  });
}
