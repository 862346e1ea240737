import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { MIGRATIONS_FOLDER } from '../paths.ts';
import { openDatabase } from './client.ts';
import { emptyDatabaseArchive, startingArchive } from './empty-database.ts';

const scratch = mkdtempSync(path.join(tmpdir(), 'velvet-empty-database-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

it('starts a new data folder from the migrated archive, and never one that holds a database', async () => {
  // The test run made the archive already (test/database-template.ts): this only finds it.
  await emptyDatabaseArchive();
  const folder = path.join(scratch, 'db');
  const archive = startingArchive(folder);
  expect(archive).toBeInstanceOf(Blob);

  const database = await openDatabase({ dataDir: folder, loadDataDir: archive });
  try {
    const journal = JSON.parse(
      readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8'),
    ) as {
      entries: unknown[];
    };
    const applied = (await database.db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    )) as unknown as { rows: { n: number }[] };
    expect(applied.rows[0]?.n).toBe(journal.entries.length);
  } finally {
    await database.close();
  }
  expect(startingArchive(folder)).toBeUndefined();

  // An archive made for other migrations is not there under this name: the migrations run as always.
  const elsewhere = path.join(scratch, 'other-cache');
  mkdirSync(elsewhere);
  writeFileSync(path.join(elsewhere, 'pglite-0000000000000000.tar.gz'), 'not this one');
  expect(startingArchive(path.join(scratch, 'new'), elsewhere)).toBeUndefined();
});
