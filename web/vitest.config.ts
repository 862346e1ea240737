import { defineConfig } from 'vitest/config';
import { preactAliases } from './preact-aliases.ts';

/**
 * Two kinds of web test: plain logic (`*.test.ts`) runs in Node; components and hooks (`*.test.tsx`)
 * render with Testing Library in jsdom, with the real i18n setup and a real QueryClient (src/test/).
 * A stubbed global (the network boundary, `fetch`) is put back after every test.
 * They run on Preact, as the app ships: the libraries are bundled with the tests so the aliases reach them.
 */
export default defineConfig({
  // ES module builds of the libraries (the aliases cannot reach a CommonJS `require`).
  resolve: {
    alias: preactAliases,
    conditions: ['module', 'browser', 'development|production'],
    mainFields: ['module'],
  },
  test: {
    unstubGlobals: true,
    restoreMocks: true,
    projects: [
      { extends: true, test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        extends: true,
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          server: { deps: { inline: true } },
          setupFiles: ['src/test/setup.ts'],
          // Rendering whole forms in jsdom on a shared, busy machine: room to finish, never a speed check.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
