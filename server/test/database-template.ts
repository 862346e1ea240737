import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';
import { MIGRATIONS_FOLDER } from '../src/paths.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A PGlite data folder archive with every migration applied (embedded database runs). */
    pgliteTemplate: string | undefined;
    /** A PostgreSQL database with every migration applied, to create each file's database from. */
    postgresTemplate: string | undefined;
  }
}

/** Names the migrations and the PGlite release: a template made from other ones is never reused. */
function migrationsHash(): string {
  const hash = createHash('sha256');
  const pglite = JSON.parse(
    readFileSync(
      path.join(
        path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')),
        '..',
        'package.json',
      ),
      'utf8',
    ),
  ) as { version: string };
  hash.update(pglite.version);
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else hash.update(entry.name).update(readFileSync(full));
    }
  };
  walk(MIGRATIONS_FOLDER);
  return hash.digest('hex').slice(0, 16);
}

/**
 * Migrating a fresh database is most of what a test file's app costs to build (about 20 s of PGlite on
 * two busy cores, against 3 s to load a migrated one). So the test run migrates once, here, and every
 * file starts from a copy: PGlite from a data folder archive (kept between runs while the migrations are
 * the same), PostgreSQL from a template database (`create database … template …`).
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
  const folder = path.join(tmpdir(), 'velvet-test-templates');
  const file = path.join(folder, `pglite-${hash}.tar.gz`);
  if (!existsSync(file)) {
    mkdirSync(folder, { recursive: true });
    const database = await openDatabase({});
    try {
      const archive = Buffer.from(await (await database.dumpDataDir!()).arrayBuffer());
      // Written aside and renamed: a file under the final name is always whole.
      const partial = `${file}.${process.pid}`;
      writeFileSync(partial, archive);
      renameSync(partial, file);
    } finally {
      await database.close();
    }
  }
  project.provide('pgliteTemplate', file);
  project.provide('postgresTemplate', undefined);
}
