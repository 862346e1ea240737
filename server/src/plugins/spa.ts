import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PAGE_PATHS, translate, type Language } from '@velvet/contract';
import { sendError } from './errors.ts';
import { DATABASE_RETRY_AFTER_SECONDS, databaseOutage } from '../db/errors.ts';
import { escapeHtml } from '../lib/html.ts';
import { DEFAULT_WEB_DIST } from '../paths.ts';

/** Tags a page gets in the served HTML itself, so shared links preview without JavaScript. */
export type PageHead = {
  title: string;
  description: string;
  image?: string;
  url?: string;
  type?: string;
  noindex?: boolean;
  /** The page's subject is gone for good (a retired advert): the page answers 410. */
  gone?: boolean;
  /** Structured data for search engines (JSON-LD), where it fits the page. */
  structuredData?: Record<string, unknown>;
};
type HeadProvider = (url: URL, lang: Language) => Promise<PageHead | null>;

/** Headers that apply to documents only; `nosniff` and the resource policy stay on every file. */
const PAGE_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
  'x-request-id',
];

/** The app's entry module (src) and the modules it preloads (href), as the build writes them into index.html. */
const APP_SCRIPTS =
  /<script type="module" crossorigin src="([^"]+)"><\/script>|<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * A rendered page starts the app through /start.js (web/public), which fetches the same modules once the
 * page's photos have loaded or the visitor starts to use it: the first screen is not waiting on them.
 */
function startScript(template: string): string {
  let entry = '';
  const preload: string[] = [];
  for (const [, src, href] of template.matchAll(APP_SCRIPTS)) {
    if (src) entry = src;
    else if (href) preload.push(href);
  }
  return `<script src="/start.js" data-entry="${escapeHtml(entry)}" data-preload="${escapeHtml(preload.join(' '))}" defer></script>`;
}

/** The web app's server renderer (web/src/entry-server.tsx, built into the web app's .ssr folder). */
type Renderer = {
  isRendered: (pathname: string) => boolean;
  pageLanguage: (url: URL, cookieHeader: string | undefined, negotiated: Language) => Language;
  bootFrom: (cookieHeader: string | undefined, userAgent: string | undefined) => unknown;
  render: (input: {
    url: string;
    lang: Language;
    boot: unknown;
    read: (path: string, query: Record<string, string>) => Promise<{ status: number; body: unknown }>;
  }) => Promise<
    | { kind: 'page'; html: string; head: { title?: string; description?: string }; state: unknown }
    | { kind: 'not-found' }
    | { kind: 'gone' }
    | { kind: 'not-rendered' }
  >;
};

/** JSON inside <script>: nothing in it can close the tag or start a comment. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The database did not answer a page's reads within the page's deadline: the page answers 503. */
class PageUnavailable extends Error {}

/** The 503 page's look: no script and no app, so it shows whatever else is down. */
const UNAVAILABLE_STYLE =
  '<style>.unavailable{max-width:32rem;margin:20vh auto 0;padding:0 1.5rem;text-align:center;font-family:system-ui,sans-serif}.unavailable h1{font-size:1.5rem;margin:0 0 .75rem}.unavailable p{margin:0 0 1.5rem;opacity:.85}.unavailable a{display:inline-block;min-height:44px;line-height:44px;padding:0 1.5rem;border-radius:999px;background:#e7b8d3;color:#120d16;font-weight:700;text-decoration:none}.unavailable a:focus-visible{outline:3px solid #fff;outline-offset:2px}</style>';

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules push providers that describe their pages for the served HTML (title, OG tags). */
    spaHeadProviders: HeadProvider[];
  }
}

/**
 * Every client route the web app knows, from the pages list its router is checked against; anything else
 * gets the not-found page with status 404. A page `/x/*` is also `/x` itself, as in the router.
 */
const CLIENT_ROUTES = PAGE_PATHS.flatMap((page) =>
  page.endsWith('/*') ? [page.slice(0, -2), page] : [page],
);

/** Query parameters that name a different page (an advert, a page of a list); the rest only filter or sort. */
const CANONICAL_PARAMS = ['guid', 'page'];

/** The page's address for search engines, in a language: English without `lang`, Danish with `lang=da`. */
function canonicalUrl(publicUrl: string, url: URL, lang: Language): string {
  const kept = new URLSearchParams();
  for (const key of CANONICAL_PARAMS) {
    const value = url.searchParams.get(key);
    if (value) kept.set(key, value);
  }
  if (lang !== 'en') kept.set('lang', lang);
  const qs = kept.toString();
  return `${publicUrl}${url.pathname}${qs ? `?${qs}` : ''}`;
}

function renderHead(
  head: PageHead,
  alternates: { canonical: string; en: string; da: string; lang: Language },
) {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<link rel="canonical" href="${escapeHtml(alternates.canonical)}">`,
    `<link rel="alternate" hreflang="en" href="${escapeHtml(alternates.en)}">`,
    `<link rel="alternate" hreflang="da" href="${escapeHtml(alternates.da)}">`,
    `<link rel="alternate" hreflang="x-default" href="${escapeHtml(alternates.en)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${escapeHtml(head.type ?? 'website')}">`,
    `<meta property="og:url" content="${escapeHtml(head.url ?? alternates.canonical)}">`,
    `<meta property="og:locale" content="${alternates.lang === 'da' ? 'da_DK' : 'en_GB'}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
  if (head.structuredData)
    tags.push(`<script type="application/ld+json">${scriptJson(head.structuredData)}</script>`);
  return tags.join('\n    ');
}

/**
 * Serves the built web app: hashed assets with a year of cache, the HTML shell for the client routes
 * (with per-page head tags), a 404 shell for unknown pages, and a JSON 404 envelope under /api.
 */
export default fp<{ webDist?: string | undefined }>(
  async (app, options) => {
    app.decorate('spaHeadProviders', [] as HeadProvider[]);
    const dist = options.webDist ?? DEFAULT_WEB_DIST;
    const indexFile = path.join(dist, 'index.html');
    const template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : null;
    const appStart = template ? startScript(template) : '';
    if (template) {
      await app.register(fastifyStatic, {
        // The app's files are not worth a log line each at info in development (a page asks for dozens);
        // warnings and errors still show.
        ...(app.deps.config.env === 'development' ? { logLevel: 'warn' as const } : {}),
        root: dist,
        wildcard: false,
        index: false,
        serveDotFiles: false,
        cacheControl: false,
        // The build writes each script and style sheet compressed at brotli's and gzip's best (file.br,
        // file.gz): a phone downloads a seventh less than with the quick compression done per request.
        preCompressed: true,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          // The bytes depend on the encodings the browser takes: a shared cache must keep them apart.
          res.setHeader('vary', 'accept-encoding');
          res.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
      // A script or a style sheet is not a page: the page policies (CSP, framing, referrer, opener) mean
      // nothing on it, and a phone would download them again with each of the page's files.
      app.addHook('onSend', async (request, reply) => {
        if (!request.url.startsWith('/assets/')) return;
        for (const header of PAGE_ONLY_HEADERS) reply.removeHeader(header);
      });
    } else {
      app.log.warn({ dist }, 'web app not built: run `npm run build` to serve pages');
    }

    // The server renderer, when the web app was built with it: public pages arrive rendered, with their data.
    const rendererFile = path.join(dist, '.ssr', 'entry-server.js');
    const renderer: Renderer | null =
      template && existsSync(rendererFile)
        ? ((await import(pathToFileURL(rendererFile).href)) as Renderer)
        : null;
    // Every page loads the quick exit's script (web/public/quick-exit.js) with the neutral site it leaves for.
    const quickExit = `<script src="/quick-exit.js" data-url="${escapeHtml(app.deps.config.quickExitUrl)}" defer></script>`;
    const shellHead: PageHead = {
      title: /<title>([^<]*)<\/title>/.exec(template ?? '')?.[1] ?? 'Velvet',
      description: /<meta\s+name="description"\s+content="([^"]*)"/.exec(template ?? '')?.[1] ?? '',
    };

    // A page waits for the database no longer than an API request does (the one wait, after which the
    // client gives up on a statement), and only once: past that deadline, or as soon as one of its reads
    // finds the database away, it answers its 503 page. Its reads one after another (and again, as the
    // query client retries) would otherwise each wait out a timeout of their own.
    const pageDeadlineMs = app.deps.config.databaseTimeouts.waitMs;

    /** One page's deadline: `expired` rejects when it passes, or at once when `fail()` is called. */
    function pageDeadline() {
      let failed = false;
      let fail = () => {};
      const expired = new Promise<never>((_resolve, reject) => {
        fail = () => {
          failed = true;
          reject(new PageUnavailable());
        };
      });
      // Nobody may be waiting on it when it fails (the page was done): that is not an unhandled rejection.
      expired.catch(() => undefined);
      const timer = setTimeout(() => fail(), pageDeadlineMs);
      timer.unref();
      return {
        expired,
        fail,
        failed: () => failed,
        /** `work`, or PageUnavailable once the deadline fails; a database outage inside it fails the deadline. */
        async race<T>(work: Promise<T>): Promise<T> {
          try {
            return await Promise.race([work, expired]);
          } catch (error) {
            if (databaseOutage(error)) fail();
            throw failed ? new PageUnavailable() : error;
          }
        },
        done: () => clearTimeout(timer),
      };
    }

    /** The HTML of a client route: rendered with its data where the renderer can, else the shell; both with their head. */
    async function composePage(
      request: FastifyRequest,
      url: URL,
      lang: Language,
      boot: unknown,
      status: number,
    ): Promise<{ status: number; html: string; retryAfter?: string }> {
      const deadline = pageDeadline();
      try {
        return await composeWithin(deadline, request, url, lang, boot, status);
      } catch (error) {
        if (!(error instanceof PageUnavailable)) throw error;
        request.log.warn({ url: url.pathname }, 'database unavailable: page answered 503');
        return {
          status: 503,
          html: unavailablePage(url, lang),
          retryAfter: String(DATABASE_RETRY_AFTER_SECONDS),
        };
      } finally {
        deadline.done();
      }
    }

    /** The page in the visitor's language that says the site cannot show it now, and offers to try again. */
    function unavailablePage(url: URL, lang: Language): string {
      const title = translate(lang, 'errors.page_unavailable_title');
      return template!
        .replace(/<html[^>]*>/, `<html lang="${lang}">`)
        .replace(/\s*<meta\s+name="description"[^>]*>/, '')
        .replace(
          /<title>[^<]*<\/title>/,
          `<title>${escapeHtml(title)} — Velvet</title><meta name="robots" content="noindex">`,
        )
        .replace(APP_SCRIPTS, '')
        .replace('</head>', `${quickExit}${UNAVAILABLE_STYLE}</head>`)
        .replace(
          '<div id="root"></div>',
          `<div id="root"><main class="unavailable" role="alert"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(translate(lang, 'errors.database_unavailable'))}</p><a href="${escapeHtml(`${url.pathname}${url.search}`)}">${escapeHtml(translate(lang, 'errors.page_unavailable_retry'))}</a></main></div>`,
        );
    }

    async function composeWithin(
      deadline: ReturnType<typeof pageDeadline>,
      request: FastifyRequest,
      url: URL,
      lang: Language,
      boot: unknown,
      status: number,
    ): Promise<{ status: number; html: string }> {
      let page: Extract<Awaited<ReturnType<Renderer['render']>>, { kind: 'page' }> | null = null;
      if (renderer && status === 200 && renderer.isRendered(url.pathname)) {
        try {
          const out = await deadline.race(
            renderer.render({
              url: `${url.pathname}${url.search}`,
              lang,
              boot,
              read: async (apiPath, query) => {
                // After the deadline no read starts: a render still retrying stops at its next read.
                if (deadline.failed()) throw new PageUnavailable();
                try {
                  return await app.readPublic(lang, apiPath, query);
                } catch (error) {
                  if (databaseOutage(error)) deadline.fail();
                  throw error;
                }
              },
            }),
          );
          if (out.kind === 'not-found') status = 404;
          else if (out.kind === 'gone') status = 410;
          else if (out.kind === 'page') page = out;
        } catch (error) {
          if (error instanceof PageUnavailable) throw error;
          // A page that cannot be rendered here still works: the browser renders it, as before.
          request.log.error({ err: error }, 'server rendering failed; the page starts in the browser');
        }
      }
      let provided: PageHead | null = null;
      for (const provider of app.spaHeadProviders) {
        provided = await deadline.race(provider(url, lang));
        if (provided) break;
      }
      const head: PageHead = { ...shellHead, ...provided, ...page?.head };
      if (provided?.gone) status = 410;
      if (status === 404 || status === 410) head.noindex = true;
      const { publicUrl } = app.deps.config;
      const alternates = {
        lang,
        canonical: canonicalUrl(publicUrl, url, lang),
        en: canonicalUrl(publicUrl, url, 'en'),
        da: canonicalUrl(publicUrl, url, 'da'),
      };
      // The shell's own title and description give way to the page's, so each tag appears once.
      let html = template!
        .replace(/<html[^>]*>/, `<html lang="${lang}"${page ? ' data-rendered="server"' : ''}>`)
        .replace(/\s*<meta\s+name="description"[^>]*>/, '')
        .replace(/<title>[^<]*<\/title>/, renderHead(head, alternates))
        .replace('</head>', `${quickExit}</head>`);
      if (page) {
        // React puts the preloads of the page's first photos at the start of its markup; in <head>, before the
        // stylesheet, the browser asks for the photo the page waits for (its LCP) as soon as it reads them.
        const preloads = /^(?:<link rel="preload"[^>]*>)+/.exec(page.html)?.[0] ?? '';
        html = html
          .replace(APP_SCRIPTS, '')
          .replace('</head>', `${appStart}</head>`)
          .replace('<link rel="stylesheet"', `${preloads}<link rel="stylesheet"`)
          .replace(
            '<div id="root"></div>',
            `<div id="root">${page.html.slice(preloads.length)}</div><script id="velvet-state" type="application/json">${scriptJson(page.state)}</script>`,
          );
      }
      return { status, html };
    }

    async function sendShell(request: FastifyRequest, reply: FastifyReply, status: number) {
      if (!template) {
        // Without a built web app a client route cannot be served (503), but an unknown path is still a 404.
        if (status === 404) return sendError(reply, request.lang, 404, 'errors.not_found');
        return reply
          .code(503)
          .type('text/plain; charset=utf-8')
          .send('The web app is not built. Run `npm run build`.');
      }
      const url = new URL(request.url, 'http://localhost');
      const cookies = request.headers.cookie;
      const lang = renderer ? renderer.pageLanguage(url, cookies, request.lang) : request.lang;
      const boot = renderer?.bootFrom(cookies, request.headers['user-agent']);
      // Rendered pages are kept like the API answers they are made of (and forgotten with them on a write):
      // the same page for the same address, language and visitor facts is rendered once a few seconds.
      const rendered = renderer && status === 200 && renderer.isRendered(url.pathname);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-language, cookie');
      return app.listCache.sendPage(
        request,
        reply,
        rendered ? `page ${lang} ${JSON.stringify(boot)} ${url.pathname}${url.search}` : null,
        () => composePage(request, url, lang, boot, status),
      );
    }

    // An address answered 410 Gone (a retired advert's page or API answer) is to be dropped by search
    // engines: noindex in a header as well as in the page, so a crawler reading either one drops it.
    app.addHook('onSend', async (_request, reply) => {
      if (reply.statusCode === 410) reply.header('x-robots-tag', 'noindex');
    });

    // The app's pages are routes of their own: only unknown addresses go through the probe limit below.
    for (const route of CLIENT_ROUTES) app.get(route, (request, reply) => sendShell(request, reply, 200));

    // Unknown URLs are a common probe target: limit them per client (fastify/demo does the same).
    app.setNotFoundHandler(
      { preHandler: app.rateLimit({ max: 300, timeWindow: '1 minute' }) },
      async (request, reply) => {
        const pathname = new URL(request.url, 'http://localhost').pathname;
        if (
          pathname.startsWith('/api/') ||
          pathname === '/api' ||
          pathname.startsWith('/media/') ||
          pathname.startsWith('/dev/')
        ) {
          return sendError(
            reply,
            request.lang,
            404,
            pathname.startsWith('/api') ? 'errors.route_not_found' : 'errors.not_found',
          );
        }
        if (request.method !== 'GET' && request.method !== 'HEAD') {
          return sendError(reply, request.lang, 404, 'errors.not_found');
        }
        return sendShell(request, reply, 404);
      },
    );
  },
  { name: 'spa', dependencies: ['security', 'language'] },
);
