import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes, RouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { createRouter, routes } from './app/router';
import type { RenderedState } from './entry-server';
import { bootFromCookies } from './lib/boot';
import i18n from './lib/i18n';
import './index.css';

const container = document.getElementById('root')!;
const queryClient = createQueryClient();
const stateScript = document.getElementById('velvet-state');

/**
 * A page the server rendered is continued, not drawn again: its answers go into the query cache, and the
 * page's code and texts are loaded before React takes over the markup, so the first render in the
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
  hydrateRoot(
    container,
    <AppProviders queryClient={queryClient} boot={state.boot}>
      <RouterProvider router={createRouter()} />
    </AppProviders>,
  );
}

if (stateScript?.textContent) {
  void continueServerPage(JSON.parse(stateScript.textContent) as RenderedState);
} else {
  createRoot(container).render(
    <AppProviders queryClient={queryClient} boot={bootFromCookies(document.cookie)}>
      <RouterProvider router={createRouter()} />
    </AppProviders>,
  );
}
