import Heart from 'lucide-react/icons/heart';
import type { AdvertCard } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { toggleFavourite, useIsFavourite } from '../lib/visitor-memory';

type Advert = Pick<AdvertCard, 'guid' | 'name' | 'city' | 'main_image_asset'>;

/**
 * The heart that saves an advert in this browser. A toggle button (aria-pressed), so screen readers
 * say "pressed" when saved; it sits above a card's full-size link, so clicking it never opens the advert.
 */
export function FavouriteButton({
  advert,
  variant = 'overlay',
  className = '',
}: {
  advert: Advert;
  /** overlay: a round icon on a card photo, placed by `className`; labelled: an outlined button with words (detail page). */
  variant?: 'overlay' | 'labelled';
  className?: string;
}) {
  const { t } = useTranslation();
  const saved = useIsFavourite(advert.guid);
  const label = saved
    ? t('favourites.remove', { name: advert.name })
    : t('favourites.save', { name: advert.name });
  const heart = (
    <Heart
      aria-hidden="true"
      className={variant === 'overlay' ? 'h-5 w-5' : 'h-5 w-5 shrink-0'}
      fill={saved ? 'currentColor' : 'none'}
      strokeWidth={1.8}
    />
  );
  const toggle = () => void toggleFavourite(advert);
  if (variant === 'labelled') {
    return (
      <button
        type="button"
        aria-pressed={saved}
        onClick={toggle}
        className={`inline-flex min-h-11 items-center gap-2 rounded-full border px-4 text-sm font-semibold transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-400 ${
          saved
            ? 'border-rose-400 bg-rose-400/15 text-rose-200'
            : 'border-night-600 text-mist-200 hover:border-rose-400 hover:text-rose-200'
        } ${className}`}
      >
        <span className={saved ? 'text-rose-400' : ''}>{heart}</span>
        {/* The words stay the same; aria-pressed says whether it is saved. */}
        {t('favourites.button')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={saved}
      aria-label={label}
      title={label}
      onClick={toggle}
      className={`z-10 inline-flex h-11 w-11 items-center justify-center rounded-full border backdrop-blur transition-colors focus:outline-none focus-visible:ring-2 focus-visible:ring-rose-400 ${
        saved
          ? 'border-rose-400 bg-night-950/80 text-rose-400'
          : 'border-night-600/80 bg-night-950/60 text-mist-100 hover:text-rose-300'
      } ${className}`}
    >
      {heart}
    </button>
  );
}
