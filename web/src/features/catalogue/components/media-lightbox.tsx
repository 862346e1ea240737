import ExternalLink from 'lucide-react/icons/external-link';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/counter.css';

/**
 * The full-size popup of an advert's photos and videos: previous/next wrap around, arrow
 * keys move, Escape closes; a video slide offers "open in new tab". Loaded only when first opened.
 */
export default function MediaLightbox({
  slides,
  index,
  onClose,
  label,
}: {
  slides: Slide[];
  index: number;
  onClose: () => void;
  label: string;
}) {
  const { t } = useTranslation(['catalogue', 'common']);
  const [current, setCurrent] = useState(index);
  const slide = slides[current];
  // The slide's source asks for its first frame (#t=0.1); the new tab gets the plain file.
  const videoSrc = slide?.type === 'video' ? slide.sources[0]?.src.replace(/#t=[\d.]+$/, '') : undefined;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Video, Counter]}
      // "3 / 7" in the corner: where you are in the photos and videos.
      counter={{ container: { style: { top: 'unset', bottom: 0 } } }}
      carousel={{ finite: false, preload: 1 }}
      controller={{ closeOnBackdropClick: true }}
      video={{ controls: true, playsInline: true, preload: 'metadata' }}
      on={{
        view: ({ index: viewed }) => setCurrent(viewed),
      }}
      labels={{
        Previous: t('common:previous'),
        Next: t('common:next'),
        Close: t('common:close'),
        Lightbox: label,
        'Photo gallery': label,
        '{index} of {total}': t('detail.slideOf'),
      }}
      toolbar={{
        buttons: [
          videoSrc ? (
            <a
              key="open-video"
              href={videoSrc}
              target="_blank"
              rel="noopener noreferrer"
              className="yarl__button flex items-center gap-2 text-sm"
            >
              <ExternalLink aria-hidden="true" className="h-4 w-4" />
              <span>{t('detail.openVideo')}</span>
            </a>
          ) : null,
          'close',
        ].filter(Boolean),
      }}
      // Opaque: the page behind must not show through around a photo.
      styles={{ container: { backgroundColor: 'rgb(12, 9, 15)' } }}
    />
  );
}
