import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

/** Once an hour: the embedded catalogue changes by beacons and edits, not by bulk loads. */
export const VACUUM_INTERVAL_MS = 60 * 60 * 1000;

/**
 * PGlite runs no autovacuum: without one, every update leaves its old row version behind and the planner's
 * statistics age, until its plans leave the indexes. `VACUUM (ANALYZE)` over the whole database does what
 * autovacuum would: dead rows reclaimed, statistics fresh. PostgreSQL vacuums itself; nothing is done there.
 * Returns how long it took (it holds the embedded database's one session meanwhile), or null on PostgreSQL.
 */
export async function vacuumEmbedded(database: Pick<Database, 'db' | 'kind'>): Promise<number | null> {
  if (database.kind !== 'pglite') return null;
  const started = performance.now();
  await database.db.execute(sql`vacuum (analyze)`);
  return Math.round(performance.now() - started);
}
