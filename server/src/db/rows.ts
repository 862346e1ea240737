import type { ColumnBaseConfig } from 'drizzle-orm';
import type { PgColumn, PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client.ts';

/**
 * The first row a select finds, or undefined: the query asks for one row at most, so a lookup by a key that
 * is not unique in the schema still reads no more.
 */
export async function firstRow<Row>(query: {
  limit(count: number): PromiseLike<Row[]>;
}): Promise<Row | undefined> {
  const [row] = await query.limit(1);
  return row;
}

/** Whether a select finds any row, reading one at most. */
export async function anyRow(query: { limit(count: number): PromiseLike<unknown[]> }): Promise<boolean> {
  return (await query.limit(1)).length > 0;
}

/** Inserts one row and answers the id the database gave it. */
export async function insertRow<T extends PgTable & { id: PgColumn<ColumnBaseConfig<'number', string>> }>(
  db: Pick<Db, 'insert'>,
  table: T,
  values: PgInsertValue<T>,
): Promise<number> {
  const [row] = await db.insert(table).values(values).returning({ id: table.id });
  // The constraint on `id` makes it a number; drizzle's generic `returning` type cannot follow it.
  return row!.id as number;
}
