/**
 * Loads N synthetic adverts into a Velvet database for the benchmarks: PostgreSQL (DATABASE_URL) or an
 * embedded PGlite folder. Adverts are spread over real Danish postcodes (denser in the four big cities),
 * mostly visible, some validated or featured, each with media rows (keys only, no files) and interests.
 *
 *   npx tsx bench/generate.ts --adverts 100000            # into DATABASE_URL
 *   npx tsx bench/generate.ts --embedded --adverts 10000  # into bench/.data/pglite
 *
 * Rows are sent in batches of arrays through `unnest`, one statement per table per batch; on PostgreSQL the
 * secondary indexes are dropped during the load and rebuilt from their own definitions afterwards, all in
 * one transaction: a load that stops half-way (an error, Ctrl-C, a kill) leaves the database as it was,
 * indexes included. `ensureIndexes` then checks every index the migrations define before anything is
 * measured, and recreates from the migrations' own statements any that an older generator lost.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase, type Database } from '../server/src/db/client.ts';
import { rawClient, type RawClient } from './raw-client.ts';
import { BENCH_EMAIL_DOMAIN, loadAdverts } from './synthetic-catalogue.ts';
import { INTEREST_NAMES, loadPostcodes } from './synthetic-words.ts';

const here = path.dirname(fileURLToPath(import.meta.url));

export type GenerateOptions = {
  /** PostgreSQL URL; without it, `dataDir` is the DATA_DIR whose `db/` holds PGlite. */
  url?: string | undefined;
  dataDir?: string | undefined;
  adverts: number;
  batchSize?: number;
  log?: (line: string) => void;
};

export type GenerateResult = {
  adverts: number;
  visible: number;
  media: number;
  interests: number;
  seconds: number;
  reused: boolean;
};

/** How many bench adverts the database holds; throws when it also holds adverts that are not ours. */
async function existingBenchAdverts(client: RawClient): Promise<number> {
  const { rows } = await client.query(
    `select count(*) filter (where email like $1)::int as bench, count(*) filter (where email not like $1)::int as other from advertisers`,
    [`%@${BENCH_EMAIL_DOMAIN}`],
  );
  const { bench, other } = rows[0] as { bench: number; other: number };
  if (other > 0) {
    throw new Error(
      `refusing to load benchmark data: this database already holds ${other} real advertisers; use a database of its own (e.g. velvet_bench)`,
    );
  }
  return bench;
}

export async function generate(options: GenerateOptions): Promise<GenerateResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  // Same layout as the app: PGlite lives in DATA_DIR/db.
  const database = await openDatabase({
    url: options.url,
    dataDir: options.dataDir ? path.join(options.dataDir, 'db') : undefined,
    poolSize: 4,
    // Bulk loads and index builds of 100 000 adverts take far longer than any request may.
    timeouts: { connectMs: 10_000, statementMs: 600_000, idleMs: 30_000, waitMs: 600_000 },
  });
  const postcodes = loadPostcodes(); // before anything is touched: a missing file changes nothing
  const { client, release } = await dedicatedClient(database);
  try {
    // An older generator that stopped after dropping the indexes left them missing: put them back first.
    const restored = await ensureIndexes(client);
    if (restored.length) {
      log(`restored ${restored.length} missing indexes: ${restored.join(', ')}`);
      // Statistics of the restored expression indexes, or the planner guesses their selectivity.
      await client.query('analyze advertisers');
    }
    const have = await existingBenchAdverts(client);
    if (have === options.adverts) {
      log(`database already holds ${have} bench adverts; reusing them`);
      const counts = await summary(client);
      return { ...counts, seconds: 0, reused: true };
    }
    const postgres = database.kind === 'postgres';
    // One transaction from the truncate to the rebuilt indexes: nothing half-done survives a stop.
    await client.query('begin');
    try {
      if (have > 0) {
        log(`replacing ${have} bench adverts`);
        await client.query(
          'truncate advertisers, media, advertiser_interests, advertiser_packages restart identity cascade',
        );
      }
      const interestIds = await ensureInterests(client);
      await ensurePackages(client);
      const dropped = postgres ? await dropSecondaryIndexes(client) : [];
      // The kept counts are set once after the load. Kept row by row, every insert updates the same
      // counter row again inside one transaction, each update longer than the last (1 000 000 adverts
      // took hours instead of minutes).
      await client.query('alter table advertisers disable trigger advertisers_count_insert');
      await loadAdverts(client, options, postcodes, interestIds, log);
      await client.query('alter table advertisers enable trigger advertisers_count_insert');
      await recount(client);
      if (dropped.length) {
        log(`rebuilding ${dropped.length} indexes`);
        await client.query(`set local maintenance_work_mem = '256MB'`);
        for (const def of dropped) await client.query(def);
      }
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    // VACUUM as autovacuum would soon after such a load: it sets the visibility map, without which
    // PostgreSQL will not choose index-only scans (the ranking tiers and the sampled totals use them).
    // PGlite has no autovacuum at all, so it is vacuumed here too (10 000 adverts: a few seconds).
    await client.query('vacuum analyze advertisers, media, advertiser_interests, advertiser_packages');
    const counts = await summary(client);
    const seconds = (performance.now() - started) / 1000;
    log(
      `loaded ${counts.adverts} adverts (${counts.visible} visible), ${counts.media} media rows, ${counts.interests} interest links in ${seconds.toFixed(1)} s`,
    );
    return { ...counts, seconds, reused: false };
  } finally {
    release();
    await database.close();
  }
}

/** One connection for the whole load (a transaction cannot span a pool's connections). */
async function dedicatedClient(database: Database): Promise<{ client: RawClient; release: () => void }> {
  const driver = rawClient(database) as RawClient & {
    connect?: () => Promise<RawClient & { release: () => void }>;
  };
  if (database.kind === 'postgres' && driver.connect) {
    const conn = await driver.connect();
    return { client: conn, release: () => conn.release() };
  }
  return { client: driver, release: () => {} }; // PGlite: a single connection already
}

/** Every index the migrations leave in place, by name, with the statement that creates it. */
export function migrationIndexes(): Map<string, string> {
  const folder = path.resolve(here, '../server/drizzle');
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number; tag: string }[];
  };
  const files = new Set(readdirSync(folder));
  const indexes = new Map<string, string>();
  for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
    if (!files.has(`${entry.tag}.sql`)) continue;
    const text = readFileSync(path.join(folder, `${entry.tag}.sql`), 'utf8');
    for (const raw of text.split('--> statement-breakpoint')) {
      // Comment lines before a statement (a migration's explanation) are not part of it.
      const statement = raw
        .replace(/^(\s*--[^\n]*\n)+/, '')
        .trim()
        .replace(/;\s*$/, '');
      const created = /^create\s+(?:unique\s+)?index\s+(?:if\s+not\s+exists\s+)?"?([\w]+)"?/i.exec(statement);
      if (created) indexes.set(created[1]!, statement);
      const dropped = /^drop\s+index\s+(?:concurrently\s+)?(?:if\s+exists\s+)?"?([\w]+)"?/i.exec(statement);
      if (dropped) indexes.delete(dropped[1]!);
    }
  }
  return indexes;
}

/** Indexes the migrations define that the database lacks. */
export async function missingIndexes(client: RawClient): Promise<string[]> {
  const { rows } = await client.query(`select indexname from pg_indexes where schemaname = current_schema()`);
  const present = new Set(rows.map((r) => String(r.indexname)));
  return [...migrationIndexes().keys()].filter((name) => !present.has(name));
}

/** Recreates missing migration indexes from the migrations' own statements; returns their names. */
export async function ensureIndexes(client: RawClient): Promise<string[]> {
  const missing = await missingIndexes(client);
  const definitions = migrationIndexes();
  for (const name of missing) await client.query(definitions.get(name)!);
  return missing;
}

/** The kept counts of public and of located public adverts, counted once (visibility.ts states the rule). */
async function recount(client: RawClient) {
  const visible = `role = 'advertiser' and email_verified_at is not null and activated_at is not null and suspended_at is null and held_at is null`;
  await client.query(
    `update catalogue_counts set total = case name
        when 'visible' then (select count(*) from advertisers where ${visible})
        when 'located' then (select count(*) from advertisers where ${visible} and latitude is not null and longitude is not null)
        else total end`,
  );
}

async function summary(client: RawClient) {
  const { rows } = await client.query(`select
      (select count(*)::int from advertisers) as adverts,
      (select count(*)::int from advertisers where email_verified_at is not null and activated_at is not null and suspended_at is null) as visible,
      (select count(*)::int from media) as media,
      (select count(*)::int from advertiser_interests) as interests`);
  return rows[0] as { adverts: number; visible: number; media: number; interests: number };
}

async function ensureInterests(client: RawClient): Promise<number[]> {
  const { rows } = await client.query('select id from interests order by id');
  if (rows.length >= 6) return rows.map((r) => Number(r.id));
  for (const [en, da] of INTEREST_NAMES) {
    const slug = en.toLowerCase().replace(/\W+/g, '-');
    await client.query(
      'insert into interests (slug, name_en, name_da) values ($1, $2, $3) on conflict (slug) do nothing',
      [slug, en, da],
    );
  }
  const again = await client.query('select id from interests order by id');
  return again.rows.map((r) => Number(r.id));
}

async function ensurePackages(client: RawClient): Promise<void> {
  await client.query(`insert into packages (id, title, title_da, description, description_da, price_cents, duration_days, sort_order)
    values (15, 'Welcome Package', 'Velkomstpakke', '2 months free for 1€', '2 måneder gratis for 1€', 100, 60, 0),
           (1, 'Standard', 'Standard', 'Thirty days', 'Tredive dage', 2900, 30, 1)
    on conflict (id) do nothing`);
  await client.query(
    `select setval(pg_get_serial_sequence('packages', 'id'), (select max(id) from packages))`,
  );
}

/** Drops the non-unique, non-key indexes of the bulk tables and returns their definitions to rebuild. */
async function dropSecondaryIndexes(client: RawClient): Promise<string[]> {
  const { rows } =
    await client.query(`select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
      from pg_index i join pg_class t on t.oid = i.indrelid
     where t.relname in ('advertisers', 'media', 'advertiser_interests', 'advertiser_packages')
       and not i.indisunique and not i.indisprimary`);
  for (const r of rows) await client.query(`drop index ${String(r.name)}`);
  return rows.map((r) => String(r.def));
}

/** Command line: `--adverts N`, `--embedded` (PGlite in bench/.data/pglite, default 10 000), else DATABASE_URL (default 100 000). */
export function parseGenerateArgs(argv: string[], env: NodeJS.ProcessEnv = process.env) {
  const flag = (name: string) => argv.includes(`--${name}`);
  const value = (name: string) => {
    const i = argv.indexOf(`--${name}`);
    return i >= 0 ? argv[i + 1] : undefined;
  };
  const embedded = flag('embedded') || env.BENCH_EMBEDDED === '1' || !env.DATABASE_URL;
  const raw = value('adverts') ?? env.BENCH_ADVERTS;
  const adverts = raw ? Number(raw) : embedded ? 10_000 : 100_000;
  if (!Number.isInteger(adverts) || adverts < 1)
    throw new Error(`--adverts must be a positive whole number (got ${raw})`);
  return {
    embedded,
    adverts,
    url: embedded ? undefined : env.DATABASE_URL,
    dataDir: embedded ? path.resolve(here, '.data', `pglite-${adverts}`) : undefined,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = parseGenerateArgs(process.argv.slice(2));
  await generate({ url: args.url, dataDir: args.dataDir, adverts: args.adverts });
}
