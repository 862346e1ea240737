import { lazy, Suspense, useEffect, useLayoutEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate, type Location } from 'react-router';
import { ClientOnly } from '../components/client-only';
import { PageSpinner } from '../components/ui/spinner';
import { AgeGate } from '../features/safety/age-gate';
import { getSession } from '../lib/session';
import { Footer } from './footer';
import { Navbar } from './navbar';

/**
 * Pages that need a signed-in advertiser; without a stored userId they send the visitor home
 * (the guard). Every page a visitor may see is public, not only the sign-in and code screens, and
 * /dashboard keeps its own "Not Logged In" warning and redirect to /login.
 */
// Toasts appear only after an action: their code stays off the first page load.
const Toaster = lazy(() => import('sonner').then((m) => ({ default: m.Toaster })));

// The packages page is public: a visitor compares the prices before registering.
const PRIVATE_PREFIXES = ['/success', '/cancel'];

/**
 * The history entry a scroll position belongs to. An entry the site was opened on (typed, a link from
 * elsewhere, a page loaded anew) has no key of its own: the router calls every such entry "default", so
 * the advert page loaded in full overwrote the list's position and Back landed at the top. Such an entry
 * is known by its address instead.
 */
function scrollKey(location: Pick<Location, 'key' | 'pathname' | 'search'>): string {
  return location.key === 'default' ? `${location.pathname}${location.search}` : location.key;
}

/** Where the router keeps each entry's position for the session. */
const SCROLL_STORE = 'scroll-positions';

/**
 * Back, Forward or a reload that loads the page anew: the router restores positions only within one
 * page load (a page it hydrates from the server's rendering counts as already restored), so it put the
 * reader at the top. Put them where the router saved them when they left, once, on the page's first
 * render; the server rendered the page's lists, so the page is already that tall.
 */
function RestoreOnReturn() {
  useLayoutEffect(() => {
    const [load] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (load?.type !== 'back_forward' && load?.type !== 'reload') return;
    const key = (window.history.state as { key?: string } | null)?.key ?? 'default';
    try {
      const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORE) ?? '{}') as Record<string, unknown>;
      const y = saved[scrollKey({ key, pathname: window.location.pathname, search: window.location.search })];
      if (typeof y === 'number') window.scrollTo(0, y);
    } catch {
      // Nothing saved, or storage refused: the page starts at the top.
    }
  }, []);
  return null;
}

export function Layout() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const isPrivate = PRIVATE_PREFIXES.some(
      (p) => location.pathname === p || location.pathname.startsWith(`${p}/`),
    );
    if (isPrivate && !getSession().userId) void navigate('/', { replace: true });
  }, [location.pathname, navigate]);

  return (
    <div className="flex min-h-dvh flex-col">
      {/* First in the page: the notice is whole in the first paint, not grown as a long page is read. */}
      <AgeGate />
      <Navbar />
      {/* At least a screen tall: the footer never jumps up and down while a lazy page arrives (CLS). */}
      <main id="main" tabIndex={-1} className="min-h-dvh flex-1 focus:outline-none">
        <Suspense fallback={<PageSpinner />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      {/* Page changes scroll to the top; back/forward restore each entry's position, within the app or
          into a page loaded anew. */}
      <ScrollRestoration getKey={scrollKey} storageKey={SCROLL_STORE} />
      <RestoreOnReturn />
      <ClientOnly fallback={null} until="interaction">
        <Toaster theme="dark" position="top-center" richColors closeButton duration={5000} />
      </ClientOnly>
    </div>
  );
}
