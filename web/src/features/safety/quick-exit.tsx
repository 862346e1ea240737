import LogOut from 'lucide-react/icons/log-out';
import { useTranslation } from 'react-i18next';

/**
 * "Quick exit": first in the tab order after the skip link, in the sticky header so a phone always shows it.
 * Its behaviour lives in /quick-exit.js (a plain script every page loads), so it works before the app's code
 * has arrived: a click, or Escape pressed three times, replaces the page with a neutral site. Without any
 * script the link still leaves through /exit, which redirects there.
 */
export function QuickExit({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <a
      href="/exit"
      data-quick-exit=""
      rel="noreferrer"
      title={t('quickExit.hint')}
      className={`flex min-h-11 shrink-0 items-center gap-1.5 rounded-md bg-rose-400 px-3 text-sm font-semibold text-night-950 hover:bg-rose-300 ${className}`}
    >
      <LogOut aria-hidden="true" className="h-4 w-4" />
      {t('quickExit.label')}
    </a>
  );
}
