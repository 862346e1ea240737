import { defineConfig } from 'vitest/config';

/**
 * Two kinds of web test: plain logic (`*.test.ts`) runs in Node; components and hooks (`*.test.tsx`)
 * render with Testing Library in jsdom, with the real i18n setup and a real QueryClient (src/test/).
 * A stubbed global (the network boundary, `fetch`) is put back after every test.
 */
export default defineConfig({
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
          setupFiles: ['src/test/setup.ts'],
          // Rendering whole forms in jsdom on a shared, busy machine: room to finish, never a speed check.
          testTimeout: 20_000,
        },
      },
    ],
  },
});
