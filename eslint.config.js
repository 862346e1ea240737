import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Borders between the parts of a layer: a server module (server/src/modules/<name>) or a web feature
 * (web/src/features/<name>) is used by the others only through its own index.ts, so what it keeps to
 * itself can change without reading the rest of the code. Tests may reach inside; their helpers live in server/test/.
 */
function borders(folder) {
  const parts = readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return parts.flatMap((part) =>
    parts
      .filter((other) => other !== part)
      .map((other) => ({
        target: `./${folder}/${part}`,
        from: `./${folder}/${other}`,
        except: ['./index.ts'],
        message: `Import the ${other} ${folder.includes('server') ? 'module' : 'feature'} through its index.ts.`,
      })),
  );
}

/**
 * Directions between the layers, from the ground up: a layer never imports one above it, so shared code
 * never imports a feature, a feature never imports the app, and lib never imports adapters.
 */
const SERVER_LAYERS = [
  ['config.ts', 'paths.ts'],
  ['db'],
  ['lib'],
  ['emails'],
  ['adapters'],
  ['deps.ts'],
  ['plugins'],
  ['modules'],
  ['seed'],
  ['app.ts'],
  ['cli', 'main.ts'],
];
const WEB_LAYERS = [['lib'], ['components'], ['features'], ['app']];
const directions = (root, layers) =>
  layers.flatMap((layer, index) => {
    const above = layers.slice(index + 1).flat();
    return layer
      .filter(() => above.length > 0)
      .map((part) => ({
        target: `./${root}/${part}`,
        from: above.map((name) => `./${root}/${name}`),
        message: `${root}/${part} is below these: move what both need down instead.`,
      }));
  });

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'server/dist-*/**',
      'data/**',
      'server/drizzle/**',
      'e2e/output/**',
      'e2e/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  { languageOptions: { globals: { ...globals.node } } },
  {
    files: ['web/src/**/*.{ts,tsx}', 'web/public/**/*.js', 'e2e/**/*.{ts,mjs}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['web/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  {
    // Toasts come through lib/toast.ts, which fetches sonner when one is shown: a static import would put
    // the library back on every page's first load.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/lib/toast.ts', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message: 'Use lib/toast.ts: it loads sonner when a toast is shown.',
              allowTypeImports: true,
            },
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts', 'web/src/**/*.{ts,tsx}', 'bench/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
      // Circles are ours to find: dependencies are not parsed.
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...borders('server/src/modules'),
            ...borders('web/src/features'),
            ...directions('server/src', SERVER_LAYERS),
            ...directions('web/src', WEB_LAYERS),
          ],
        },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
