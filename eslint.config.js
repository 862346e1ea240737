import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import { readdirSync } from 'node:fs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

/**
 * Borders between the parts of a layer: a server module (server/src/modules/<name>) or a web feature
 * (web/src/features/<name>) is used by the others only through its own index.ts, so what it keeps to
 * itself can change without reading the rest of the code. Tests may reach inside (fixtures, test support).
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
    files: ['server/src/modules/**/*.ts', 'web/src/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', '**/test-support.ts'],
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })] },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...borders('server/src/modules'), ...borders('web/src/features')] },
      ],
    },
  },
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
);
