import { configDefaults, defineConfig } from 'vitest/config';

/**
 * Unit and integration tests: `npm test`. The drills (test/drills/: whole server processes started,
 * killed and restarted, backups restored, SMTP down for 30 s) take minutes and run with
 * `npm run test:drills`, which CI runs.
 */
export const testDefaults = {
  testTimeout: 60_000,
  hookTimeout: 120_000,
  pool: 'forks',
  // Two cores: PGlite instances are CPU-bound; more workers only thrash.
  maxWorkers: 2,
  // Every file's database is a copy of one migrated once per run.
  globalSetup: 'test/database-template.ts',
  // The S3 client warns once per process that its releases from 2027 need Node 22: true, and said in the
  // README's requirements; repeated by every test file that builds one, it only hides a real warning.
  env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
} as const;

/** Files that replace a module for themselves (vi.mock): they get a module registry of their own. */
const OWN_MODULES = ['src/modules/auth/abuse.test.ts'];

export default defineConfig({
  test: {
    ...testDefaults,
    projects: [
      {
        extends: true,
        test: {
          name: 'server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'test/drills/**', ...OWN_MODULES],
          // The files of a worker share its loaded modules: loading the app's for every file was a third of
          // the run (189 of 507 s summed over the files). Each file still builds its own app and database,
          // and nothing the modules hold at their top level is a test's to change.
          isolate: false,
        },
      },
      { extends: true, test: { name: 'own-modules', include: OWN_MODULES } },
    ],
  },
});
