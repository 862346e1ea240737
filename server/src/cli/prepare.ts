import { ConfigError, loadConfig, type Config } from '../config.ts';
import { emptyDatabaseArchive } from '../db/empty-database.ts';
import { prepareDemoMedia } from '../seed/demo/demo-catalogue.ts';

/**
 * `node server/dist/cli/prepare.js`, which `npm install` runs (scripts/prepare.mjs): makes ahead what a
 * first start would otherwise make while its visitor waits, into server/node_modules/.cache: the migrated
 * empty embedded database, and the demo catalogue's pictures when the demo is loaded (SEED_DEMO, on by
 * default outside production). Both are caches: what is there already is kept, and a start without them
 * makes what it needs as before.
 */
let config: Config | undefined;
try {
  config = loadConfig();
} catch (error) {
  // A production environment not complete yet (no SMTP_URL, say) still gets the database archive.
  if (!(error instanceof ConfigError)) throw error;
}

const started = performance.now();
const made: string[] = [];
if (!config?.databaseUrl) {
  await emptyDatabaseArchive();
  made.push('the migrated empty database');
}
if (config?.seedDemo) {
  const media = await prepareDemoMedia();
  made.push(`${media.pictures} demo pictures (${media.made} made now)`);
}
if (made.length)
  console.log(`Prepared ${made.join(' and ')} in ${((performance.now() - started) / 1000).toFixed(1)} s.`);
