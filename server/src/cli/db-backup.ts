import { backupEmbedded } from '../db/backup.ts';
import { embeddedCommandInput, failWith } from './embedded-command.ts';

/**
 * `npm run db:backup -- FILE` writes the embedded database and the uploaded media of DATA_DIR to FILE (.tar.gz).
 * Stop the server first: PGlite's files belong to one process, and this command refuses while the server
 * holds them. With DATABASE_URL (PostgreSQL) use pg_dump instead, as docs/deploy.md shows.
 */
const usage = 'Usage: npm run db:backup -- <file.tar.gz>   (with the server stopped)';

const { file, config } = embeddedCommandInput(
  usage,
  'db:backup is for the embedded database; with DATABASE_URL use pg_dump (see docs/deploy.md).',
);

try {
  const done = await backupEmbedded({ dataDir: config.dataDir, file, includeMedia: !config.s3 });
  console.log(
    `Backed up ${done.accounts} accounts (${done.adverts} adverts)${done.media ? ' and the media' : ''} ` +
      `to ${file} (${(done.bytes / 1024 / 1024).toFixed(1)} MB).` +
      (config.s3 ? ' Media live in the S3 bucket: back that up on its own.' : ''),
  );
} catch (error) {
  failWith('Backup', error);
}
