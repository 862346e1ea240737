import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import * as tar from 'tar';
import { lockDataDir } from './data-lock.ts';
import { openDatabase } from './client.ts';
import { advertisers } from './schema.ts';

/**
 * Backups of the embedded default (PGlite): one `.tar.gz` file holding
 *   velvet-backup.json   what is inside and when it was made
 *   database.tar.gz      PGlite's own archive of its data folder (dumpDataDir)
 *   media/               the uploaded photos and videos, when they live on this disk (not with S3_BUCKET)
 * Both commands open the database themselves, so they take its lock: while a server runs on the same
 * DATA_DIR they stop with a line saying so. PostgreSQL is backed up with pg_dump (docs/deploy.md).
 */

const MANIFEST = 'velvet-backup.json';
const DATABASE = 'database.tar.gz';
const FORMAT = 1;

type Manifest = { format: number; created_at: string; database: 'pglite'; media: boolean };
export type BackupSummary = { accounts: number; adverts: number; media: boolean; bytes: number };

async function counts(db: Awaited<ReturnType<typeof openDatabase>>['db']) {
  const [accounts] = await db.select({ n: count() }).from(advertisers);
  const [adverts] = await db
    .select({ n: count() })
    .from(advertisers)
    .where(eq(advertisers.role, 'advertiser'));
  return { accounts: accounts?.n ?? 0, adverts: adverts?.n ?? 0 };
}

/** Writes a backup of DATA_DIR's database (and media, unless `includeMedia` is false) to `file`. */
export async function backupEmbedded(options: {
  dataDir: string;
  file: string;
  includeMedia: boolean;
}): Promise<BackupSummary> {
  const dbDir = path.join(options.dataDir, 'db');
  if (!existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new Error(`There is no embedded database in ${dbDir} to back up.`);
  }
  const work = mkdtempSync(path.join(options.dataDir, '.backup-'));
  try {
    const database = await openDatabase({ dataDir: dbDir });
    let found;
    try {
      found = await counts(database.db);
      const archive = await database.dumpDataDir!();
      writeFileSync(path.join(work, DATABASE), Buffer.from(await archive.arrayBuffer()));
    } finally {
      await database.close();
    }
    const mediaDir = path.join(options.dataDir, 'media');
    const media = options.includeMedia && existsSync(mediaDir);
    const manifest: Manifest = {
      format: FORMAT,
      created_at: new Date().toISOString(),
      database: 'pglite',
      media,
    };
    writeFileSync(path.join(work, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
    const entries = [MANIFEST, DATABASE];
    if (media) {
      // Packed from where it lives (no copy): a link in the work folder that tar follows.
      symlinkSync(mediaDir, path.join(work, 'media'));
      entries.push('media');
    }
    await tar.create(
      { gzip: true, file: path.resolve(options.file), cwd: work, follow: true, portable: true },
      entries,
    );
    return { ...found, media, bytes: statSync(options.file).size };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Replaces DATA_DIR's database (and media, when the backup has them) with the backup in `file`. What was there
 * is moved aside to `db.before-restore-<time>` (and `media.before-restore-<time>`), never deleted; if anything
 * fails, it is moved back.
 */
export async function restoreEmbedded(options: {
  dataDir: string;
  file: string;
}): Promise<BackupSummary & { keptAs: string[] }> {
  mkdirSync(options.dataDir, { recursive: true });
  const dbDir = path.join(options.dataDir, 'db');
  const mediaDir = path.join(options.dataDir, 'media');
  // Held for the whole run, so no server starts on a half-restored folder.
  const unlock = lockDataDir(dbDir);
  if (!existsSync(options.file) || !statSync(options.file).isFile()) {
    unlock();
    throw new Error(`No backup file at ${options.file}.`);
  }
  const work = mkdtempSync(path.join(options.dataDir, '.restore-'));
  const moved: [from: string, to: string][] = [];
  try {
    await tar.extract({ file: path.resolve(options.file), cwd: work, strict: true });
    let manifest: Manifest;
    try {
      manifest = JSON.parse(readFileSync(path.join(work, MANIFEST), 'utf8')) as Manifest;
    } catch {
      throw new Error(`${options.file} is not a Velvet backup (no ${MANIFEST} inside).`);
    }
    if (
      manifest.format !== FORMAT ||
      manifest.database !== 'pglite' ||
      !existsSync(path.join(work, DATABASE))
    ) {
      throw new Error(`${options.file} is a backup this version cannot read (format ${manifest.format}).`);
    }

    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const setAside = (dir: string) => {
      if (existsSync(dir) && readdirSync(dir).length) {
        const to = `${dir}.before-restore-${stamp}`;
        renameSync(dir, to);
        moved.push([dir, to]);
      } else {
        rmSync(dir, { recursive: true, force: true });
      }
    };
    setAside(dbDir);
    const archive = new Blob([readFileSync(path.join(work, DATABASE))]);
    // Opening it runs the migrations too: an older backup comes back with today's schema.
    const database = await openDatabase({ dataDir: dbDir, loadDataDir: archive, lockHeld: true });
    let found;
    try {
      found = await counts(database.db);
    } finally {
      await database.close();
    }
    if (manifest.media && existsSync(path.join(work, 'media'))) {
      setAside(mediaDir);
      renameSync(path.join(work, 'media'), mediaDir);
    }
    return {
      ...found,
      media: manifest.media,
      bytes: statSync(options.file).size,
      keptAs: moved.map(([, to]) => to),
    };
  } catch (error) {
    // Put back what was there before.
    for (const [from, to] of moved.reverse()) {
      rmSync(from, { recursive: true, force: true });
      renameSync(to, from);
    }
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
    unlock();
  }
}
