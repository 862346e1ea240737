import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, pagination, type MessageKey, type Pagination } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { ok } from '../../lib/envelope.ts';
import { notFound } from '../../lib/errors.ts';
import { signedMediaStorage } from '../../adapters/media-access.ts';

/** What the back-office areas use of the app. Only operators reach them, so rows may carry emails and exact data. */
export type Deps = Pick<AppDeps, 'database' | 'storage' | 'mailer' | 'config' | 'mediaSigner'>;

/** Operators see every advert's media, public or not: through signed URLs (adapters/media-access.ts). */
export const operatorStorage = (deps: Deps) => signedMediaStorage(deps.storage, deps.mediaSigner);

/** The operator acting: every change is written to the audit log under this id. */
export const actorOf = (request: { account: { id: number } | null }): Operator => ({
  id: request.account!.id,
});

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (term: string) => `%${escapeLike(term)}%`;
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

export const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const empty = envelope(z.object({}));
export const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * The migrations write the welcome package with its fixed id 15, which can leave the serial
 * sequence behind; move it past the highest id before inserting so a new row never collides.
 */
export async function bumpSequence(db: Pick<Db, 'execute'>, table: 'packages' | 'interests') {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.identifier(table)}), (select last_value from ${sql.identifier(`${table}_id_seq`)})), true)`,
  );
}

/**
 * A back-office table's two readers, from `rows` (every row, or the one `id` names) and `shape` (a row as the
 * API answers it): `list` reads them all; `load` reads one, 404 when there is none.
 */
export function rowReaders<Row, Out>(
  rows: (db: Pick<Db, 'select'>, id?: number) => Promise<Row[]>,
  shape: (row: Row) => Out,
) {
  return {
    list: async (deps: Deps): Promise<Out[]> => (await rows(deps.database.db)).map(shape),
    load: async (db: Pick<Db, 'select'>, id: number): Promise<Out> => {
      const [row] = await rows(db, id);
      if (!row) throw notFound();
      return shape(row);
    },
  };
}

/** An operator acting in the back-office. */
export type Operator = { id: number };

type ZodApp = Parameters<FastifyPluginAsyncZod>[0];

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

/** DELETE `path` (with `:id`): `remove` deletes the row as the operator; the answer is empty, with `message`. */
export function deleteRoute(
  app: ZodApp,
  path: string,
  summary: string,
  remove: (deps: Deps, actor: Operator, id: number) => Promise<void>,
  message: MessageKey,
) {
  app.delete(
    path,
    { schema: { ...doc(summary), params: idParams, response: { 200: empty } } },
    async (request) => {
      await remove(app.deps, actorOf(request), request.params.id);
      return ok(request.lang, {}, message);
    },
  );
}

/**
 * POST `path` (with `:id`): `decide` carries out an operator's decision on the row, with the validated body
 * when the route takes one; the answer is empty, with `message`.
 */
export function decisionRoute<B extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; body?: B; message: MessageKey },
  decide: (deps: Deps, actor: Operator, id: number, body: z.output<B>) => Promise<void>,
) {
  app.post(
    path,
    {
      schema: {
        ...doc(spec.summary),
        params: idParams,
        ...(spec.body ? { body: spec.body } : {}),
        response: { 200: empty },
      },
    },
    async (request) => {
      await decide(app.deps, actorOf(request), request.params.id, request.body as z.output<B>);
      return ok(request.lang, {}, spec.message);
    },
  );
}

/** POST `path`: `create` makes a row from the validated body, as the operator; 201 with `{ [key]: row }`. */
export function createRoute<B extends z.ZodType, K extends string, R extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; body: B; key: K; row: R; message: MessageKey },
  create: (deps: Deps, actor: Operator, body: z.output<B>) => Promise<z.output<R>>,
) {
  const one = envelope(z.object({ [spec.key]: spec.row }));
  app.post(
    path,
    { schema: { ...doc(spec.summary), body: spec.body, response: { 201: one } } },
    async (request, reply) => {
      const row = await create(app.deps, actorOf(request), request.body as z.output<B>);
      return reply.code(201).send(ok(request.lang, { [spec.key]: row }, spec.message));
    },
  );
}

/** PATCH `path` (with `:id`): `update` changes the row from the validated body, as the operator; `{ [key]: row }`. */
export function updateRoute<B extends z.ZodType, K extends string, R extends z.ZodType>(
  app: ZodApp,
  path: string,
  spec: { summary: string; body: B; key: K; row: R; message: MessageKey },
  update: (deps: Deps, actor: Operator, id: number, body: z.output<B>) => Promise<z.output<R>>,
) {
  const one = envelope(z.object({ [spec.key]: spec.row }));
  app.patch(
    path,
    { schema: { ...doc(spec.summary), params: idParams, body: spec.body, response: { 200: one } } },
    async (request) => {
      const row = await update(app.deps, actorOf(request), request.params.id, request.body as z.output<B>);
      return ok(request.lang, { [spec.key]: row }, spec.message);
    },
  );
}
