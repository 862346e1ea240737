import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router';
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
      {/* Page changes scroll to the top; back/forward restore each entry's position. */}
      <ScrollRestoration />
      <ClientOnly fallback={null} until="interaction">
        <Toaster theme="dark" position="top-center" richColors closeButton duration={5000} />
      </ClientOnly>
    </div>
  );
}
