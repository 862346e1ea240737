import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * The signed-in name with Profile and Logout, as a WAI-ARIA menu button: click, Enter or Space opens it
 * (the keyboard moves focus into it), the arrow keys, Home and End move between items, Escape and a click
 * outside close it. On desktop it also opens on hover; a click after hovering keeps it open (it used to
 * close what the hover had just opened), and leaving closes only what the hover opened.
 */
export function AccountMenu({
  name,
  isAdmin,
  onLogout,
}: {
  name: string;
  /** Operators have no advert: their menu leads to the back-office instead of the profile. */
  isAdmin: boolean;
  onLogout: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);
  const openedByHover = useRef(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);

  const items = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);
  const focusItem = (index: number) => {
    const list = items();
    list[(index + list.length) % list.length]?.focus();
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    openedByHover.current = false;
    if (returnFocus) button.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(true);
      const last = event.key === 'ArrowUp';
      requestAnimationFrame(() => focusItem(last ? -1 : 0));
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = items();
    const current = list.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, () => void> = {
      ArrowDown: () => focusItem(current + 1),
      ArrowUp: () => focusItem(current - 1),
      Home: () => focusItem(0),
      End: () => focusItem(-1),
      Escape: () => close(true),
    };
    const move = moves[event.key];
    if (move) {
      event.preventDefault();
      move();
    } else if (event.key === 'Tab') {
      close(false);
    }
  }

  return (
    <div
      ref={root}
      className="relative hidden lg:block"
      onMouseEnter={() => {
        if (open) return;
        openedByHover.current = true;
        setOpen(true);
      }}
      onMouseLeave={() => {
        if (openedByHover.current) close(false);
      }}
    >
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={`${id}-menu`}
        aria-label={t('nav.account', { name })}
        onKeyDown={onButtonKey}
        onClick={(event) => {
          // Keyboard activation (Enter/Space) reports no pointer clicks: open and move into the menu.
          const keyboard = event.detail === 0;
          if (open && openedByHover.current && !keyboard) {
            // The hover opened it; this click means "keep it open".
            openedByHover.current = false;
            return;
          }
          if (open) {
            close(false);
            return;
          }
          openedByHover.current = false;
          setOpen(true);
          if (keyboard) requestAnimationFrame(() => focusItem(0));
        }}
        className="flex min-h-11 items-center gap-2 rounded-full border border-night-600 px-4 text-sm font-medium hover:border-rose-400"
      >
        <span
          aria-hidden="true"
          className="flex h-7 w-7 items-center justify-center rounded-full bg-rose-400 text-night-950"
        >
          {name.charAt(0).toUpperCase()}
        </span>
        <span className="max-w-32 truncate">{name}</span>
      </button>
      {open && (
        <div
          ref={menu}
          id={`${id}-menu`}
          role="menu"
          aria-labelledby={`${id}-button`}
          onKeyDown={onMenuKey}
          className="absolute right-0 top-full w-48 rounded-xl border border-night-600 bg-night-800 p-1 shadow-xl"
        >
          <Link
            role="menuitem"
            tabIndex={-1}
            to={isAdmin ? '/admin' : '/dashboard'}
            onClick={() => close(false)}
            className="block rounded-lg px-3 py-2.5 text-sm hover:bg-white/10 focus:bg-white/10"
          >
            {isAdmin ? t('nav.backOffice') : t('nav.profile')}
          </Link>
          <button
            role="menuitem"
            tabIndex={-1}
            type="button"
            onClick={() => {
              close(false);
              onLogout();
            }}
            className="block w-full rounded-lg px-3 py-2.5 text-left text-sm hover:bg-white/10 focus:bg-white/10"
          >
            {t('nav.logout')}
          </button>
        </div>
      )}
    </div>
  );
}
