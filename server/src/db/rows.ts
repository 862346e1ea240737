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
