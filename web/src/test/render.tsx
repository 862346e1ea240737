import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import i18n from '../lib/i18n';
import type { Lang } from '../lib/locale';

/** Every namespace a page may ask for: loaded before rendering, so nothing suspends mid-test. */
const NAMESPACES = [
  'common',
  'catalogue',
  'accounts',
  'payments',
  'admin',
  'revisit',
  'messages',
  'field-tools',
];

/** The app's own i18n instance, switched to `lang` with every namespace of both languages loaded. */
export async function setLanguage(lang: Lang) {
  await i18n.changeLanguage(lang);
  await i18n.loadLanguages(['en', 'da']);
  await i18n.loadNamespaces(NAMESPACES);
}

/** A fresh QueryClient per test: no answer is shared between tests, and failures are not retried. */
const testQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });

type Options = {
  lang?: Lang;
  /** The address the page starts at. */
  url?: string;
  /** The route pattern `ui` is mounted on (e.g. `/otpscreen/:email`); other routes show their path. */
  path?: string;
  /** Extra routes to land on (their element shows where a navigation went). */
  routes?: RouteObject[];
  queryClient?: QueryClient;
} & Pick<RenderOptions, 'container'>;

/**
 * Renders a component the way the app does: the real i18n setup in the chosen language, a real
 * QueryClient and a memory router (so links, search params and navigation work).
 */
export async function renderApp(ui: ReactElement, options: Options = {}) {
  await setLanguage(options.lang ?? 'en');
  const queryClient = options.queryClient ?? testQueryClient();
  const router = createMemoryRouter(
    [{ path: options.path ?? '/', element: ui }, ...(options.routes ?? []), { path: '*', Component: Landed }],
    { initialEntries: [options.url ?? options.path ?? '/'] },
  );
  const user = userEvent.setup();
  const result = render(
    <QueryClientProvider client={queryClient}>
      <Suspense fallback={null}>
        <RouterProvider router={router} />
      </Suspense>
    </QueryClientProvider>,
  );
  return { ...result, user, router, queryClient };
}

/** Where a navigation left the router, for assertions on redirects. */
function Landed() {
  const location = useLocation();
  return <p data-testid="landed">{location.pathname + location.search}</p>;
}
