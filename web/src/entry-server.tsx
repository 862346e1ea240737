/**
 * The server's renderer of the public pages, built by `vite build --ssr` into dist/.ssr and loaded by
 * the server (server/src/plugins/spa.ts). It renders a page with its data already in the query cache and
 * hands back the markup, the cache to continue from in the browser, and the page's head texts.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from './app/providers';
import { routes } from './app/router';
import { prefetchCatalogue } from './features/catalogue';
import { ApiError, queryParams, type ApiCall, type Envelope } from './lib/api';
import { cookieValue, LANG_COOKIE, type Boot } from './lib/boot';
export { bootFrom } from './lib/boot';
import i18n from './lib/i18n';
import { isLang, type Lang } from './lib/locale';
import { PageHeadContext, type PageHead } from './lib/page-meta';

/** Pages worth rendering on the server: what visitors and search engines land on. The rest start in the browser. */
const RENDERED = new Set([
  '/',
  '/about',
  '/Adverts',
  '/details',
  '/bookAnAppointment',
  '/registrationForm',
  '/terms',
  '/privacy',
]);

// Every namespace, loaded once for both languages: a render never waits for a translation.
const NAMESPACES = Object.keys(import.meta.glob('./locales/en/*.json')).map((file) =>
  file.replace(/^.*\/(.+)\.json$/, '$1'),
);
// (Namespaces first: loadLanguages then loads every known namespace in both languages.)
const ready = i18n.loadNamespaces([...NAMESPACES, 'messages']).then(() => i18n.loadLanguages(['en', 'da']));

export type RenderInput = {
  /** The page's path and query, as requested. */
  url: string;
  lang: Lang;
  boot: Boot;
  /** Answers a public API read in-process, in this language: the status and envelope the route would send. */
  read: (path: string, query: Record<string, string>) => Promise<{ status: number; body: unknown }>;
};

/**
 * The language a page is rendered in: `?lang=` (the sitemap's Danish addresses), then the choice the
 * language switch remembered in a cookie, then what the browser asks for (Accept-Language).
 */
export function pageLanguage(url: URL, cookieHeader: string | undefined, negotiated: Lang): Lang {
  const fromQuery = url.searchParams.get('lang');
  if (isLang(fromQuery)) return fromQuery;
  const fromCookie = cookieValue(cookieHeader, LANG_COOKIE);
  return isLang(fromCookie) ? fromCookie : negotiated;
}

/** The app's API client for one render: reads answered in-process, failures thrown as in the browser. */
function inProcessCall(read: RenderInput['read']): ApiCall {
  return async <T,>(path: string, options: Parameters<ApiCall>[1] = {}) => {
    const { status, body } = await read(path, Object.fromEntries(queryParams(options.query)));
    const envelope = body as Envelope<T>;
    if (status >= 400 || !envelope.status) throw new ApiError(envelope.message, status);
    return envelope;
  };
}

/** What the browser needs to continue the page the server rendered (embedded as JSON). */
export type RenderedState = { lang: Lang; boot: Boot; namespaces: string[]; queries: DehydratedState };

export type RenderOutput =
  | { kind: 'page'; html: string; head: PageHead; state: RenderedState }
  | { kind: 'not-found' }
  | { kind: 'gone' }
  | { kind: 'not-rendered' };

/** The namespaces react-i18next saw the page use (it keeps them on the instance it renders with). */
const usedNamespaces = (instance: typeof i18n): string[] =>
  (
    instance as { reportNamespaces?: { getUsedNamespaces: () => string[] } }
  ).reportNamespaces?.getUsedNamespaces() ?? ['common'];

export const isRendered = (pathname: string) => RENDERED.has(pathname);

// The routes never change: ranking them is done once, not for every page (it was a twentieth of a render).
const handler = createStaticHandler(routes);

export async function render({ url, lang, boot, read }: RenderInput): Promise<RenderOutput> {
  const location = new URL(url, 'http://localhost');
  if (!RENDERED.has(location.pathname)) return { kind: 'not-rendered' };
  await ready;
  const queryClient = createQueryClient();
  const call = inProcessCall(read);
  const outcome = await prefetchCatalogue(location, { queryClient, call, lang, boot });
  if (outcome === 'not-found') return { kind: 'not-found' };
  if (outcome === 'gone') return { kind: 'gone' };

  const context = await handler.query(new Request(location));
  // No route redirects or loads data today; a Response here means there is nothing to render.
  if (context instanceof Response) return { kind: 'not-rendered' };
  const router = createStaticRouter(handler.dataRoutes, context);
  // A language of its own for this render: concurrent renders in other languages share only the texts.
  // Initialised at once (not on the next tick), so no component waits for it.
  const translator = i18n.cloneInstance({ lng: lang, initAsync: false });
  const head: PageHead = {};

  const html = await new Promise<string>((resolve, reject) => {
    let markup = '';
    const sink = new PassThrough();
    sink.on('data', (chunk: Buffer) => (markup += chunk.toString('utf8')));
    sink.on('end', () => resolve(markup));
    const stream = renderToPipeableStream(
      <I18nextProvider i18n={translator}>
        <PageHeadContext.Provider value={head}>
          <AppProviders queryClient={queryClient} boot={boot}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProviders>
        </PageHeadContext.Provider>
      </I18nextProvider>,
      {
        // Whole pages only: the data is already here, and crawlers get everything in one answer.
        onAllReady: () => stream.pipe(sink),
        // Never split a large part of the page into a later chunk completed by an inline script: the page
        // is sent whole, and the Content-Security-Policy allows no inline script.
        progressiveChunkSize: Number.MAX_SAFE_INTEGER,
        onShellError: reject,
        onError: (error) => reject(error as Error),
      },
    );
  });
  return {
    kind: 'page',
    html,
    head,
    state: {
      lang,
      boot,
      // The translations the page used: the browser loads them before it hydrates the page.
      namespaces: usedNamespaces(translator),
      queries: dehydrate(queryClient),
    },
  };
}
