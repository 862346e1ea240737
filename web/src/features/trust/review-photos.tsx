import type { ImageAsset, ReviewPhoto } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { Video } from '../../components/ui/video';

/** A selfie or advert photo in an operator queue: loaded through its signed URL, never cached publicly. */
export function QueueImage({ asset, alt }: { asset: Pick<ImageAsset, 'src' | 'srcset'>; alt: string }) {
  return (
    <img
      src={asset.src}
      srcSet={asset.srcset || undefined}
      sizes="(min-width: 1024px) 16rem, 45vw"
      alt={alt}
      loading="lazy"
      className="aspect-[4/5] w-full rounded-xl bg-night-700 object-cover"
    />
  );
}

/** The advert's photos (and videos) as the queues show them, each marked when it waits for review. */
export function ReviewPhotos({
  photos,
  name,
  markUnreviewed = true,
}: {
  photos: ReviewPhoto[];
  name: string;
  /** Mark photos waiting for review (the review queue); the verification queue compares faces only. */
  markUnreviewed?: boolean;
}) {
  const { t } = useTranslation('trust');
  if (photos.length === 0) return <p className="text-sm text-mist-400">{t('admin.noPhotos')}</p>;
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-3">
      {photos.map((photo, i) => (
        <li key={photo.id} className="relative">
          {photo.kind === 'video' ? (
            <Video src={photo.url} className="aspect-[4/5] w-full rounded-xl bg-night-700" />
          ) : (
            <QueueImage
              asset={{ src: photo.url, srcset: photo.srcset ?? '' }}
              alt={t('admin.photoAlt', { name, n: i + 1 })}
            />
          )}
          <span className="absolute left-2 top-2 flex flex-wrap gap-1">
            {photo.kind === 'main' && (
              <span className="rounded-full bg-night-950/80 px-2 py-0.5 text-xs text-mist-100">
                {t('admin.main')}
              </span>
            )}
            {markUnreviewed && !photo.reviewed && (
              <span className="rounded-full bg-champagne-400 px-2 py-0.5 text-xs font-semibold text-night-950">
                {photo.held ? t('admin.heldPhoto') : t('admin.newPhoto')}
              </span>
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}
