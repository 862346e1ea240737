import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.ts';
import { ConfigError, listeningUrl, loadConfig } from './config.ts';
import { seedDatabase } from './seed/seed.ts';
import { closeDeps, createDeps } from './deps.ts';
import { VACUUM_INTERVAL_MS, vacuumEmbedded } from './db/maintenance.ts';
import { runPeriodically } from './lib/periodic.ts';
import { startMediaSweep } from './modules/media/index.ts';
import { startOrderExpiry } from './modules/payments/index.ts';

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const bootLogger = {
  info: (obj: object, msg: string) => console.log(msg, JSON.stringify(obj)),
  warn: (obj: object, msg: string) => console.warn(msg, obj),
  error: (obj: object, msg: string) => console.error(msg, obj),
};
const deps = await createDeps(config, bootLogger);
await seedDatabase(deps, { demo: config.seedDemo, log: (line) => console.log(line) });
const app = await buildApp(deps);
// Files of uploads that never got their rows (a crash mid-request) go after half an hour: swept now, then
// every quarter of an hour.
const mediaSweep = startMediaSweep({ db: deps.database.db, storage: deps.storage }, app.log);
// Orders never paid end as expired (now, then hourly), so the advertiser's list does not keep them pending.
const orderExpiry = startOrderExpiry(deps.database.db, app.log);
// The embedded database has no autovacuum: vacuum and analyse it hourly (PostgreSQL does its own).
const vacuum =
  deps.database.kind === 'pglite'
    ? runPeriodically(
        async () => app.log.info({ ms: await vacuumEmbedded(deps.database) }, 'embedded database vacuumed'),
        { intervalMs: VACUUM_INTERVAL_MS, log: app.log, failure: 'embedded database vacuum failed' },
      )
    : undefined;

// Asked to stop: first /api/ready answers 503 for SHUTDOWN_DRAIN_MS while everything else is still served
// (the load balancer takes the instance out of rotation), then requests in flight finish and the
// database closes; a second signal or 10 s past the drain forces the exit.
closeWithGrace({ delay: 10_000 + config.shutdownDrainMs }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'closing after an error');
  else {
    app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
    app.lifecycle.draining = true;
    await sleep(config.shutdownDrainMs);
  }
  await app.close();
  await mediaSweep.stop();
  await orderExpiry.stop();
  await vacuum?.stop();
  await closeDeps(deps);
});

await app.listen({ port: config.port, host: config.host });
const openAt = listeningUrl(config.host, config.port, config.publicUrl);
console.log(
  `Velvet is serving on ${openAt} (database: ${deps.database.kind}, ready ${process.uptime().toFixed(1)} s after start)${
    openAt === config.publicUrl ? '' : `; links in emails use ${config.publicUrl}`
  }`,
);
