import type { ImageAsset } from '@velvet/contract';
import { mediaUrl } from '../../../lib/api';
import { PlaceholderPortrait } from './placeholder-portrait';

/**
 * An advert photo filling its (fixed-aspect) box: WebP variants through srcset, lazy unless it is the
 * first thing a visitor sees, and a drawn portrait when there is no photo.
 */
export function AdvertImage({
  asset,
  path,
  srcSet,
  alt,
  sizes,
  priority = false,
  eager = false,
  className = '',
}: {
  asset?: ImageAsset | null;
  /** A relative path (like `main_image`) when no asset is known. */
  path?: string | null;
  /** A ready srcset when the API gives one without an asset (related adverts). */
  srcSet?: string;
  alt: string;
  sizes: string;
  /** The first visible image of the page: eager, high fetch priority. */
  priority?: boolean;
  /** Above the fold but not the first: load now, at normal priority. */
  eager?: boolean;
  className?: string;
}) {
  const src = asset?.src ?? mediaUrl(path);
  if (!src) {
    return (
      <span role="img" aria-label={alt} className={`block h-full w-full ${className}`}>
        <PlaceholderPortrait className="h-full w-full" />
      </span>
    );
  }
  return (
    <img
      src={src}
      srcSet={asset?.srcset || srcSet || undefined}
      sizes={sizes}
      alt={alt}
      width={asset?.width ?? undefined}
      height={asset?.height ?? undefined}
      loading={priority || eager ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding="async"
      className={`h-full w-full object-cover ${className}`}
    />
  );
}
