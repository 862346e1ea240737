import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from './client.ts';

const TABLES = [
  'advertisers',
  'media',
  'interests',
  'advertiser_interests',
  'packages',
  'payments',
  'advertiser_packages',
  'local_payment_orders',
  'one_time_codes',
  'auth_tokens',
  'testimonials',
  'reports',
  'contact_messages',
  'booking_requests',
  'outbox',
  'audit_log',
];

/** Rows of a raw query, whichever driver ran it. */
async function rows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

async function tablesAndIndexes(database: Database) {
  const tables = await rows<{ table_name: string }>(
    database,
    sql`select table_name from information_schema.tables where table_schema = 'public' order by 1`,
  );
  const indexes = await rows<{ indexname: string }>(
    database,
    sql`select indexname from pg_indexes where schemaname = 'public'`,
  );
  return { tables: tables.map((r) => r.table_name), indexes: indexes.map((r) => r.indexname) };
}

describe('migrations on the embedded database (PGlite)', () => {
  it('create the whole schema and reopen without migrating twice', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'velvet-db-'));
    try {
      let database = await openDatabase({ dataDir: dir });
      const first = await tablesAndIndexes(database);
      expect(first.tables).toEqual(expect.arrayContaining(TABLES));
      expect(first.indexes).toEqual(
        expect.arrayContaining([
          'advertisers_earth_idx',
          'advertisers_search_text_idx',
          'advertisers_recent_idx',
        ]),
      );
      await database.db.execute(
        sql`insert into interests (slug, name_en, name_da) values ('kept', 'Kept', 'Beholdt')`,
      );
      await database.close();

      // Data survives a restart and migrations are not applied again.
      database = await openDatabase({ dataDir: dir });
      const kept = await rows<{ n: number }>(
        database,
        sql`select count(*)::int as n from interests where slug = 'kept'`,
      );
      expect(kept[0]?.n).toBe(1);
      await database.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe.skipIf(!process.env.DATABASE_URL)('migrations on PostgreSQL (DATABASE_URL)', () => {
  it('create the same schema on a new database, and two instances starting together migrate once', async () => {
    const base = process.env.DATABASE_URL!;
    const name = `velvet_migrate_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${name}`);
    const url = new URL(base);
    url.pathname = `/${name}`;
    try {
      const [a, b] = await Promise.all([
        openDatabase({ url: url.toString() }),
        openDatabase({ url: url.toString() }),
      ]);
      const { tables, indexes } = await tablesAndIndexes(a);
      expect(tables).toEqual(expect.arrayContaining(TABLES));
      expect(indexes).toContain('advertisers_earth_idx');
      const applied = await rows<{ n: number }>(
        b,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied[0]?.n).toBeGreaterThanOrEqual(1);
      await Promise.all([a.close(), b.close()]);
    } finally {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  });
});

// The PostgreSQL run has no migrated PGlite archive to start from, and these are about PGlite alone.
describe.skipIf(process.env.DATABASE_URL)('the embedded database in a thread of its own', () => {
  const migrated = () => {
    const template = inject('pgliteTemplate');
    return template ? new Blob([readFileSync(template)]) : undefined;
  };
  /** Runs `use` on a migrated database in its own thread, closed afterwards whatever happens. */
  async function inThread(use: (database: Database) => Promise<void>) {
    const database = await openDatabase({ thread: true, loadDataDir: migrated() });
    try {
      await use(database);
    } finally {
      await database.close();
    }
  }

  /** Which finishes first: a query that sleeps, or a timer due at once on the calling thread. */
  async function firstDone(database: Database): Promise<string[]> {
    const done: string[] = [];
    const query = database.db.execute(sql`select pg_sleep(0.3)`).then(() => void done.push('query'));
    const timer = new Promise<void>((resolve) => setTimeout(resolve, 0)).then(() => void done.push('timer'));
    await Promise.all([query, timer]);
    return done;
  }

  it("leaves the server's thread free while a query runs, where in the thread it held everything up", async () => {
    const inThread = await openDatabase({ thread: true, loadDataDir: migrated() });
    const inProcess = await openDatabase({ loadDataDir: migrated() });
    try {
      expect(await firstDone(inThread)).toEqual(['timer', 'query']);
      expect(await firstDone(inProcess)).toEqual(['query', 'timer']);
    } finally {
      await inThread.close();
      await inProcess.close();
    }
  });

  it('keeps transactions whole: a commit is seen, a rollback is not, a savepoint rolls back alone', () =>
    inThread(async (database) => {
      const { db } = database;
      await db.execute(sql`create table thread_rows (n int primary key)`);
      await db.transaction(async (tx) => {
        await tx.execute(sql`insert into thread_rows values (1)`);
        await tx
          .transaction(async (inner) => {
            await inner.execute(sql`insert into thread_rows values (2)`);
            throw new Error('only the savepoint rolls back');
          })
          .catch(() => undefined);
      });
      await expect(
        db.transaction(async (tx) => {
          await tx.execute(sql`insert into thread_rows values (3)`);
          throw new Error('the whole transaction rolls back');
        }),
      ).rejects.toThrow('the whole transaction rolls back');
      expect(await rows<{ n: number }>(database, sql`select n from thread_rows order by n`)).toEqual([
        { n: 1 },
      ]);
    }));

  it("passes PostgreSQL's error fields across, and answers after a failed transaction", () =>
    inThread(async (database) => {
      const { db } = database;
      await db.execute(sql`create table thread_keys (k text primary key)`);
      await db.execute(sql`insert into thread_keys values ('a')`);
      const error = await db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into thread_keys values ('a')`);
        })
        .catch((e: unknown) => e as { cause?: { code?: string; constraint?: string } });
      expect(error?.cause).toMatchObject({ code: '23505', constraint: 'thread_keys_pkey' });
      expect(await rows(database, sql`select k from thread_keys`)).toEqual([{ k: 'a' }]);
    }));
});
