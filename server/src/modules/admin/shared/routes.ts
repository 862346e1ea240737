import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, pagination, type MessageKey, type Pagination } from '@velvet/contract';
import { adminDoc, declareCall, idParams } from '../../../plugins/calls.ts';
import type { Deps, Operator } from './service.ts';

/**
 * How the back-office areas declare their routes: the shapes every area repeats (a paged list, a whole
 * list, a change to one row), each a call of plugins/calls.ts with the operator acting on the `:id`.
 */

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

/** The operator acting: every change is written to the audit log under this id. */
const actorOf = (accountId: number): Operator => ({ id: accountId });

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
  declareCall(app, {
    method: 'GET',
    url: path,
    doc: adminDoc(spec.summary),
    querystring: spec.query,
    response: envelope(z.object({ [spec.key]: z.array(spec.row), pagination })),
    run: ({ query }) => list(app.deps, query),
  });
}

/** GET `path`: a whole back-office list (short, never paged), answered as `{ [key]: rows }`. */
export function wholeListRoute<K extends string, R extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; key: K; row: R },
  list: (deps: Deps) => Promise<z.output<R>[]>,
) {
  declareCall(app, {
    method: 'GET',
    url: path,
    doc: adminDoc(spec.summary),
    response: envelope(z.object({ [spec.key]: z.array(spec.row) })),
    run: async () => ({ [spec.key]: await list(app.deps) }),
  });
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
export function idRoute<B extends z.ZodType, D extends z.ZodType<object, object>>(
  app: ZodApp,
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE',
  path: string,
  spec: { summary: string; body?: B; data: D; message?: MessageKey },
  act: Act<B, z.input<D>>,
) {
  declareCall(app, {
    method,
    url: path,
    doc: adminDoc(spec.summary),
    params: idParams,
    ...(spec.body ? { body: spec.body } : {}),
    response: envelope(spec.data),
    message: spec.message,
    run: ({ params, body, accountId, request }) =>
      act(app.deps, actorOf(accountId), params.id, body as z.output<B>, request),
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
  declareCall(app, {
    method: 'POST',
    url: path,
    doc: adminDoc(spec.summary),
    body: spec.body,
    response: envelope(keyed(spec.key, spec.row)),
    status: 201,
    message: spec.message,
    run: async ({ body, accountId }) => ({ [spec.key]: await create(app.deps, actorOf(accountId), body) }),
  });
}
