import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { useRef, type RefObject } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';

/**
 * One of a carousel's two arrows, outside the slides (beside the dots on phones, beside the cards from
 * 640 px: carousel.css): nothing the visitor looks at is under a button. Swiper takes it over through
 * `buttonRef`.
 */
export function CarouselArrow({
  buttonRef,
  side,
  label,
}: {
  buttonRef: RefObject<HTMLButtonElement | null>;
  side: 'left' | 'right';
  label: string;
}) {
  const Icon = side === 'left' ? ChevronLeft : ChevronRight;
  return (
    <button
      ref={buttonRef}
      type="button"
      data-arrow={side}
      className={`carousel-arrow ${side === 'left' ? 'left-0' : 'right-0'}`}
      aria-label={label}
    >
      <Icon aria-hidden="true" className="h-5 w-5" />
    </button>
  );
}

/**
 * The refs of a carousel's two arrows and the Swiper props that hand them to its navigation (before it
 * starts, so the first render's empty refs do not count), with clickable dots.
 */
export function useCarouselArrows() {
  const prev = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const swiperProps = {
    onBeforeInit: (swiper: SwiperInstance) => {
      if (typeof swiper.params.navigation === 'object') {
        swiper.params.navigation.prevEl = prev.current;
        swiper.params.navigation.nextEl = next.current;
      }
    },
    navigation: { prevEl: prev.current, nextEl: next.current },
    pagination: { clickable: true },
  };
  return { prev, next, swiperProps };
}
