import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

// Extensions the schema relies on: cube + earthdistance for the distance index, pg_trgm for address search.
export const EXTENSIONS = ['cube', 'earthdistance', 'pg_trgm'];

/**
 * The embedded database with the extensions the schema needs, on the server's thread or in its own
 * (pglite-worker.ts): both open it here. `dataDir` absent = in memory (tests).
 */
export async function openPglite(options: { dataDir?: string | undefined; loadDataDir?: Blob | undefined }) {
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { cube, earthdistance, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  for (const ext of EXTENSIONS) await client.exec(`create extension if not exists ${ext}`);
  return client;
}
