// Compiles the server to plain JavaScript in dist/ so production runs `node dist/main.js` without a
// TypeScript loader. The workspace package @velvet/contract (TypeScript sources) is bundled in; every other
// package stays an import of node_modules, where native parts (sharp, argon2) and data files (PGlite's WASM)
// must live. The migrations and resources/ are read from the server folder at run time, not bundled.
import { existsSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';

const root = import.meta.dirname;
const dist = path.join(root, 'dist');
// Built beside and swapped in at the end: a server starting meanwhile never sees half a build.
const outdir = path.join(root, `dist-${process.pid}`);

/** Bare imports go to node_modules, except our own workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@velvet/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

const started = performance.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  absWorkingDir: root,
  entryPoints: {
    main: 'src/main.ts',
    'cli/admin-create': 'src/cli/admin-create.ts',
    'cli/db-backup': 'src/cli/db-backup.ts',
    'cli/db-restore': 'src/cli/db-restore.ts',
    'cli/prepare': 'src/cli/prepare.ts',
    // The embedded database runs in a thread of its own, started from this file (paths.ts).
    'pglite-worker': 'src/db/pglite-worker.ts',
  },
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20.19',
  sourcemap: true,
  chunkNames: 'chunks/[name]-[hash]',
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
const old = `${dist}-old-${process.pid}`;
if (existsSync(dist)) renameSync(dist, old);
renameSync(outdir, dist);
rmSync(old, { recursive: true, force: true });

const bytes = Object.entries(result.metafile.outputs)
  .filter(([file]) => file.endsWith('.js'))
  .reduce((sum, [, output]) => sum + output.bytes, 0);
console.log(
  `server built to ${path.relative(process.cwd(), dist) || 'dist'}/ (${Math.round(bytes / 1024)} KiB) in ${Math.round(performance.now() - started)} ms`,
);
