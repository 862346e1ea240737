import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { checkAdminPassword, ensureAdminAccount } from '../lib/admin-account.ts';

/**
 * `npm run admin:create -- --email ops@example.dk --password '…'` creates an operator account, or makes an
 * existing account an operator with that password. Uses the same DATABASE_URL / DATA_DIR as the server.
 * With the embedded database, stop the server first: PGlite is used by one process at a time.
 */
const usage = 'Usage: npm run admin:create -- --email <address> --password <at least 8 characters>';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

let args;
try {
  args = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' } },
    strict: true,
  }).values;
} catch (error) {
  fail(`${(error as Error).message}\n${usage}`);
}
const email = args.email?.trim() ?? '';
const password = args.password ?? '';
if (!/^[^\s@]+@[^\s@]+$/.test(email)) fail(`--email must be an email address.\n${usage}`);
const problem = checkAdminPassword(password);
if (problem) fail(`--password: ${problem}.\n${usage}`);

let config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) fail(error.message);
  throw error;
}

const database = await openDatabase({ url: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') });
try {
  const result = await ensureAdminAccount(database.db, email, password);
  const said = {
    created: 'created',
    promoted: 'is now an admin (password set)',
    updated: 'password updated',
    unchanged: 'already an admin with this password',
  }[result.outcome];
  console.log(`Admin ${result.email}: ${said}.`);
} finally {
  await database.close();
}
