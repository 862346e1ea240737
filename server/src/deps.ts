import path from 'node:path';
import { createMailer, type Mailer } from './adapters/mailer.ts';
import { createLocalStorage, type MediaStorage } from './adapters/storage.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';

/** Everything the app talks to outside its own code; tests build the same with other settings. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: MediaStorage;
};

export async function createDeps(
  config: Config,
  logger: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
  options: { inMemoryDatabase?: boolean } = {},
): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.databaseUrl,
    dataDir: options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
  });
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  const storage = createLocalStorage(path.join(config.dataDir, 'media'), config.mediaPublicUrl ?? '/media');
  return { config, database, mailer, storage };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.mailer.close();
  await deps.database.close();
}
