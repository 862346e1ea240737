import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { restoreEmbedded } from '../db/backup.ts';
import { DataDirInUse } from '../lib/data-lock.ts';

/**
 * `npm run db:restore -- FILE` puts a db:backup file back into DATA_DIR: the database, and the media when the
 * backup has them. What DATA_DIR held before is kept beside it (db.before-restore-…), never deleted. Stop the
 * server first; this command refuses while the server holds the database.
 */
const usage = 'Usage: npm run db:restore -- <file.tar.gz>   (with the server stopped)';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let file: string | undefined;
try {
  file = parseArgs({ allowPositionals: true, strict: true }).positionals[0];
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
if (!file) fail(usage);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}
if (config.databaseUrl) {
  fail(
    'db:restore is for the embedded database; with DATABASE_URL use pg_restore or psql (see docs/deploy.md).',
  );
}

try {
  const done = await restoreEmbedded({ dataDir: config.dataDir, file });
  console.log(
    `Restored ${done.accounts} accounts (${done.adverts} adverts)${done.media ? ' and the media' : ''} from ${file}.` +
      (done.keptAs.length ? ` The previous data is kept in ${done.keptAs.join(' and ')}.` : ''),
  );
} catch (error) {
  if (error instanceof DataDirInUse) fail(error.message);
  fail(`Restore failed: ${(error as Error).message}`);
}
