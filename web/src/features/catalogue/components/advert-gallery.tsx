import ExternalLink from 'lucide-react/icons/external-link';
import Maximize2 from 'lucide-react/icons/maximize-2';
import type { AdvertDetail, ImageAsset } from '@velvet/contract';
import { lazy, Suspense, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Slide } from 'yet-another-react-lightbox';
import { mediaUrl } from '../../../lib/api';
import { Video } from '../../../components/ui/video';
import { parseSrcset } from '../advert-links';
import { advertAlt } from './advert-card';
import { AdvertImage } from './advert-image';

const MediaLightbox = lazy(() => import('./media-lightbox'));

type Photo = { asset: ImageAsset | null; path: string };

/** The sizes of a photo the lightbox may choose from. */
function sourcesOf(asset: ImageAsset | null) {
  if (!asset?.srcset) return undefined;
  return parseSrcset(asset.srcset, asset.width && asset.height ? asset.height / asset.width : 4 / 3);
}

const VIDEO_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mov: 'video/quicktime',
  m4v: 'video/mp4',
};
/** A start offset makes the browser load and show the first frame instead of a black box. */
const firstFrame = (src: string) => `${src}#t=0.1`;
const videoType = (path: string) => VIDEO_TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'video/mp4';

/**
 * Main photo (opens the popup on click), thumbnails of the other photos and the videos. The popup
 * starts at the main photo (index -1) and holds photos then videos.
 */
export function AdvertGallery({ advert }: { advert: AdvertDetail }) {
  const { t } = useTranslation('catalogue');
  const alt = advertAlt(t, advert.name, advert.city);
  const [open, setOpen] = useState<number | null>(null);

  const photos: Photo[] = useMemo(() => {
    const list: Photo[] = [];
    if (advert.main_image) list.push({ asset: advert.main_image_asset, path: advert.main_image });
    advert.images.forEach((path, i) => {
      if (path !== advert.main_image) list.push({ asset: advert.image_assets[i] ?? null, path });
    });
    return list;
  }, [advert]);
  const videos = useMemo(() => advert.videos.map((path) => mediaUrl(path)!), [advert.videos]);

  const slides: Slide[] = useMemo(
    () => [
      ...photos.map((photo) => {
        const srcSet = sourcesOf(photo.asset);
        const largest = srcSet?.at(-1);
        return {
          src: largest?.src ?? photo.asset?.src ?? mediaUrl(photo.path)!,
          alt,
          width: largest?.width,
          height: largest?.height,
          srcSet,
        };
      }),
      ...videos.map((src) => ({
        type: 'video' as const,
        sources: [{ src: firstFrame(src), type: videoType(src) }],
      })),
    ],
    [photos, videos, alt],
  );
  const total = slides.length;
  const [main, ...rest] = photos;

  return (
    <div className="flex flex-col gap-3">
      <div className="relative aspect-[3/4] overflow-hidden rounded-2xl border border-night-700 bg-night-800">
        {main ? (
          <button
            type="button"
            onClick={() => setOpen(0)}
            aria-label={t('detail.openPhoto', { index: 1, total, name: advert.name })}
            className="group block h-full w-full cursor-zoom-in focus-visible:outline-offset-[-3px]"
          >
            <AdvertImage
              asset={main.asset}
              path={main.path}
              alt={alt}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority
              className="transition-transform duration-700 group-hover:scale-[1.03]"
            />
            <span
              aria-hidden="true"
              className="absolute bottom-3 right-3 rounded-full bg-night-950/70 p-2 text-mist-100 backdrop-blur"
            >
              <Maximize2 className="h-5 w-5" />
            </span>
          </button>
        ) : (
          <AdvertImage alt={alt} sizes="100vw" />
        )}
      </div>
      {rest.length > 0 && (
        <ul aria-label={t('detail.gallery')} className="grid grid-cols-4 gap-2 sm:grid-cols-5">
          {rest.map((photo, i) => (
            <li key={photo.path}>
              <button
                type="button"
                onClick={() => setOpen(i + 1)}
                aria-label={t('detail.openPhoto', { index: i + 2, total, name: advert.name })}
                className="block aspect-square w-full cursor-zoom-in overflow-hidden rounded-lg border border-night-700 bg-night-800 hover:border-rose-400 focus-visible:outline-offset-[-2px]"
              >
                <AdvertImage asset={photo.asset} path={photo.path} alt="" sizes="120px" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {videos.length > 0 && (
        <section aria-labelledby="videos-title" className="mt-4">
          <h2 id="videos-title" className="mb-3 text-xl">
            {t('detail.videos')}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {videos.map((src, i) => (
              <li key={src} className="overflow-hidden rounded-xl border border-night-700 bg-night-800">
                <Video
                  playsInline
                  aria-label={t('detail.video', { index: i + 1, name: advert.name })}
                  className="aspect-video w-full bg-black"
                >
                  <source src={firstFrame(src)} type={videoType(src)} />
                </Video>
                <div className="flex items-center justify-end gap-2 px-3 py-1 text-sm">
                  <a
                    href={src}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex min-h-11 items-center gap-1.5 text-rose-300 hover:underline"
                  >
                    <ExternalLink aria-hidden="true" className="h-4 w-4" />
                    {t('detail.openVideo')}
                  </a>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
      {open !== null && (
        <Suspense fallback={null}>
          <MediaLightbox
            slides={slides}
            index={open}
            onClose={() => setOpen(null)}
            label={t('detail.popupLabel', { name: advert.name })}
          />
        </Suspense>
      )}
    </div>
  );
}
