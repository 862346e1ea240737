import MapPin from 'lucide-react/icons/map-pin';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdvertCard } from '@velvet/contract';
import { ValidatedBadge } from '../../../components/ui/badge';
import { AvailableBadge } from '../../availability';
import { FavouriteButton } from '../../../components/favourite-button';
import { VerifiedPhotosBadge } from '../../trust';
import { detailsPath } from '../advert-links';
import { AdvertImage } from './advert-image';
import { advertAlt } from './advert-card';

/** Session storage key holding the index of the last featured card the visitor opened. */
export const SLIDE_KEY = 'activeSwiperSlide';

const SLIDE_SIZES =
  '(min-width: 1280px) 250px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, (min-width: 480px) 50vw, 100vw';

/** One featured advert: the same card in the first static row and in the carousel. */
export function FeaturedCard({ advert, index }: { advert: AdvertCard; index: number }) {
  const { t } = useTranslation('catalogue');
  // The heart is a sibling of the link (a button inside a link is not valid HTML), laid over the photo.
  return (
    <div className="relative">
      <Link
        to={detailsPath(advert.guid)}
        onClick={() => sessionStorage.setItem(SLIDE_KEY, String(index))}
        className="group relative block aspect-[3/4] overflow-hidden rounded-2xl border border-night-700 bg-night-800 focus-visible:outline-offset-[-2px]"
      >
        <AdvertImage
          asset={advert.main_image_asset}
          path={advert.main_image}
          alt={advertAlt(t, advert.name, advert.city)}
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
          <AvailableBadge until={advert.available_until} className="mb-1 w-fit" />
          <VerifiedPhotosBadge verified={advert.photo_verified} className="mb-1 w-fit" />
          <span className="truncate font-display text-xl text-mist-100">{advert.name}</span>
          {/* One line in a narrow card: the place is cut with an ellipsis, the age never splits from "years". */}
          <span className="flex min-w-0 items-center gap-1 text-sm text-mist-300" data-testid="card-place">
            <MapPin aria-hidden="true" className="h-3.5 w-3.5 shrink-0 text-rose-400" strokeWidth={1.8} />
            <span className="min-w-0 truncate">{advert.city || t('detail.noLocation')}</span>
            {advert.age !== null && (
              <span className="shrink-0 whitespace-nowrap text-mist-400">
                {' · '}
                {t('card.age', { age: advert.age })}
              </span>
            )}
          </span>
        </span>
      </Link>
      <FavouriteButton advert={advert} className="absolute right-2 top-2" />
    </div>
  );
}
