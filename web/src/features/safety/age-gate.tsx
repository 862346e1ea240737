import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '../../components/ui/button';
import { FLAGS } from '../../components/ui/flags';
import { AGE_COOKIE, cookieValue, CRAWLER, setCookie, useBoot } from '../../lib/boot';
import { otherLang } from '../../lib/locale';

export const AGE_KEY = 'ageConfirmed';
const LEAVE_URL = 'https://www.google.com';
/** Confirmed before, in this browser: the cookie the server reads, or the older local-storage mark. */
function confirmedHere(): boolean {
  try {
    return Boolean(localStorage.getItem(AGE_KEY)) || cookieValue(document.cookie, AGE_COOKIE) === '1';
  } catch {
    // Storage blocked (private mode settings): ask every visit rather than never.
    return false;
  }
}

const isModal = (dialog: HTMLDialogElement) => {
  try {
    return dialog.matches(':modal');
  } catch {
    // A browser (or test DOM) that does not know :modal: open it as a modal again.
    return false;
  }
};

function AgeGateDialog({ onConfirm }: { onConfirm: () => void }) {
  // Shown on every first visit: its words live in the always-loaded common namespace, not the admin one.
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    // The server sends the notice already open (shown before any script runs); the browser makes it modal
    // (focus kept inside, the page behind inert).
    if (dialog && !isModal(dialog)) {
      if (dialog.open) dialog.close();
      dialog.showModal();
    }
    // showModal focuses the first control (the language switch); the answer most visitors give comes first.
    confirmRef.current?.focus();
  }, []);
  const other = otherLang(i18n.language);
  const OtherFlag = FLAGS[other];
  return (
    <dialog
      ref={ref}
      open
      aria-labelledby="age-gate-title"
      aria-describedby="age-gate-text"
      // A decision is required: Escape does not dismiss the notice.
      onCancel={(event) => event.preventDefault()}
      className="fixed inset-0 z-50 m-auto h-fit w-[min(92vw,30rem)] rounded-2xl border border-night-600 bg-night-800 p-0 text-mist-100 shadow-2xl backdrop:bg-night-950/95 backdrop:backdrop-blur"
    >
      <div className="flex flex-col gap-4 p-6">
        <div className="flex items-center justify-between gap-3">
          <span className="inline-flex h-12 w-12 items-center justify-center rounded-full border-2 border-rose-400 text-lg font-bold text-rose-300">
            18+
          </span>
          <button
            type="button"
            onClick={() => void i18n.changeLanguage(other)}
            className="inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm text-mist-300 hover:bg-white/10"
            lang={other}
          >
            <OtherFlag />
            {t('ageGate.switchLanguage')}
          </button>
        </div>
        <h2 id="age-gate-title" className="text-2xl">
          {t('ageGate.title')}
        </h2>
        <div id="age-gate-text" className="flex flex-col gap-2 text-sm leading-relaxed text-mist-300">
          <p>{t('ageGate.text')}</p>
          <p>{t('ageGate.independent')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row-reverse">
          <button
            ref={confirmRef}
            type="button"
            className={buttonClass('primary', 'flex-1')}
            onClick={onConfirm}
          >
            {t('ageGate.confirm')}
          </button>
          <a href={LEAVE_URL} rel="noreferrer" className={buttonClass('secondary', 'flex-1')}>
            {t('ageGate.leave')}
          </a>
        </div>
        <p className="text-xs text-mist-400">
          <Link to="/terms" className="underline hover:text-rose-300">
            {t('ageGate.terms')}
          </Link>
        </p>
      </div>
    </dialog>
  );
}

/**
 * The 18+ notice on a visitor's first visit, remembered in a cookie (so the server knows) and in
 * localStorage. The server renders it with the page, so a first visit shows the notice before the
 * content and before any script; search engines never get it. The terms page stays readable before
 * answering.
 */
export function AgeGate() {
  const { pathname } = useLocation();
  const { ageConfirmed } = useBoot();
  const [open, setOpen] = useState(!ageConfirmed);
  useEffect(() => {
    if (!open) return;
    if (CRAWLER.test(navigator.userAgent)) setOpen(false);
    else if (confirmedHere()) {
      // Answered before the cookie existed: the server learns it from now on.
      setCookie(AGE_COOKIE, '1');
      setOpen(false);
    }
  }, [open]);
  if (!open || pathname === '/terms') return null;
  const confirm = () => {
    try {
      localStorage.setItem(AGE_KEY, '1');
    } catch {
      // Storage blocked: the cookie still remembers the answer.
    }
    setCookie(AGE_COOKIE, '1');
    setOpen(false);
  };
  return (
    <>
      {/* Dims the page until the browser turns the notice into a modal dialog with its own backdrop. */}
      <div aria-hidden="true" className="fixed inset-0 z-40 bg-night-950/95 backdrop-blur" />
      <AgeGateDialog onConfirm={confirm} />
    </>
  );
}
