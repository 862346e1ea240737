import { restoreEmbedded } from '../db/backup.ts';
import { embeddedCommandInput, failWith } from './embedded-command.ts';

/**
 * `npm run db:restore -- FILE` puts a db:backup file back into DATA_DIR: the database, and the media when the
 * backup has them. What DATA_DIR held before is kept beside it (db.before-restore-…), never deleted. Stop the
 * server first; this command refuses while the server holds the database.
 */
const usage = 'Usage: npm run db:restore -- <file.tar.gz>   (with the server stopped)';

const { file, config } = embeddedCommandInput(
  usage,
  'db:restore is for the embedded database; with DATABASE_URL use pg_restore or psql (see docs/deploy.md).',
);

try {
  const done = await restoreEmbedded({ dataDir: config.dataDir, file });
  console.log(
    `Restored ${done.accounts} accounts (${done.adverts} adverts)${done.media ? ' and the media' : ''} from ${file}.` +
      (done.keptAs.length ? ` The previous data is kept in ${done.keptAs.join(' and ')}.` : ''),
  );
} catch (error) {
  failWith('Restore', error);
}
