import Menu from 'lucide-react/icons/menu';
import X from 'lucide-react/icons/x';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { api } from '../lib/api';
import { clearSession, useSession } from '../lib/session';
import { Logo } from '../components/logo';
import { LanguageSwitch } from '../components/language-switch';
import { QuickExit } from '../features/safety/quick-exit';
import { AccountMenu } from './account-menu';

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-md px-3 text-sm font-medium transition-colors hover:text-rose-300 ${
    isActive ? 'text-rose-300' : 'text-mist-100'
  }`;

type Who = { signedIn: boolean; isAdmin: boolean };

/** The navbar's links in their order, and who sees each (everyone where `shown` is absent). */
const LINKS: { to: string; label: string; shown?: (who: Who) => boolean }[] = [
  { to: '/', label: 'nav.home' },
  // Operators have no advert to buy packages for: they get the back-office instead.
  { to: '/packages', label: 'nav.packages', shown: (who) => who.signedIn && !who.isAdmin },
  { to: '/admin', label: 'nav.backOffice', shown: (who) => who.isAdmin },
  { to: '/about', label: 'nav.about' },
  { to: '/Adverts', label: 'nav.models' },
  { to: '/favourites', label: 'navFavourites' },
  { to: '/login', label: 'nav.signIn', shown: (who) => !who.signedIn },
  { to: '/registrationForm', label: 'nav.registration', shown: (who) => !who.signedIn },
];

/**
 * The navbar: links by session state, account menu (a menu button that also opens on hover), mobile menu
 * toggle, language flags.
 */
export function Navbar() {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const MenuIcon = menuOpen ? X : Menu;

  useEffect(() => {
    setMenuOpen(false);
  }, [location.pathname]);

  async function logout() {
    // Revoke the token on the server too; signing out locally must work even when offline.
    if (session.authToken) await api('auth/logout', { method: 'POST' }).catch(() => undefined);
    clearSession();
    setMenuOpen(false);
    void navigate('/login');
  }

  const links = LINKS.filter((link) => link.shown?.(session) ?? true).map((link) => (
    <NavLink key={link.to} to={link.to} end={link.to === '/'} className={linkClass}>
      {t(link.label)}
    </NavLink>
  ));

  return (
    <header className="sticky top-0 z-40 border-b border-night-700 bg-night-900/95 backdrop-blur">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-rose-400 focus:px-3 focus:py-2 focus:text-night-950"
      >
        {t('skipToContent')}
      </a>
      <div className="container-page flex h-16 items-center justify-between gap-2 sm:gap-4">
        {/* First after the skip link in the tab order, drawn at the row's end where a phone always shows it. */}
        <QuickExit className="order-last" />
        <Link to="/" className="shrink-0" aria-label={t('nav.home')}>
          <Logo />
        </Link>
        <nav aria-label={t('nav.menu')} className="hidden items-center gap-1 lg:flex">
          {links}
        </nav>
        <div className="flex items-center gap-2">
          <LanguageSwitch className="hidden sm:flex" />
          {session.signedIn && (
            <AccountMenu name={session.name ?? ''} isAdmin={session.isAdmin} onLogout={() => void logout()} />
          )}
          <button
            type="button"
            className="flex min-h-11 min-w-11 items-center justify-center rounded-md hover:bg-white/10 lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <MenuIcon aria-hidden="true" className="h-6 w-6" />
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label={t('nav.menu')}
          className="border-t border-night-700 bg-night-900 lg:hidden"
        >
          <div className="container-page flex flex-col py-2">
            {links}
            {session.signedIn && (
              <>
                {!session.isAdmin && (
                  <NavLink to="/dashboard" className={linkClass}>
                    {t('nav.profile')}
                  </NavLink>
                )}
                <button
                  type="button"
                  onClick={() => void logout()}
                  className="flex min-h-11 items-center px-3 text-left text-sm"
                >
                  {t('nav.logout')}
                </button>
              </>
            )}
            <LanguageSwitch className="px-2 py-2 sm:hidden" />
          </div>
        </nav>
      )}
    </header>
  );
}
