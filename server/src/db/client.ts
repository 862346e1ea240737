import { mkdirSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { lockDataDir } from './data-lock.ts';
import { EXTENSIONS, openPglite } from './pglite.ts';
import { startPgliteThread, type EmbeddedPglite } from './pglite-thread.ts';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { replicaReads, type ReplicaStatus } from './replica-reads.ts';
import * as schema from './schema.ts';

type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it (PGlite or node-postgres). */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type Database = {
  db: Db;
  /**
   * For the public catalogue's reads: a read replica when DATABASE_REPLICA_URL is set, else `db`. It may
   * lag the primary by a moment, so nothing that reads its own writes (or an account's own data) uses it.
   */
  readDb: Db;
  kind: 'pglite' | 'postgres';
  /** Runs a cheap query, bounded by the connect timeout and the request's wait; used by /api/ready. */
  ping(): Promise<void>;
  /** The embedded database's data folder as a gzipped tar archive (PGlite only): db:backup. */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * With a read replica: a write was just committed; public reads go to the primary until the replica
   * has replayed it (see replica-reads.ts).
   */
  afterWrite?: () => void;
  /** With a read replica: whether it answers and how far behind it is (for /metrics). */
  replicaStatus?: () => Promise<ReplicaStatus>;
  /** With a read replica: reads it could not serve that the primary answered instead. */
  replicaFallbacks?: () => number;
  /** Connections of the PostgreSQL pool (absent for the embedded PGlite, which has one in-process session). */
  poolStats?: () => { total: number; idle: number; waiting: number };
  close(): Promise<void>;
};

export type DatabaseOptions = {
  /** PostgreSQL URL; when absent the embedded PGlite is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; absent = in memory (tests). */
  dataDir?: string | undefined;
  /** A PGlite data folder archive (from dumpDataDir) to start an empty folder from: db:restore. */
  loadDataDir?: Blob | undefined;
  /** The caller already holds the folder's lock (db:restore holds it across its whole run). */
  lockHeld?: boolean;
  poolSize?: number;
  /** PostgreSQL only; defaults as in config.ts. */
  timeouts?: DatabaseTimeouts;
  /** PostgreSQL read replica for the public reads (no migrations: it follows the primary). */
  replicaUrl?: string | undefined;
  /**
   * PGlite in a thread of its own (pglite-thread.ts), so that the server's thread answers other requests
   * while a query runs. The command-line tools, which make one query after another, keep it in theirs.
   */
  thread?: boolean;
};

type DatabaseTimeouts = {
  /** Opening a connection, and waiting for a free one in the pool. */
  connectMs: number;
  /** One statement: PostgreSQL cancels it after this. */
  statementMs: number;
  /** An unused pooled connection is closed after this. */
  idleMs: number;
  /**
   * How long a request waits for an answer from the database: the client gives up on a statement after
   * this, and a rendered page gives up on all its reads together after this too (spa.ts). One deadline
   * for every request, so a stalled database costs each the same few seconds.
   */
  waitMs: number;
};

const DEFAULT_TIMEOUTS: DatabaseTimeouts = {
  connectMs: 3000,
  statementMs: 5000,
  idleMs: 30_000,
  waitMs: 3000,
};

/**
 * Pool settings that keep a database outage from hanging requests. A refused or unreachable server fails
 * the connect within `connectMs`; a statement PostgreSQL is slow to run is cancelled by the server after
 * `statementMs`; and when the network stalls (no answers at all) the client gives up after `waitMs`
 * on its own, on a fresh connection or a pooled one alike. A transaction left open by a stalled client is ended by the server too, so it holds no locks.
 */
function poolConfig(url: string, size: number, t: DatabaseTimeouts): pg.PoolConfig {
  return {
    connectionString: url,
    max: size,
    connectionTimeoutMillis: t.connectMs,
    idleTimeoutMillis: t.idleMs,
    statement_timeout: t.statementMs,
    query_timeout: t.waitMs,
    idle_in_transaction_session_timeout: Math.max(t.statementMs * 2, 10_000),
    keepAlive: true,
  };
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    const timeouts = options.timeouts ?? DEFAULT_TIMEOUTS;
    // Migrations run on a connection of their own, without the statement timeouts: waiting for another
    // instance's migration and building an index may both take longer than any request should.
    const migrator = new pg.Client({
      connectionString: options.url,
      connectionTimeoutMillis: timeouts.connectMs,
    });
    migrator.on('error', () => undefined); // a failure surfaces through the query that hit it
    await migrator.connect();
    try {
      // Several instances may start together: one migrates, the others wait for it.
      await migrator.query('select pg_advisory_lock(727274)');
      for (const ext of EXTENSIONS) await migrator.query(`create extension if not exists ${ext}`);
      await migratePg(drizzlePg(migrator, { schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await migrator.query('select pg_advisory_unlock(727274)').catch(() => undefined);
      await migrator.end().catch(() => undefined);
    }

    const pool = new pg.Pool(poolConfig(options.url, options.poolSize ?? 20, timeouts));
    // An idle connection dropped by the server (restart, failover, admin) is an 'error' on the pool;
    // unhandled it would crash the process. The pool replaces the connection on the next query.
    pool.on('error', (error) => console.error(`postgres: idle connection lost: ${error.message}`));
    // A connection handed back while a statement the client gave up on is still unanswered (a stalled
    // network inside a transaction) would make the next user wait behind it: close it instead. The pool
    // itself offers no public way to see this; `_activeQuery` is the client's own record of it.
    pool.on('release', (_error, client) => {
      if ((client as unknown as { _activeQuery: unknown })._activeQuery) {
        (client as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
      }
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // The replica's pool has the same limits: a stalled replica turns into quick 503s too.
    const replica = options.replicaUrl
      ? new pg.Pool(poolConfig(options.replicaUrl, options.poolSize ?? 20, timeouts))
      : undefined;
    replica?.on('error', (error) =>
      console.error(`postgres replica: idle connection lost: ${error.message}`),
    );
    // Drizzle only calls `query` on what it is given; a pool-shaped router is all it needs.
    const routed = replica ? replicaReads(pool, replica) : undefined;
    return {
      db,
      readDb: routed ? (drizzlePg(routed as unknown as pg.Pool, { schema }) as unknown as Db) : db,
      ...(routed
        ? { afterWrite: routed.afterWrite, replicaStatus: routed.status, replicaFallbacks: routed.fallbacks }
        : {}),
      kind: 'postgres',
      ping: async () => void (await pool.query('select 1')),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
      close: async () => {
        await replica?.end();
        await pool.end();
      },
    };
  }

  let unlock = () => {};
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    // One process at a time on PGlite's files: a second server or a CLI beside a running server is refused.
    if (!options.lockHeld) unlock = lockDataDir(options.dataDir);
  }
  const start = { dataDir: options.dataDir, loadDataDir: options.loadDataDir };
  let pglite: EmbeddedPglite | undefined;
  try {
    pglite = options.thread ? await startPgliteThread(start) : inProcess(await openPglite(start));
    const embedded = drizzlePglite(pglite.asPglite(), { schema });
    await migratePglite(embedded, { migrationsFolder: MIGRATIONS_FOLDER });
    const db = embedded as unknown as Db;
    const { dumpDataDir, close } = pglite;
    return {
      db,
      readDb: db,
      kind: 'pglite',
      ping: async () => void (await db.execute(sql`select 1`)),
      close: async () => {
        try {
          await close();
        } finally {
          unlock();
        }
      },
      dumpDataDir,
    };
  } catch (error) {
    await pglite?.close().catch(() => undefined);
    unlock();
    throw error;
  }
}

/** PGlite on this thread, with the calls its own thread offers (pglite-thread.ts). */
function inProcess(client: PGlite): EmbeddedPglite {
  return {
    asPglite: () => client,
    dumpDataDir: () => client.dumpDataDir('gzip'),
    close: () => client.close(),
  };
}
