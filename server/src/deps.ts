import path from 'node:path';
import { createMailer, type Mailer } from './adapters/mailer.ts';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments/index.ts';
import { createSharedRedis, type SharedRedis } from './adapters/redis.ts';
import { createLocalStorage, type MediaStorage } from './adapters/storage.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { loadMediaSigner, type MediaSigner } from './lib/media-access.ts';

/** Everything the app talks to outside its own code; tests build the same with other settings. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: MediaStorage;
  payments: PaymentProvider;
  /** Signs the short-lived URLs of media of adverts that are not public (owner and operators). */
  mediaSigner: MediaSigner;
  /** The Redis several instances share (rate limits), when REDIS_URL is set. */
  redis: SharedRedis | undefined;
};

export async function createDeps(
  config: Config,
  logger: { info: (obj: object, msg: string) => void; error: (obj: object, msg: string) => void },
  options: { inMemoryDatabase?: boolean } = {},
): Promise<AppDeps> {
  const database = await openDatabase({
    url: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    dataDir: options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db'),
    timeouts: config.databaseTimeouts,
  });
  const mailer = createMailer({ db: database.db, smtpUrl: config.smtpUrl, from: config.mailFrom, logger });
  // Object storage when a bucket is configured (several instances share it), else the local disk.
  // The S3 client is loaded only when used: it is a large module and most installs never need it.
  const storage = config.s3
    ? (await import('./adapters/storage-s3.ts')).createS3Storage(config.s3, config.mediaPublicUrl ?? '/media')
    : createLocalStorage(path.join(config.dataDir, 'media'), config.mediaPublicUrl ?? '/media');
  const payments = createPaymentProvider(config, database.db);
  const mediaSigner = await loadMediaSigner(database.db);
  const redis = config.redisUrl ? createSharedRedis(config.redisUrl) : undefined;
  return { config, database, mailer, storage, payments, mediaSigner, redis };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.redis?.close();
  await deps.mailer.close();
  await deps.database.close();
}
