import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, pagination, type MessageKey, type Pagination } from '@velvet/contract';
import { ok } from '../../../lib/envelope.ts';
import type { Deps, Operator } from './service.ts';

/**
 * How the back-office areas declare their routes: the OpenAPI description, the `:id` a route acts on, the
 * operator acting, and the shapes every area repeats (a paged list, a whole list, a change to one row).
 */

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The operator acting: every change is written to the audit log under this id. */
const actorOf = (request: { account: { id: number } | null }): Operator => ({
  id: request.account!.id,
});

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/** The `data` of an answer that carries one row under `key`. */
const keyed = <K extends string, R extends z.ZodType>(key: K, row: R) => z.object({ [key]: row });
const nothing = z.object({});

/**
 * GET `path`: one page of a back-office list, answered as `{ [key]: rows, pagination }`. `list` reads the
 * page the validated query names (its filters and `page`).
 */
export function listRoute<Q extends z.ZodType, K extends string, R extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; query: Q; key: K; row: R },
  list: (deps: Deps, query: z.output<Q>) => Promise<Record<K, z.input<R>[]> & { pagination: Pagination }>,
) {
  const page = z.object({ [spec.key]: z.array(spec.row), pagination });
  app.get(
    path,
    { schema: { ...doc(spec.summary), querystring: spec.query, response: { 200: envelope(page) } } },
    async (request) => ok(request.lang, await list(app.deps, request.query as z.output<Q>)),
  );
}

/** GET `path`: a whole back-office list (short, never paged), answered as `{ [key]: rows }`. */
export function wholeListRoute<K extends string, R extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; key: K; row: R },
  list: (deps: Deps) => Promise<z.output<R>[]>,
) {
  const all = z.object({ [spec.key]: z.array(spec.row) });
  app.get(path, { schema: { ...doc(spec.summary), response: { 200: envelope(all) } } }, async (request) =>
    ok(request.lang, { [spec.key]: await list(app.deps) }),
  );
}

type Act<B extends z.ZodType, Out> = (
  deps: Deps,
  actor: Operator,
  id: number,
  body: z.output<B>,
  request: FastifyRequest,
) => Promise<Out>;

/**
 * `method path` (with `:id`): `act` does what the operator asked of that row, with the validated body when
 * the route takes one, and its result is the answer's `data` (shaped by `data`), with `message` ("ok"
 * without one).
 */
export function idRoute<B extends z.ZodType, D extends z.ZodType>(
  app: ZodApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  spec: { summary: string; body?: B; data: D; message?: MessageKey },
  act: Act<B, z.input<D>>,
) {
  app.route({
    method,
    url: path,
    schema: {
      ...doc(spec.summary),
      params: idParams,
      ...(spec.body ? { body: spec.body } : {}),
      // Widened: `act`'s type already ties the data to `spec.data`, and the provider cannot follow a generic schema.
      response: { 200: envelope(spec.data as z.ZodType) },
    },
    handler: async (request) => {
      const data = await act(
        app.deps,
        actorOf(request),
        request.params.id,
        request.body as z.output<B>,
        request,
      );
      return ok(request.lang, data, spec.message);
    },
  });
}

/** `method path` (with `:id`): `act` changes the row and answers it again, as `{ [key]: row }`. */
export function rowRoute<B extends z.ZodType, K extends string, R extends z.ZodType>(
  app: ZodApp,
  method: 'GET' | 'POST' | 'PATCH',
  path: string,
  spec: { summary: string; body?: B; key: K; row: R; message?: MessageKey },
  act: Act<B, z.input<R>>,
) {
  const { key, row, ...rest } = spec;
  idRoute(app, method, path, { ...rest, data: keyed(key, row) }, async (...args) => ({
    [key]: await act(...args),
  }));
}

/**
 * POST `path` (with `:id`), or DELETE with `remove`: `act` carries out an operator's decision on the row, with
 * the validated body when the route takes one; the answer is empty, with `message`.
 */
export function decisionRoute<B extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; body?: B; message: MessageKey; remove?: true },
  act: Act<B, void>,
) {
  const { remove, ...rest } = spec;
  idRoute(app, remove ? 'DELETE' : 'POST', path, { ...rest, data: nothing }, async (...args) => {
    await act(...args);
    return {};
  });
}

/**
 * POST `base/:id/<verb>` for each of `verbs`: a pair of opposite decisions on a row (resolve or dismiss,
 * approve or reject), each with its own summary and message.
 */
export function decisionRoutes<B extends z.ZodType, V extends string>(
  app: ZodApp,
  base: string,
  body: B | undefined,
  verbs: Record<V, { summary: string; message: MessageKey }>,
  decide: (verb: V, ...args: Parameters<Act<B, void>>) => Promise<void>,
) {
  for (const verb of Object.keys(verbs) as V[]) {
    decisionRoute(app, `${base}/:id/${verb}`, { ...verbs[verb], ...(body ? { body } : {}) }, (...args) =>
      decide(verb, ...args),
    );
  }
}

/** POST `path`: `create` makes a row from the validated body, as the operator; 201 with `{ [key]: row }`. */
export function createRoute<B extends z.ZodType, K extends string, R extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; body: B; key: K; row: R; message: MessageKey },
  create: (deps: Deps, actor: Operator, body: z.output<B>) => Promise<z.output<R>>,
) {
  const one = envelope(keyed(spec.key, spec.row));
  app.post(
    path,
    { schema: { ...doc(spec.summary), body: spec.body, response: { 201: one } } },
    async (request, reply) => {
      const row = await create(app.deps, actorOf(request), request.body as z.output<B>);
      return reply.code(201).send(ok(request.lang, { [spec.key]: row }, spec.message));
    },
  );
}
