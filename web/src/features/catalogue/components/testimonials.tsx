import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { useFeedbacks } from '../api/feedbacks';
import { intlLocale } from '../../../lib/locale';
import { CarouselArrow, useCarouselArrows } from './carousel-arrow';
import './carousel.css';
import { Stars } from './stars';
import { Eyebrow } from '../../../components/ui/eyebrow';

/**
 * Testimonials: shown only when more than one exists; 1 slide by default, 1/2/3 from
 * 480/768/1024, dots, arrows, infinite loop, no autoplay.
 */
export function Testimonials({ escortId }: { escortId: number }) {
  const { t, i18n } = useTranslation('catalogue');
  const feedbacks = useFeedbacks(escortId);
  const { prev, next, swiperProps } = useCarouselArrows();
  useEffect(() => {
    if (feedbacks.isError) console.error('feedback:', feedbacks.error);
  }, [feedbacks.isError, feedbacks.error]);
  const items = feedbacks.data ?? [];
  if (items.length <= 1) return null;
  // Loop mode needs more slides than are on screen; never show more than there are.
  const perView = (n: number) => Math.min(n, items.length - 1 || 1);
  const date = new Intl.DateTimeFormat(intlLocale(i18n.language), { dateStyle: 'medium' });
  return (
    <section aria-labelledby="testimonials-title" className="text-center">
      <Eyebrow>{t('testimonials.title')}</Eyebrow>
      <h2 id="testimonials-title" className="mb-8 mt-2 text-2xl sm:text-3xl">
        {t('testimonials.subtitle')}
      </h2>
      {/* Arrows outside the slides' box: text is never under a button and no neighbour peeks in. */}
      <div className="relative sm:px-14">
        <Swiper
          className="testimonials-swiper"
          modules={[Navigation, Pagination, A11y]}
          slidesPerView={1}
          spaceBetween={16}
          loop
          {...swiperProps}
          breakpoints={{
            480: { slidesPerView: perView(1) },
            768: { slidesPerView: perView(2) },
            1024: { slidesPerView: perView(3) },
          }}
          a11y={{ prevSlideMessage: t('testimonials.previous'), nextSlideMessage: t('testimonials.next') }}
        >
          {items.map((item) => (
            <SwiperSlide key={item.id} className="!h-auto">
              <figure className="flex h-full flex-col items-center gap-4 rounded-2xl border border-night-700 bg-night-800 px-6 py-8">
                <Stars rating={item.rating} />
                <blockquote className="font-display text-lg italic leading-relaxed text-mist-100">
                  “{item.message}”
                </blockquote>
                <figcaption className="mt-auto text-sm text-mist-400">
                  <span className="font-semibold text-rose-300">{item.name}</span>
                  {item.created_at && <> · {date.format(new Date(item.created_at))}</>}
                </figcaption>
              </figure>
            </SwiperSlide>
          ))}
        </Swiper>
        <CarouselArrow buttonRef={prev} side="left" label={t('testimonials.previous')} />
        <CarouselArrow buttonRef={next} side="right" label={t('testimonials.next')} />
      </div>
    </section>
  );
}
