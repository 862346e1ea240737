import type { FastifyInstance, preHandlerAsyncHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z, ZodError, type ZodType } from 'zod';
import { translate, type Language } from '@velvet/contract';
import { ok } from '../lib/envelope.ts';
import { AppError } from '../lib/errors.ts';

/**
 * A public, anonymous read of the catalogue, declared once and served two ways: as its GET route, and
 * in-process to the server renderer, which builds pages from the same services, validation and answer
 * cache without calling the server over HTTP.
 */
type PublicRead<P extends ZodType, Q extends ZodType, D> = {
  /** Path below the module's prefix, with `:name` parameters, e.g. '/escort/getById/:guid'. */
  url: string;
  tags: string[];
  summary: string;
  params?: P;
  querystring?: Q;
  /** The answer's envelope schema: what the route sends is what the renderer gets, field for field. */
  response: ZodType;
  /**
   * Whether the answer cache keeps its anonymous 200 answers (for the route and the renderer alike): said
   * by every read, so none is cached, or left uncached, by being forgotten.
   */
  cached: boolean;
  preHandler?: preHandlerAsyncHookHandler;
  load: (input: { params: z.infer<P>; query: z.infer<Q>; lang: Language }) => Promise<D>;
};

/** What the renderer gets back: the status the route would answer, and its envelope. */
type ReadAnswer = { status: number; body: unknown };

type Source = { pattern: RegExp; read: PublicRead<ZodType, ZodType, unknown> };

declare module 'fastify' {
  interface FastifyInstance {
    /** Declares a public read: registers its GET route on this instance and makes it answerable in-process. */
    publicRead<P extends ZodType, Q extends ZodType, D>(read: PublicRead<P, Q, D>): void;
    /** Answers `GET /api/{path}?{query}` in-process, through the answer cache, as the route would. */
    readPublic(lang: Language, path: string, query?: Record<string, string>): Promise<ReadAnswer>;
  }
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** '/api/escort/getById/:guid' → a pattern with a named group per parameter. */
function compile(url: string): RegExp {
  const parts = url
    .split(/(:[A-Za-z_]+)/)
    .map((part) => (part.startsWith(':') ? `(?<${part.slice(1)}>[^/]+)` : escapeRegExp(part)));
  return new RegExp(`^${parts.join('')}$`);
}

/** The URL the browser's API client asks for the same read: the answer cache keys both alike. */
function requestUrl(path: string, query: Record<string, string>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== '') search.set(key, value);
  const qs = search.toString();
  return `/api/${path.replace(/^\//, '')}${qs ? `?${qs}` : ''}`;
}

const failure = (lang: Language, status: number, key: string, vars?: Record<string, string | number>) => ({
  status,
  body: { status: false, message: translate(lang, key, vars), data: {} },
});

export default fp(
  async (app) => {
    const sources: Source[] = [];

    app.decorate('publicRead', function <
      P extends ZodType,
      Q extends ZodType,
      D,
    >(this: FastifyInstance, read: PublicRead<P, Q, D>) {
      this.withTypeProvider<ZodTypeProvider>().get(
        read.url,
        {
          ...(read.preHandler ? { preHandler: read.preHandler } : {}),
          config: { cachedAnswer: read.cached },
          schema: {
            tags: read.tags,
            summary: read.summary,
            ...(read.params ? { params: read.params } : {}),
            ...(read.querystring ? { querystring: read.querystring } : {}),
            response: { 200: read.response },
          },
        },
        async (request) =>
          ok(
            request.lang,
            await read.load({
              params: request.params as z.infer<P>,
              query: request.query as z.infer<Q>,
              lang: request.lang,
            }),
          ),
      );
      sources.push({
        pattern: compile(`${this.prefix}${read.url}`),
        read: read as unknown as PublicRead<ZodType, ZodType, unknown>,
      });
    });

    async function answer(lang: Language, source: Source, groups: Record<string, string>, query: object) {
      const { read } = source;
      try {
        const data = await read.load({
          params: read.params ? read.params.parse(groups) : {},
          query: read.querystring ? read.querystring.parse(query) : {},
          lang,
        });
        return { status: 200, body: read.response.parse(ok(lang, data)) };
      } catch (error) {
        if (error instanceof ZodError) return failure(lang, 400, 'errors.validation');
        if (error instanceof AppError) return failure(lang, error.statusCode, error.key, error.vars);
        throw error;
      }
    }

    app.decorate('readPublic', async (lang: Language, path: string, query: Record<string, string> = {}) => {
      const url = requestUrl(path, query);
      const pathname = url.split('?')[0]!;
      for (const source of sources) {
        const match = source.pattern.exec(pathname);
        if (!match) continue;
        const read = () => answer(lang, source, { ...match.groups }, query);
        return source.read.cached ? app.listCache.remember(`${lang} ${url}`, read) : read();
      }
      return failure(lang, 404, 'errors.route_not_found');
    });
  },
  { name: 'public-reads', dependencies: ['list-cache', 'language'] },
);
