import { parseArgs } from 'node:util';
import { ConfigError, loadConfig, type Config } from '../config.ts';
import { DataDirInUse } from '../db/data-lock.ts';

export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/**
 * What db:backup and db:restore share: one FILE argument, a valid configuration, and the embedded database
 * (PostgreSQL has its own tools, named in `postgresHint`).
 */
export function embeddedCommandInput(usage: string, postgresHint: string): { file: string; config: Config } {
  let file: string | undefined;
  try {
    file = parseArgs({ allowPositionals: true, strict: true }).positionals[0];
  } catch (error) {
    fail(`${(error as Error).message}\n${usage}`);
  }
  if (!file) fail(usage);
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  if (config.databaseUrl) fail(postgresHint);
  return { file, config };
}

/** A data directory held by a running server says so as it is; anything else is the command's failure. */
export function failWith(what: string, error: unknown): never {
  if (error instanceof DataDirInUse) fail(error.message);
  fail(`${what} failed: ${(error as Error).message}`);
}
