import X from 'lucide-react/icons/x';
import { MAX_UPLOAD_IMAGES, MAX_UPLOAD_VIDEOS } from '@velvet/contract/limits';
import { useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/toast';
import { FileInput } from '../../../components/ui/file-input';
import { Video } from '../../../components/ui/video';
import { FieldMessages } from '../../../components/ui/field';
import { Spinner } from '../../../components/ui/spinner';
import { messagesLoaded, tMessage } from '../../../lib/i18n';
import { checkVideos } from '../video-duration';
import { MaskHint, MaskPhotoButton } from '../../field-tools';

/** Object URLs for previews, revoked when the files change or the component leaves. */
function useObjectUrls(files: File[]): string[] {
  const urls = useMemo(() => files.map((file) => URL.createObjectURL(file)), [files]);
  useEffect(() => () => urls.forEach((url) => URL.revokeObjectURL(url)), [urls]);
  return urls;
}

function Shell({
  id,
  label,
  hint,
  error,
  children,
}: {
  id: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string | undefined;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      {/* Names the input through aria-labelledby; the visible button below is the input's <label>. */}
      <span id={`${id}-title`} className="text-sm font-medium text-mist-300">
        {label}
      </span>
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-mist-400">
          {hint}
        </p>
      )}
      {children}
      <FieldMessages id={id} error={error} />
    </div>
  );
}

function describedBy(id: string, hint: unknown, error: unknown): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

/** The file input is named by the picker's title and described by its hint and error. */
function pickerWiring(id: string, error: string | undefined) {
  return {
    'aria-labelledby': `${id}-title`,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, true, error),
  };
}

/**
 * A gallery picker's file input: its wiring, and a pick that hands on the chosen files and empties the
 * input (the picker holds the files; an empty input also takes the same file again).
 */
function galleryInput(id: string, error: string | undefined, onPick: (files: File[]) => void) {
  return {
    id,
    multiple: true,
    ...pickerWiring(id, error),
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const chosen = Array.from(event.target.files ?? []);
      event.target.value = '';
      onPick(chosen);
    },
  };
}

function RemoveButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      title={label}
      className="absolute right-1 top-1 flex h-9 w-9 items-center justify-center rounded-full bg-night-950/85 text-mist-100 hover:bg-red-600"
    >
      <X aria-hidden="true" className="h-4 w-4" strokeWidth={2.5} />
    </button>
  );
}

/** A media tile already stored on the server (dashboard), identified by its path. */
export type StoredMedia = { path: string; url: string };

/** A gallery picker's files, the stored media shown with them and its limit. */
type GalleryPickerProps = {
  files: File[];
  onChange: (files: File[]) => void;
  stored?: StoredMedia[] | undefined;
  onRemoveStored?: ((path: string) => void) | undefined;
  max?: number;
  error?: string | undefined;
};

/**
 * How each gallery shows its tiles: the grid, the words naming the list, the n-th stored tile (a new file
 * is named by its file name) and its remove button, and the tile itself.
 */
const GALLERIES = {
  image: {
    className: 'grid grid-cols-3 gap-2 sm:grid-cols-4 lg:grid-cols-6',
    words: { list: 'media.imagesList', stored: 'media.storedImage', remove: 'media.removeImage' },
    render: (src: string | undefined, label: string) => (
      <img src={src} alt={label} className="aspect-square w-full object-cover" />
    ),
  },
  video: {
    className: 'grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3',
    words: { list: 'media.videosList', stored: 'media.storedVideo', remove: 'media.removeVideo' },
    render: (src: string | undefined, label: string) => (
      <Video src={src} className="aspect-video w-full bg-black" aria-label={label} />
    ),
  },
};

/**
 * The tiles of a gallery picker: the stored media (removable when `onRemoveStored` is given), then the
 * newly chosen files, each with a remove button. After a removal the focus stays in the grid, so keyboard
 * users do not fall back to the top of the page.
 */
function MediaTiles({
  kind,
  picker: { files, onChange, stored = [], onRemoveStored },
}: {
  kind: keyof typeof GALLERIES;
  picker: GalleryPickerProps;
}) {
  const { t } = useTranslation('accounts');
  const { className, words, render } = GALLERIES[kind];
  const label = t(words.list);
  const storedLabel = (n: number) => t(words.stored, { n });
  const removeLabel = (n: number) => t(words.remove, { n });
  const listRef = useRef<HTMLUListElement>(null);
  const previews = useObjectUrls(files);
  const focusAfterRemove = () =>
    requestAnimationFrame(() => listRef.current?.querySelector<HTMLButtonElement>('button')?.focus());
  if (stored.length + files.length === 0) return null;
  return (
    <ul ref={listRef} aria-label={label} className={className}>
      {stored.map((item, index) => (
        <li key={item.path} className="relative overflow-hidden rounded-lg border border-night-600">
          {render(item.url, storedLabel(index + 1))}
          {onRemoveStored && (
            <RemoveButton
              label={removeLabel(index + 1)}
              onClick={() => {
                onRemoveStored(item.path);
                focusAfterRemove();
              }}
            />
          )}
        </li>
      ))}
      {files.map((file, index) => (
        <li
          key={`${file.name}-${file.lastModified}-${index}`}
          className="relative overflow-hidden rounded-lg border border-rose-400/50"
        >
          {render(previews[index], file.name)}
          {kind === 'image' && (
            <MaskPhotoButton
              compact
              file={file}
              label={t('media.maskImage', { n: stored.length + index + 1 })}
              onMasked={(masked) => onChange(files.map((f, i) => (i === index ? masked : f)))}
            />
          )}
          <RemoveButton
            label={removeLabel(stored.length + index + 1)}
            onClick={() => {
              onChange(files.filter((_, i) => i !== index));
              focusAfterRemove();
            }}
          />
        </li>
      ))}
    </ul>
  );
}

/** Main image: one file, with the HD hint, a preview and a remove button. */
export function MainImagePicker({
  file,
  onChange,
  stored,
  error,
  label,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  /** The current main image on the dashboard, shown until a new one is chosen. */
  stored?: string | undefined;
  error?: string | undefined;
  label?: string;
}) {
  const { t } = useTranslation('accounts');
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const files = useMemo(() => (file ? [file] : []), [file]);
  const [preview] = useObjectUrls(files);
  const shown = preview ?? stored;
  return (
    <Shell id={id} label={label ?? t('fields.mainImage')} hint={t('media.hdHint')} error={error}>
      <FileInput
        ref={inputRef}
        id={id}
        name="main_image"
        accept="image/*"
        buttonText={t('media.chooseMain')}
        status={file ? file.name : t('media.noFile')}
        {...pickerWiring(id, error)}
        onChange={(event) => {
          onChange(event.target.files?.[0] ?? null);
        }}
      />
      <MaskHint />
      {file && <MaskPhotoButton file={file} label={t('media.maskMain')} onMasked={onChange} />}
      {shown && (
        <div className="relative w-40 overflow-hidden rounded-xl border border-night-600">
          <img src={shown} alt={t('media.mainPreview')} className="aspect-[3/4] w-full object-cover" />
          {file && (
            <RemoveButton
              label={t('media.removeMain')}
              onClick={() => {
                onChange(null);
                if (inputRef.current) inputRef.current.value = '';
                inputRef.current?.focus();
              }}
            />
          )}
        </div>
      )}
    </Shell>
  );
}

/** Gallery images: several files added over one or more picks, each removable before sending. */
export function ImagesPicker(props: GalleryPickerProps) {
  const { files, onChange, max = MAX_UPLOAD_IMAGES, error } = props;
  const { t } = useTranslation('accounts');
  const id = useId();
  const [note, setNote] = useState('');

  function add(chosen: File[]) {
    const room = Math.max(0, max - files.length);
    if (chosen.length > room) setNote(t('media.tooManyImages', { max }));
    else setNote('');
    if (room > 0) onChange([...files, ...chosen.slice(0, room)]);
  }

  return (
    <Shell id={id} label={t('fields.images')} hint={t('media.imagesHint', { max })} error={error}>
      <FileInput
        accept="image/*"
        buttonText={t('media.chooseImages')}
        status={t('media.imagesChosen', { count: files.length })}
        {...galleryInput(id, error, add)}
      />
      <MaskHint />
      {note && (
        <p role="status" className="text-sm text-champagne-300">
          {note}
        </p>
      )}
      <MediaTiles kind="image" picker={props} />
    </Shell>
  );
}

/**
 * Videos: each chosen file's length is read in the browser first; a file over 30 s or one the browser cannot
 * read is skipped with an alert ('Video exceeds 30 seconds' or 'Invalid video file'), the rest are added.
 */
export function VideosPicker(props: GalleryPickerProps) {
  const { files, onChange, max = MAX_UPLOAD_VIDEOS, error } = props;
  const { t } = useTranslation('accounts');
  const id = useId();
  const [checking, setChecking] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const filesRef = useRef(files);
  filesRef.current = files;

  async function add(chosen: File[]) {
    if (chosen.length === 0) return;
    setChecking(true);
    const [{ accepted, rejected }] = await Promise.all([checkVideos(chosen), messagesLoaded()]);
    setChecking(false);
    const messages = rejected.map(({ file, reason }) => {
      const text = tMessage(reason === 'tooLong' ? 'media.video_too_long' : 'media.video_invalid');
      toast.error(text, { description: file.name });
      return `${file.name}: ${text}`;
    });
    const current = filesRef.current;
    const room = Math.max(0, max - current.length);
    if (accepted.length > room) messages.push(t('media.tooManyVideos', { max }));
    setProblems(messages);
    if (room > 0 && accepted.length > 0) onChange([...current, ...accepted.slice(0, room)]);
  }

  return (
    <Shell id={id} label={t('fields.videos')} hint={t('media.videosHint', { max })} error={error}>
      <FileInput
        accept="video/mp4,video/webm,video/quicktime,video/*"
        disabled={checking}
        buttonText={t('media.chooseVideos')}
        status={t('media.videosChosen', { count: files.length })}
        {...galleryInput(id, error, (chosen) => void add(chosen))}
      />
      {checking && <Spinner label={t('media.checkingVideo')} className="text-sm text-mist-300" />}
      <div aria-live="assertive">
        {problems.length > 0 && (
          <ul className="flex flex-col gap-1 text-sm text-red-300">
            {problems.map((problem) => (
              <li key={problem}>{problem}</li>
            ))}
          </ul>
        )}
      </div>
      <MediaTiles kind="video" picker={props} />
    </Shell>
  );
}
