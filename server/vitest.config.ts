import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and integration tests: `npm test`. The drills (test/drills/: whole server processes started,
 * killed and restarted, backups restored) take minutes and run with `npm run test:drills`, which CI runs.
 */
export const testDefaults = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
  // Two cores: PGlite instances are CPU-bound; more workers only thrash.
  maxWorkers: 2,
  // Every file's database is a copy of one migrated once per run.
  globalSetup: 'test/database-template.ts',
} as const;

export default defineConfig({
  test: {
    ...testDefaults,
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    exclude: [...configDefaults.exclude, 'test/drills/**'],
  },
});
