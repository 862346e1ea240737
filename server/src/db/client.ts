import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a cheap query; used by /api/ready. */
  ping(): Promise<void>;
  close(): Promise<void>;
};

const migrationsFolder = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle');

// Extensions the schema relies on: cube + earthdistance for the distance index, pg_trgm for address search.
const EXTENSIONS = ['cube', 'earthdistance', 'pg_trgm'];

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; absent = in memory (tests). */
  dataDir?: string | undefined;
  poolSize?: number;
};

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 20 });
    // An idle connection dropped by the server (restart, failover, admin) is an 'error' on the pool;
    // unhandled it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      // Several instances may start together: one migrates, the others wait for it.
      await client.query('select pg_advisory_lock(727274)');
      for (const ext of EXTENSIONS) await client.query(`create extension if not exists ${ext}`);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      client.release();
    }
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      close: () => pool.end(),
    };
  }

  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = await PGlite.create(options.dataDir ?? 'memory://', {
    extensions: { cube, earthdistance, pg_trgm },
  });
  for (const ext of EXTENSIONS) await client.exec(`create extension if not exists ${ext}`);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}
