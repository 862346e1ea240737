import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const dialect = new PgDialect();

/**
 * A constant SQL fragment rendered to its text once, when the module loads. Drizzle renders a query by
 * walking every node of its tree on each call; the public predicate, the ranking and its tiers are
 * dozens of nodes repeated in every branch of a ranked page, and rendering them cost more than running
 * the query. A fragment with a parameter cannot be frozen (its value belongs to each call): write its
 * constants as SQL literals.
 */
export function frozen(fragment: SQL): SQL {
  const { sql: text, params } = dialect.sqlToQuery(fragment);
  if (params.length) throw new Error(`a frozen SQL fragment must not carry parameters: ${text}`);
  return sql.raw(text);
}

/**
 * `column = any($1::int[])`: a whole list of ids as one array parameter. `inArray` makes one parameter
 * per id, each typed and rendered on every call: a page of 100 cards spent more time rendering its two
 * photo and package lookups than PostgreSQL spent running them. The planner treats both forms alike.
 */
export const inIds = (column: AnyColumn, ids: number[]): SQL =>
  sql`${column} = any(${sql.param(ids)}::int[])`;
