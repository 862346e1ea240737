import { fileURLToPath } from 'node:url';

const compat = (file: string) => fileURLToPath(new URL(`./src/compat/${file}`, import.meta.url));

/**
 * The app is written against React's API and runs on Preact: `react` and `react-dom` name Preact's
 * compatibility layer (src/compat), for the app and for every library it bundles, in the browser's
 * build, the server renderer's build and the tests alike.
 */
export const preactAliases = [
  { find: /^react$/, replacement: compat('react.ts') },
  { find: /^react-dom$/, replacement: compat('react.ts') },
  { find: /^react-dom\/client$/, replacement: compat('client.ts') },
  { find: /^react-dom\/server$/, replacement: compat('server.ts') },
  { find: /^react-dom\/test-utils$/, replacement: 'preact/test-utils' },
  { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: compat('react.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];
