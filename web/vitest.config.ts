import { defineConfig } from 'vitest/config';

/**
 * Two kinds of web test: plain logic (`*.test.ts`) runs in Node; components and hooks (`*.test.tsx`)
 * render with Testing Library in jsdom, with the real i18n setup and a real QueryClient (src/test/).
 */
export default defineConfig({
  test: {
    unstubGlobals: true,
    restoreMocks: true,
    projects: [
      { test: { name: 'unit', include: ['src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'dom',
          include: ['src/**/*.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/test/setup.ts'],
          unstubGlobals: true,
          restoreMocks: true,
        },
      },
    ],
  },
});
