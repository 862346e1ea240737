import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Language } from '@velvet/contract';
import { sendError } from './errors.ts';
import { escapeHtml } from '../lib/html.ts';
import { DEFAULT_WEB_DIST } from '../lib/paths.ts';

/** Tags a page gets in the served HTML itself, so shared links preview without JavaScript. */
export type PageHead = {
  title: string;
  description: string;
  image?: string;
  url?: string;
  type?: string;
  noindex?: boolean;
};
type HeadProvider = (url: URL, lang: Language) => Promise<PageHead | null>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Modules push providers that describe their pages for the served HTML (title, OG tags). */
    spaHeadProviders: HeadProvider[];
  }
}

/** Every client route the web app knows; anything else gets the not-found page with status 404. */
const CLIENT_ROUTES: RegExp[] = [
  /^\/$/,
  /^\/about$/,
  /^\/packages$/,
  /^\/success$/,
  /^\/cancel$/,
  /^\/details$/,
  /^\/registrationForm$/,
  /^\/register$/,
  /^\/login$/,
  /^\/otpscreen\/[^/]+$/,
  /^\/otpscreenforget\/[^/]+$/,
  /^\/resetpassword\/[^/]+$/,
  /^\/dashboard$/,
  /^\/forget$/,
  /^\/bookAnAppointment$/,
  /^\/Adverts$/,
  /^\/terms$/,
  /^\/favourites$/,
  /^\/privacy$/,
  /^\/admin(\/.*)?$/,
];

function renderHead(head: PageHead): string {
  const tags = [
    `<title>${escapeHtml(head.title)}</title>`,
    `<meta name="description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:title" content="${escapeHtml(head.title)}">`,
    `<meta property="og:description" content="${escapeHtml(head.description)}">`,
    `<meta property="og:type" content="${escapeHtml(head.type ?? 'website')}">`,
    `<meta name="twitter:card" content="${head.image ? 'summary_large_image' : 'summary'}">`,
  ];
  if (head.url) tags.push(`<meta property="og:url" content="${escapeHtml(head.url)}">`);
  if (head.image) tags.push(`<meta property="og:image" content="${escapeHtml(head.image)}">`);
  if (head.noindex) tags.push('<meta name="robots" content="noindex">');
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
    if (template) {
      await app.register(fastifyStatic, {
        root: dist,
        wildcard: false,
        index: false,
        serveDotFiles: false,
        cacheControl: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.setHeader(
            'cache-control',
            hashed ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
          );
        },
      });
    } else {
      app.log.warn({ dist }, 'web app not built: run `npm run build` to serve pages');
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
      let head: PageHead | null = null;
      for (const provider of app.spaHeadProviders) {
        head = await provider(url, request.lang);
        if (head) break;
      }
      // The shell's own title and description give way to the page's, so each tag appears once.
      const html = head
        ? template
            .replace(/\s*<meta name="description"[^>]*>/, '')
            .replace(/<title>[^<]*<\/title>/, renderHead(head))
        : template;
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html);
    }

    app.get('/', (request, reply) => sendShell(request, reply, 200));

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
        const known = CLIENT_ROUTES.some((re) => re.test(pathname));
        return sendShell(request, reply, known ? 200 : 404);
      },
    );
  },
  { name: 'spa', dependencies: ['security', 'language'] },
);
