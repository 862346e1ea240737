import { hydrate } from '@tanstack/react-query';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { HydratingServerPage, hydrateWaitingCards } from './components/hydrate-when-near';
import { createRouter, routes } from './app/router';
import type { RenderedState } from './entry-server';
import { bootFrom } from './lib/boot';
import i18n from './lib/i18n';
import { isLang } from './lib/locale';
import './index.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const stateScript = document.getElementById('velvet-state');

/**
 * A page the server rendered is hydrated, not rendered again: its answers go into the query cache, and the
 * page's code and texts are loaded before React hydrates the markup, so the first render in the
 * browser is the server's to the letter.
 */
async function continueServerPage(state: RenderedState) {
  hydrate(queryClient, state.queries);
  const lazyMatches = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all([
    i18n.loadNamespaces(state.namespaces),
    ...lazyMatches.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  ]);
  const router = createRouter();
  // A navigation (a link, a filter written to the address) changes the router's context around the cards
  // that are still waiting to be hydrated: they are hydrated then, or React would hold the navigation
  // until each had come near the screen.
  const { key } = router.state.location;
  router.subscribe((next) => {
    if (next.location.key !== key || next.navigation.state !== 'idle') hydrateWaitingCards();
  });
  // As a transition, the browser gets the main thread back every few milliseconds while React hydrates a
  // long page: a tap during that time is answered, and no single task blocks the page for long.
  startTransition(() => {
    hydrateRoot(
      container,
      <HydratingServerPage value>
        <AppProviders queryClient={queryClient} boot={state.boot}>
          <RouterProvider router={router} />
        </AppProviders>
      </HydratingServerPage>,
    );
  });
  // A language chosen in this browser before the server could know it (no cookie yet) still wins:
  // the page switches once, and the cookie makes the server render it that way from now on.
  const stored = localStorage.getItem('lang');
  if (!new URLSearchParams(window.location.search).has('lang') && isLang(stored) && stored !== state.lang)
    void i18n.changeLanguage(stored);
}

if (stateScript?.textContent) {
  void continueServerPage(JSON.parse(stateScript.textContent) as RenderedState);
} else {
  createRoot(container).render(
    <AppProviders queryClient={queryClient} boot={bootFrom(document.cookie, navigator.userAgent)}>
      <RouterProvider router={createRouter()} />
    </AppProviders>,
  );
}
