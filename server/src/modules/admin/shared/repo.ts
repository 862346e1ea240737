import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/client.ts';
import { advertisers } from '../../../db/schema.ts';

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
export const likePattern = (term: string) => `%${escapeLike(term)}%`;
export const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/** An account named by its number or its guid, as operators copy them from a page or a log. */
export function idOrGuid(q: string): SQL[] {
  if (/^\d{1,9}$/.test(q)) return [eq(advertisers.id, Number(q))];
  if (/^[0-9a-f-]{36}$/i.test(q)) return [sql`${advertisers.guid}::text = ${q.toLowerCase()}`];
  return [];
}

/**
 * The migrations write the welcome package with its fixed id 15, which can leave the serial
 * sequence behind; move it past the highest id before inserting so a new row never collides.
 */
export async function bumpSequence(db: Pick<Db, 'execute'>, table: 'packages' | 'interests') {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.identifier(table)}), (select last_value from ${sql.identifier(`${table}_id_seq`)})), true)`,
  );
}

/** The row `id` names, or every row without one: a back-office table's two readers share one query. */
export const oneOrAll = (table: { id: AnyPgColumn }, id: number | undefined) =>
  id === undefined ? undefined : eq(table.id, id);

/** The row of `table` whose id is `id`, all its columns; undefined when there is none. */
export async function findById<T extends PgTable & { id: AnyPgColumn }>(
  db: Pick<Db, 'select'>,
  table: T,
  id: number,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(eq(table.id, id))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}
