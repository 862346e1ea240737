import type { TFunction } from 'i18next';
import MapPin from 'lucide-react/icons/map-pin';
import type { AdvertCard as Advert } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ValidatedBadge } from '../../../components/ui/badge';
import { AvailableBadge } from '../../availability';
import { FavouriteButton } from '../../../components/favourite-button';
import { VerifiedPhotosBadge } from '../../trust';
import { formatDay } from '../../../lib/format';
import { intlLocale } from '../../../lib/locale';
import { detailsPath } from '../advert-links';
import { AdvertImage } from './advert-image';

/** Grid cards are a third of the page wide on large screens, half on medium; on phones the photo is 2/5 of a row. */
const GRID_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 40vw';

/**
 * "Name, City" — the alt text of every advert photo, in the caller's own `t`: a translation hook of its own
 * copied the i18n instance once more for every card.
 */
export const advertAlt = (t: TFunction<'catalogue'>, name: string, city: string) =>
  city ? t('card.imageAlt', { name, city }) : name;

/**
 * One advert in a grid: photo, name, address; Validated badge when the package is active and a
 * "More Details" veil on hover, on keyboard focus, and always on touch screens (no hover there).
 */
export function AdvertCard({
  advert,
  priority = false,
  sizes = GRID_SIZES,
  showDistance = false,
  headingLevel = 'h3',
  onOpen,
}: {
  advert: Advert;
  priority?: boolean;
  sizes?: string;
  showDistance?: boolean;
  headingLevel?: 'h2' | 'h3';
  onOpen?: () => void;
}) {
  const { t, i18n } = useTranslation('catalogue');
  const Heading = headingLevel;
  // The server sends the whole public place: postcode and town, and the street only if the advertiser shows it.
  const place = advert.address || [advert.zip_code, advert.city].filter(Boolean).join(' ');
  const validated = advert.user_package?.status === 'active';
  // Phones get a row (photo beside the words) so a list of nine is not nine screens long.
  return (
    <article className="group relative flex overflow-hidden rounded-2xl border border-night-700 bg-night-800 shadow-lg shadow-black/30 transition-colors focus-within:border-rose-400 focus-within:ring-2 focus-within:ring-rose-400 hover:border-rose-400/60 sm:flex-col">
      <div className="relative aspect-[4/5] w-2/5 shrink-0 overflow-hidden bg-night-700 sm:w-full">
        <AdvertImage
          asset={advert.main_image_asset}
          path={advert.main_image}
          alt={advertAlt(t, advert.name, advert.city)}
          sizes={sizes}
          priority={priority}
          className="transition-transform duration-500 group-hover:scale-105"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 hidden bg-gradient-to-t from-night-950/80 via-transparent to-transparent sm:block"
        />
        {validated && (
          <span className="absolute left-3 top-3 hidden sm:block">
            <ValidatedBadge className="shadow" />
          </span>
        )}
        <FavouriteButton advert={advert} className="absolute right-2 top-2" />
        <span
          aria-hidden="true"
          className="absolute inset-x-0 bottom-0 hidden translate-y-2 items-center justify-center pb-5 opacity-0 transition-all duration-300 group-focus-within:translate-y-0 group-focus-within:opacity-100 group-hover:translate-y-0 group-hover:opacity-100 sm:flex [@media(hover:none)]:translate-y-0 [@media(hover:none)]:opacity-100"
        >
          <span className="rounded-full border border-champagne-300/70 bg-night-950/70 px-4 py-1.5 text-xs font-semibold uppercase tracking-[0.2em] text-champagne-300 backdrop-blur">
            {t('card.moreDetails')}
          </span>
        </span>
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        {validated && (
          <span className="mb-1 sm:hidden">
            <ValidatedBadge />
          </span>
        )}
        <Heading className="truncate text-lg text-mist-100">
          {/* The whole card is one link: its box covers the card, so the photo is clickable too. */}
          <Link
            to={detailsPath(advert.guid)}
            onClick={onOpen}
            className="after:absolute after:inset-0 after:content-[''] focus:outline-none"
          >
            {advert.name}
          </Link>
        </Heading>
        <AvailableBadge until={advert.available_until} className="w-fit" />
        <VerifiedPhotosBadge verified={advert.photo_verified} className="w-fit" />
        <p className="flex items-start gap-1.5 text-sm text-mist-400 sm:items-center">
          <MapPin
            aria-hidden="true"
            className="mt-0.5 h-4 w-4 shrink-0 text-rose-400 sm:mt-0"
            strokeWidth={1.8}
          />
          <span className="line-clamp-2 sm:truncate">{place || t('detail.noLocation')}</span>
        </p>
        {advert.duo && (
          // Above the card's own link, so the partner's link takes its own taps.
          <p data-testid="duo" className="relative z-10 text-sm text-mist-300">
            {t('card.duo')}{' '}
            <Link to={detailsPath(advert.duo.guid)} className="font-semibold text-rose-300 underline">
              {advert.duo.name}
            </Link>
          </p>
        )}
        {advert.visiting && (
          <p data-testid="visiting" className="text-sm font-semibold text-champagne-300">
            {t('card.visiting', {
              town: advert.visiting.city,
              date: formatDay(advert.visiting.ends_on, i18n.language, 'short'),
            })}
          </p>
        )}
        {(advert.age !== null || (showDistance && advert.distance_km !== undefined)) && (
          <p className="flex flex-wrap justify-between gap-x-3 text-xs text-mist-400">
            {advert.age !== null && <span>{t('card.age', { age: advert.age })}</span>}
            {showDistance && advert.distance_km !== undefined && (
              <span className="text-champagne-300">
                {t('nearby.distance', { km: advert.distance_km.toLocaleString(intlLocale(i18n.language)) })}
              </span>
            )}
          </p>
        )}
        <span
          aria-hidden="true"
          className="mt-auto pt-2 text-xs font-semibold uppercase tracking-[0.2em] text-champagne-300 sm:hidden"
        >
          {t('card.moreDetails')} →
        </span>
      </div>
    </article>
  );
}
