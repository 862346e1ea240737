import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { advertisers, media } from '../../src/db/schema.ts';
import { closeDeps, createDeps, type AppDeps } from '../../src/deps.ts';
import { FACTORY_PASSWORD, makeAdmin, makeAdvertiser, makeMedia } from '../factories.ts';

/**
 * db:backup and db:restore of the embedded database, as an operator runs them: the real commands (compiled,
 * through `scripts/run.mjs` as npm runs them) on a DATA_DIR on disk, with the server stopped. Always PGlite:
 * PostgreSQL is backed up with pg_dump.
 */
const root = path.resolve(import.meta.dirname, '../../..');
let dataDir: string;
let work: string;

beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), 'velvet-backup-test-'));
  dataDir = path.join(work, 'data');
});
afterAll(() => rmSync(work, { recursive: true, force: true }));

const env = () => ({
  ...process.env,
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  S3_BUCKET: '',
  LOG_LEVEL: 'silent',
});
const config = () => loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED_DEMO: '0', LOG_LEVEL: 'silent' });
const silent = { info: () => {}, error: () => {} };

/** `npm run db:backup -- FILE` without npm's own chatter: the script npm runs, with the same arguments. */
function command(name: 'db-backup' | 'db-restore', ...args: string[]) {
  const run = spawnSync(process.execPath, [path.join(root, 'scripts/run.mjs'), `cli/${name}`, ...args], {
    cwd: root,
    env: env(),
    encoding: 'utf8',
  });
  // A build first (when the sources changed) may print npm's own lines: the command's answer is the last one.
  return {
    code: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    said: run.stderr.trim().split('\n').at(-1)!,
  };
}

async function snapshot(deps: AppDeps) {
  const db = deps.database.db;
  const accounts = await db
    .select({
      id: advertisers.id,
      guid: advertisers.guid,
      email: advertisers.email,
      name: advertisers.name,
      role: advertisers.role,
      passwordHash: advertisers.passwordHash,
      packageUntil: advertisers.packageUntil,
    })
    .from(advertisers)
    .orderBy(asc(advertisers.id));
  const items = await db.select({ key: media.storageKey }).from(media).orderBy(asc(media.id));
  return { accounts, items };
}

describe('db:backup and db:restore (embedded database)', () => {
  it(
    'round trip: backup, wipe, restore gives back the same adverts, accounts and media',
    { timeout: 240_000 },
    async () => {
      // A database on disk with an operator, adverts and a stored photo, then the "server" stops.
      let deps = await createDeps(config(), silent);
      await makeAdmin(deps.database.db, { email: 'ops@example.test' });
      const sofie = await makeAdvertiser(deps.database.db, {
        name: 'Sofie',
        email: 'sofie@example.test',
        packageUntil: new Date(Date.now() + 5 * 86_400_000),
      });
      await makeAdvertiser(deps.database.db, { name: 'Emil', email: 'emil@example.test', sex: 'Man' });
      // Stored under a key of the image pipeline's shape, which is all /media serves.
      const id = randomUUID();
      const photo = await makeMedia(deps.database.db, sofie.id, 'main', {
        storageKey: `img/${id.slice(0, 2)}/${id}`,
      });
      const bytes = Buffer.from('RIFF....WEBPVP8 a stored photo');
      await deps.storage.put(`${photo.storageKey}/640.webp`, bytes, 'image/webp');
      const before = await snapshot(deps);
      expect(before.accounts).toHaveLength(3);

      // While the database is held (the server runs), both commands refuse with one clear line.
      const file = path.join(work, 'velvet-backup.tar.gz');
      for (const [name, args] of [
        ['db-backup', [file]],
        ['db-restore', [file]],
      ] as const) {
        const refused = command(name, ...args);
        expect(refused.code, refused.stderr).toBe(1);
        expect(refused.said).toMatch(
          new RegExp(
            `^The embedded database is in use by process ${process.pid} \\(.*db\\.lock\\)\\. Stop the Velvet server first`,
          ),
        );
      }
      expect(existsSync(file)).toBe(false);
      await closeDeps(deps);

      const backup = command('db-backup', file);
      expect(backup.code, backup.stderr).toBe(0);
      expect(backup.stdout).toContain(`Backed up 3 accounts (2 adverts) and the media to ${file}`);

      // Wipe: the database and the media are gone.
      rmSync(path.join(dataDir, 'db'), { recursive: true, force: true });
      rmSync(path.join(dataDir, 'media'), { recursive: true, force: true });
      deps = await createDeps(config(), silent);
      expect((await snapshot(deps)).accounts).toEqual([]);
      await closeDeps(deps);

      const restore = command('db-restore', file);
      expect(restore.code, restore.stderr).toBe(0);
      expect(restore.stdout).toContain(`Restored 3 accounts (2 adverts) and the media from ${file}.`);
      // The empty database the wipe left behind is kept aside, not deleted.
      expect(restore.stdout).toMatch(/The previous data is kept in .*db\.before-restore-/);
      expect(readdirSync(dataDir).some((name) => name.startsWith('db.before-restore-'))).toBe(true);

      deps = await createDeps(config(), silent);
      try {
        expect(await snapshot(deps)).toEqual(before);
        // The restored account signs in with its password, and its photo is served again.
        const app = await buildApp(deps, { logger: false });
        const login = await app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'sofie@example.test', password: FACTORY_PASSWORD, is_user: 0 },
        });
        expect(login.statusCode, login.body).toBe(200);
        const served = await app.inject(`/media/${photo.storageKey}/640.webp`);
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(bytes)).toBe(true);
        await app.close();
      } finally {
        await closeDeps(deps);
      }
    },
  );

  it(
    'refuses a file that is not a backup, and leaves the database as it was',
    { timeout: 120_000 },
    async () => {
      const bogus = path.join(work, 'not-a-backup.tar.gz');
      writeFileSync(bogus, 'plain text');
      const res = command('db-restore', bogus);
      expect(res.code).toBe(1);
      expect(res.said).toMatch(/^Restore failed: /);
      const database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
      try {
        const rows = await database.db.select({ email: advertisers.email }).from(advertisers);
        expect(rows.map((r) => r.email).sort()).toEqual([
          'emil@example.test',
          'ops@example.test',
          'sofie@example.test',
        ]);
      } finally {
        await database.close();
      }
    },
  );
});
