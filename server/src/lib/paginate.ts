import { asc, count, desc, type SQL } from 'drizzle-orm';
import type { Pagination } from '@velvet/contract';
import type { AnyPgColumn, PgSelect, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';

/** The `pagination` object of a list answer; an empty list still has one page. */
export function pageInfo(page: number, pageSize: number, total: number): Pagination {
  return { page, page_size: pageSize, total, total_pages: Math.max(1, Math.ceil(total / pageSize)) };
}

export type Paged<T> = { rows: T[]; total: number; pagination: Pagination };

/**
 * One page of a list and the size of the whole list: `rows` is the ordered query (made `$dynamic()`),
 * `count` a `select({ n: count() })` with the same filter. Both run side by side; a page past the end
 * is an empty list with the true total, so the client can step back.
 */
export async function paginate<Q extends PgSelect>(
  rows: Q,
  count: PromiseLike<readonly { n: number }[]>,
  page: number,
  pageSize: number,
): Promise<Paged<Awaited<Q>[number]>> {
  const [list, [counted]] = await Promise.all([rows.limit(pageSize).offset((page - 1) * pageSize), count]);
  const total = Number(counted?.n ?? 0);
  return { rows: list as Awaited<Q>[number][], total, pagination: pageInfo(page, pageSize, total) };
}

/** A table whose rows know when they were made. */
type Dated = PgTable & { createdAt: AnyPgColumn; id: AnyPgColumn };

type ByAge<Q extends PgSelect> = [
  db: Pick<Db, 'select'>,
  table: Dated,
  rows: Q,
  where: SQL | undefined,
  page: number,
  pageSize: number,
];

/**
 * One page of `table`'s rows in the order they were made (`direction`), the id ordering rows made in the
 * same instant so that none shows on two pages. `rows` is the select with its columns and joins (made
 * `$dynamic()`); `where` filters it and the count of `table` alike.
 */
function byAge<Q extends PgSelect>(
  direction: typeof asc,
  ...[db, table, rows, where, page, pageSize]: ByAge<Q>
) {
  return paginate(
    rows.where(where).orderBy(direction(table.createdAt), direction(table.id)),
    db.select({ n: count() }).from(table).where(where),
    page,
    pageSize,
  );
}

/** A page of a back-office list, newest first. */
export const newestFirst = <Q extends PgSelect>(...args: ByAge<Q>) => byAge(desc, ...args);
/** A page of an operators' queue, oldest first: the one waiting longest is looked at first. */
export const oldestFirst = <Q extends PgSelect>(...args: ByAge<Q>) => byAge(asc, ...args);
