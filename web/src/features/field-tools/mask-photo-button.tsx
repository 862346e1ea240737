import SquareDashed from 'lucide-react/icons/square-dashed';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '../../components/ui/spinner';

// The editor and its canvas code load only when an advertiser opens it: the forms' pages stay as light as before.
const MaskEditor = lazy(() => import('./mask-editor'));

/**
 * "Cover parts": opens the masking editor on a photo chosen but not yet sent; the painted copy it hands
 * back takes the original's place in the form, so only the copy is uploaded. Never offered for the
 * verification selfie, which must show the face.
 */
export function MaskPhotoButton({
  file,
  onMasked,
  label,
  compact = false,
}: {
  file: File;
  onMasked: (masked: File) => void;
  /** Names the photo for screen readers ("Cover parts of photo 2"). */
  label: string;
  compact?: boolean;
}) {
  const { t } = useTranslation('field-tools');
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-label={label}
        title={label}
        className={
          compact
            ? 'absolute bottom-1 left-1 flex h-9 w-9 items-center justify-center rounded-full bg-night-950/85 text-mist-100 hover:bg-rose-500'
            : 'inline-flex min-h-11 w-fit items-center gap-2 rounded-full border border-rose-400/60 px-4 text-sm font-semibold text-rose-300 hover:bg-rose-400/10'
        }
      >
        <SquareDashed aria-hidden="true" className="h-4 w-4" strokeWidth={2.2} />
        {!compact && t('mask.open')}
      </button>
      {open && (
        <Suspense fallback={<Spinner label={t('mask.loading')} />}>
          <MaskEditor
            file={file}
            onCancel={() => setOpen(false)}
            onDone={(masked) => {
              setOpen(false);
              onMasked(masked);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

/** The one line every photo picker says about masking. */
export function MaskHint() {
  const { t } = useTranslation('field-tools');
  return <p className="text-xs text-mist-400">{t('mask.pickerHint')}</p>;
}
