import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { backupEmbedded } from '../db/backup.ts';
import { DataDirInUse } from '../lib/data-lock.ts';

/**
 * `npm run db:backup -- FILE` writes the embedded database and the uploaded media of DATA_DIR to FILE (.tar.gz).
 * Stop the server first: PGlite's files belong to one process, and this command refuses while the server
 * holds them. With DATABASE_URL (PostgreSQL) use pg_dump instead, as docs/deploy.md shows.
 */
const usage = 'Usage: npm run db:backup -- <file.tar.gz>   (with the server stopped)';

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
  fail('db:backup is for the embedded database; with DATABASE_URL use pg_dump (see docs/deploy.md).');
}

try {
  const done = await backupEmbedded({ dataDir: config.dataDir, file, includeMedia: !config.s3 });
  console.log(
    `Backed up ${done.accounts} accounts (${done.adverts} adverts)${done.media ? ' and the media' : ''} ` +
      `to ${file} (${(done.bytes / 1024 / 1024).toFixed(1)} MB).` +
      (config.s3 ? ' Media live in the S3 bucket: back that up on its own.' : ''),
  );
} catch (error) {
  if (error instanceof DataDirInUse) fail(error.message);
  fail(`Backup failed: ${(error as Error).message}`);
}
