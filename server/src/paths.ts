import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * The server package folder, which holds `drizzle/` (the migrations) and `resources/` (the postcode list).
 * Found by walking up from this file, so it is the same whether the code runs from `src/` through tsx or
 * from the compiled bundle in `dist/` (whose chunks sit at another depth).
 */
function findServerRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no server folder (with drizzle/) above ${from}`);
  }
}

const SERVER_ROOT = findServerRoot(import.meta.dirname);
export const MIGRATIONS_FOLDER = path.join(SERVER_ROOT, 'drizzle');
export const RESOURCES_FOLDER = path.join(SERVER_ROOT, 'resources');
/** Where the demo catalogue keeps its pictures once made (a cache: deleting it costs one slower seed). */
export const DEMO_MEDIA_CACHE_FOLDER = path.join(SERVER_ROOT, 'node_modules', '.cache', 'velvet-demo-media');
/** Where an embedded database with every migration applied is kept as an archive (a cache as well). */
export const EMPTY_DATABASE_CACHE_FOLDER = path.join(
  SERVER_ROOT,
  'node_modules',
  '.cache',
  'velvet-empty-database',
);
/** The built web app beside the server package, used unless WEB_DIST says otherwise. */
export const DEFAULT_WEB_DIST = path.resolve(SERVER_ROOT, '../web/dist');
/**
 * The embedded database's thread: its TypeScript source when the server runs from `src/` (tsx, tests),
 * its own entry of the compiled bundle otherwise.
 */
export const PGLITE_WORKER_FILE = import.meta.filename.endsWith('.ts')
  ? path.join(SERVER_ROOT, 'src', 'db', 'pglite-worker.ts')
  : path.join(SERVER_ROOT, 'dist', 'pglite-worker.js');
