import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EMPTY_DATABASE_CACHE_FOLDER, MIGRATIONS_FOLDER } from '../paths.ts';
import { openDatabase } from './client.ts';

/**
 * Migrating a new embedded database is most of what a first start and each test file's app cost (about 20 s
 * of PGlite on two busy cores, against 3 s to load a migrated one). So a database with every migration
 * applied and nothing else is kept as a data folder archive, made once per set of migrations (`npm install`
 * makes it, or the first test run): a new data folder and every test file's database start from a copy.
 */

/** Names the migrations and the PGlite release: an archive made from other ones is never used. */
export function migrationsHash(): string {
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

const archiveFile = (folder: string) => path.join(folder, `pglite-${migrationsHash()}.tar.gz`);

/** The migrated empty database's archive, made now if it is not kept yet; answers its file. */
export async function emptyDatabaseArchive(folder = EMPTY_DATABASE_CACHE_FOLDER): Promise<string> {
  const file = archiveFile(folder);
  if (existsSync(file)) return file;
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
  return file;
}

/**
 * What a PGlite data folder starts from: the kept archive when the folder holds no database yet and the
 * archive was made for these migrations; otherwise nothing, and the migrations run as always.
 */
export function startingArchive(dataDir: string, folder = EMPTY_DATABASE_CACHE_FOLDER): Blob | undefined {
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) return undefined;
  const file = archiveFile(folder);
  return existsSync(file) ? new Blob([readFileSync(file)]) : undefined;
}
