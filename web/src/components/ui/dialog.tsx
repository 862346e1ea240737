import X from 'lucide-react/icons/x';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * A modal built on the native <dialog>: focus is trapped and restored by the browser, Escape closes,
 * and the rest of the page is inert while it is open.
 */
/** Whether a dialog shows, and what closing it (Escape, the close button, an answer) does. */
export type DialogState = { open: boolean; onClose: () => void };

export function Dialog({
  open,
  onClose,
  title,
  children,
  className = '',
}: DialogState & { title: ReactNode; children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDialogElement>(null);
  const { t } = useTranslation();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === ref.current) onClose();
      }}
      aria-labelledby="dialog-title"
      className={`m-auto w-[min(92vw,32rem)] rounded-2xl border border-night-600 bg-night-800 p-0 text-mist-100 shadow-2xl backdrop:bg-black/70 ${className}`}
    >
      {open && (
        <div className="p-6">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id="dialog-title" className="text-xl">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="-m-2 rounded-full p-2 text-mist-300 hover:bg-white/10"
            >
              <X aria-hidden="true" className="h-5 w-5" />
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
