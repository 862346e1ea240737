import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Lightbox, { type Slide } from 'yet-another-react-lightbox';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';

/**
 * The full-size popup of an advert's photos and videos (SPEC §2): previous/next wrap around, arrow
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
  const videoSrc = slide?.type === 'video' ? slide.sources[0]?.src : undefined;
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Video]}
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
              <ExternalIcon />
              <span>{t('detail.openVideo')}</span>
            </a>
          ) : null,
          'close',
        ].filter(Boolean),
      }}
      styles={{ container: { backgroundColor: 'rgba(12, 9, 15, 0.96)' } }}
    />
  );
}

export function ExternalIcon() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-4 w-4"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
    >
      <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
    </svg>
  );
}
