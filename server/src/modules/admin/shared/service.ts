import type { MessageKey } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import type { AppDeps } from '../../../deps.ts';
import { audited, type AuditTarget } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { Transaction } from '../../../lib/transaction.ts';
import { signedMediaStorage } from '../../../adapters/media-access.ts';

/** What the back-office areas use of the app. Only operators reach them, so rows may carry emails and exact data. */
export type Deps = Pick<AppDeps, 'database' | 'storage' | 'mailer' | 'config' | 'mediaSigner'>;

/** An operator acting in the back-office: every change is written to the audit log under this id. */
export type Operator = { id: number };

/** Operators see every advert's media, public or not: through signed URLs (adapters/media-access.ts). */
export const operatorStorage = (deps: Deps) => signedMediaStorage(deps.storage, deps.mediaSigner);

export const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/**
 * A back-office table's two readers, from `rows` (every row, or the one `id` names) and `shape` (a row as the
 * API answers it): `list` reads them all; `load` reads one, 404 when there is none.
 */
function rowReaders<Row, Out>(
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

type Change<Out> = (tx: Transaction, before: Out) => Promise<void>;
type InUse<Out> = { when: (row: Out) => boolean; message: MessageKey };

/**
 * A catalogue the operators edit (packages, interests): the readers of `rowReaders`, and its audited
 * changes, each recorded under `targetType` with the rows as `shape` gives them.
 */
export function catalogue<Row, Out>(
  targetType: AuditTarget['targetType'],
  rows: (db: Pick<Db, 'select'>, id?: number) => Promise<Row[]>,
  shape: (row: Row) => Out,
) {
  const { list, load } = rowReaders(rows, shape);
  const run = <T extends { before: unknown; after: unknown; targetId?: number }>(
    deps: Deps,
    actor: Operator,
    action: string,
    id: number | null,
    change: (tx: Transaction) => Promise<T>,
  ) => audited(deps.database.db, actor, { action, targetType, targetId: id }, change);
  return {
    list,
    load,
    /** `insert` writes a new row and answers its id; the row comes back as the API shows it. */
    create: async (
      deps: Deps,
      actor: Operator,
      action: string,
      insert: (tx: Transaction) => Promise<number>,
    ) =>
      (
        await run(deps, actor, action, null, async (tx) => {
          const id = await insert(tx);
          return { before: null, after: await load(tx, id), targetId: id };
        })
      ).after,
    /** `change` alters row `id`, which is recorded as it was before and after. */
    change: async (deps: Deps, actor: Operator, action: string, id: number, change: Change<Out>) =>
      (
        await run(deps, actor, action, id, async (tx) => {
          const before = await load(tx, id);
          await change(tx, before);
          return { before, after: await load(tx, id) };
        })
      ).after,
    /** Row `id` goes unless `inUse` says something still names it (409 with its message, and it stays). */
    remove: async (
      deps: Deps,
      actor: Operator,
      action: string,
      id: number,
      inUse: InUse<Out>,
      remove: (tx: Transaction, id: number) => Promise<unknown>,
    ) => {
      await run(deps, actor, action, id, async (tx) => {
        const before = await load(tx, id);
        if (inUse.when(before)) throw new AppError(inUse.message, 409);
        await remove(tx, id);
        return { before, after: null };
      });
    },
  };
}
