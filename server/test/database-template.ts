import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { emptyDatabaseArchive, migrationsHash } from '../src/db/empty-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder archive with every migration applied (embedded database runs). */
    pgliteTemplate: string | undefined;
    /** A PostgreSQL database with every migration applied, to create each file's database from. */
    postgresTemplate: string | undefined;
  }
}

/**
 * The test run migrates once, here, and every file starts from a copy: PGlite from the migrated empty
 * database's archive (db/empty-database.ts, kept while the migrations are the same), PostgreSQL from a
 * template database (`create database … template …`).
 */
export default async function setup(project: TestProject) {
  const hash = migrationsHash();
  const base = process.env.DATABASE_URL;
  if (base) {
    const name = `velvet_template_${hash}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    try {
      const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
      if (found.rowCount === 0) {
        // Built under a name of its own, renamed when complete: a run stopped halfway leaves no template.
        const building = `${name}_${process.pid}`;
        await admin.query(`create database ${building}`);
        const url = new URL(base);
        url.pathname = `/${building}`;
        const database = await openDatabase({ url: url.toString() });
        await database.close();
        await admin.query(`alter database ${building} rename to ${name}`).catch(async (error: unknown) => {
          await admin.query(`drop database if exists ${building}`);
          // Another run made the same template meanwhile; that one serves.
          if ((error as { code?: string }).code !== '42P04') throw error;
        });
      }
    } finally {
      await admin.end();
    }
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', undefined);
    return;
  }
  project.provide('pgliteTemplate', await emptyDatabaseArchive());
  project.provide('postgresTemplate', undefined);
}
