import path from 'node:path';
import { createGeocoder, type Geocoder } from './adapters/geocoder.ts';
import { createImageProcessor, type ImageProcessor } from './adapters/images.ts';
import { createMailer, type Mailer } from './adapters/mailer.ts';
import { createPaymentProvider, type PaymentProvider } from './adapters/payments/index.ts';
import { createSharedRedis, type SharedRedis } from './adapters/redis.ts';
import { createLocalStorage, type MediaStorage } from './adapters/storage.ts';
import { createVideoProcessor, type VideoProcessor } from './adapters/video.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { startingArchive } from './db/empty-database.ts';
import { loadMediaSigner, type MediaSigner } from './adapters/media-access.ts';
import { loadEmailSuppression, type EmailSuppression } from './lib/email-suppression.ts';
import { createAgeCheckBroker, type AgeCheckBroker } from './adapters/age-check-broker.ts';

/** Everything the app talks to outside its own code; tests build the same with other settings. */
export type AppDeps = {
  config: Config;
  database: Database;
  mailer: Mailer;
  storage: MediaStorage;
  /** Re-encodes uploaded photos into `storage`. */
  images: ImageProcessor;
  /** Checks uploaded videos (type, length) and stores them in `storage`. */
  videos: VideoProcessor;
  /** Postcodes and places: offline Danish postcodes, or Google when GOOGLE_MAPS_API_KEY is set. */
  geocoder: Geocoder;
  payments: PaymentProvider;
  /** Signs the short-lived URLs of media of adverts that are not public (owner and operators). */
  mediaSigner: MediaSigner;
  /** The suppression list's keys: the address HMAC and the one-click unsubscribe links. */
  emailSuppression: EmailSuppression;
  /** The Redis several instances share (rate limits), when REDIS_URL is set. */
  redis: SharedRedis | undefined;
  /** The identity broker of the age check (AGE_CHECK_ISSUER); undefined = the check is not offered. */
  ageCheck: AgeCheckBroker | undefined;
};

export async function createDeps(
  config: Config,
  logger: {
    info: (obj: object, msg: string) => void;
    warn?: (obj: object, msg: string) => void;
    error: (obj: object, msg: string) => void;
  },
  options: {
    inMemoryDatabase?: boolean;
    /** A PGlite data folder archive to start the in-memory database from (tests: already migrated). */
    databaseTemplate?: Blob;
  } = {},
): Promise<AppDeps> {
  const dataDir = options.inMemoryDatabase ? undefined : path.join(config.dataDir, 'db');
  const database = await openDatabase({
    url: config.databaseUrl,
    replicaUrl: config.databaseReplicaUrl,
    dataDir,
    // A new embedded database starts from the migrated empty one when it was made (npm install makes it).
    loadDataDir:
      options.databaseTemplate ?? (dataDir && !config.databaseUrl ? startingArchive(dataDir) : undefined),
    timeouts: config.databaseTimeouts,
    thread: config.pgliteThread,
  });
  const emailSuppression = await loadEmailSuppression(database.db, config.publicUrl);
  const mailer = createMailer({
    db: database.db,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    logger,
    suppression: emailSuppression,
  });
  // Object storage when a bucket is configured (several instances share it), else the local disk.
  // The S3 client is loaded only when used: it is a large module and most installs never need it.
  const storage = config.s3
    ? (await import('./adapters/storage-s3.ts')).createS3Storage(config.s3, config.mediaPublicUrl ?? '/media')
    : createLocalStorage(path.join(config.dataDir, 'media'), config.mediaPublicUrl ?? '/media');
  const payments = createPaymentProvider(config, database.db);
  const mediaSigner = await loadMediaSigner(database.db);
  const redis = config.redisUrl ? createSharedRedis(config.redisUrl) : undefined;
  const geocoder = createGeocoder({
    googleMapsApiKey: config.googleMapsApiKey,
    onError: (error) =>
      (logger.warn ?? logger.error)({ err: error }, 'google geocoding failed; offline postcodes answered'),
  });
  return {
    config,
    database,
    mailer,
    storage,
    images: createImageProcessor(storage),
    videos: createVideoProcessor(storage),
    geocoder,
    payments,
    mediaSigner,
    emailSuppression,
    redis,
    // An http:// issuer is the local provider of tests and journeys; config refuses it in production.
    ageCheck: config.ageCheck
      ? createAgeCheckBroker(config.ageCheck, { allowHttp: !config.isProduction })
      : undefined,
  };
}

export async function closeDeps(deps: AppDeps): Promise<void> {
  await deps.redis?.close();
  await deps.mailer.close();
  await deps.database.close();
}
