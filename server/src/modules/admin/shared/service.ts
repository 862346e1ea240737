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

/** The audit target of an operator's `action` on the `targetType` row `id` (null while it is being made). */
export const auditTarget = <I extends number | null>(
  targetType: AuditTarget['targetType'],
  action: string,
  id: I,
) => ({
  action,
  targetType,
  targetId: id,
});

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

type Load<Out> = (tx: Transaction, id: number) => Promise<Out>;

/** Makes a row as the operator, audited: `insert` writes it and answers its id, `load` reads it back. */
export async function createAudited<Out>(
  deps: Deps,
  actor: Operator,
  target: AuditTarget,
  insert: (tx: Transaction) => Promise<number>,
  load: Load<Out>,
): Promise<Out> {
  const created = await audited(deps.database.db, actor, target, async (tx) => {
    const id = await insert(tx);
    return { before: null, after: await load(tx, id), targetId: id };
  });
  return created.after;
}

/** Changes row `id` as the operator, audited with the row as `load` reads it before and after `change`. */
export async function changeAudited<Out>(
  deps: Deps,
  actor: Operator,
  target: AuditTarget & { targetId: number },
  load: Load<Out>,
  change: (tx: Transaction, before: Out) => Promise<void>,
): Promise<Out> {
  const changed = await audited(deps.database.db, actor, target, async (tx) => {
    const before = await load(tx, target.targetId);
    await change(tx, before);
    return { before, after: await load(tx, target.targetId) };
  });
  return changed.after;
}

/**
 * Deletes row `id` as the operator, audited with the row as it was; `inUse` says when something still
 * names it (409 with that message), and then it stays.
 */
export async function deleteAudited<Out>(
  deps: Deps,
  actor: Operator,
  target: AuditTarget & { targetId: number },
  load: Load<Out>,
  inUse: { when: (row: Out) => boolean; message: MessageKey },
  remove: (tx: Transaction, id: number) => Promise<unknown>,
): Promise<void> {
  await audited(deps.database.db, actor, target, async (tx) => {
    const before = await load(tx, target.targetId);
    if (inUse.when(before)) throw new AppError(inUse.message, 409);
    await remove(tx, target.targetId);
    return { before, after: null };
  });
}
