/**
 * The copied-photo lookup at scale: N stored perceptual hashes (1 000 000 by default) of 1 000 accounts,
 * then the screening's own query (`similarPhotos`, four indexed 16-bit bands probed within 2 bits each)
 * for random photos and for near copies of stored ones. Prints the median and p95 lookup time, the
 * candidates per lookup and the plan (it must use the band indexes, never read every hash).
 *
 *   createdb -h 127.0.0.1 -U postgres velvet_photo_bench
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/velvet_photo_bench npx tsx bench/photo-hash.ts [--hashes N] [--lookups 200]
 *
 * Without DATABASE_URL it runs on an in-memory PGlite (use fewer hashes there). The data is made in SQL
 * (generate_series), deterministic for one N, and reused by the next run with the same N.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../server/src/config.ts';
import { closeDeps, createDeps } from '../server/src/deps.ts';
import { bandedHash, bandNeighbours, hexOf } from '../server/src/modules/safety/hashing.ts';
import { similarPhotos } from '../server/src/modules/safety/repo.ts';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const N = arg('hashes', 1_000_000);
const LOOKUPS = arg('lookups', 200);
const ACCOUNTS = 1_000;

const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: '/tmp/velvet-photo-hash-bench',
  LOG_LEVEL: 'silent',
  SEED_DEMO: '0',
  // The load inserts a million rows in one statement: the longest wait the setting allows.
  DATABASE_STATEMENT_TIMEOUT_MS: '600000',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
});
const deps = await createDeps(config, { info: () => {}, error: () => {} }, { inMemoryDatabase: true });
const { db } = deps.database;
const rows = <T>(result: unknown) => (result as { rows: T[] }).rows;

const [{ n: stored } = { n: 0 }] = rows<{ n: number }>(
  await db.execute(sql`select count(*)::int as n from photo_hashes`),
);
if (stored !== N) {
  console.log(`loading ${N} hashes of ${ACCOUNTS} accounts…`);
  const started = performance.now();
  await db.execute(sql`truncate photo_hashes, safety_flags`);
  await db.execute(sql`delete from media where storage_key like 'bench-hash/%'`);
  await db.execute(sql`delete from advertisers where email like 'bench-hash-%'`);
  await db.execute(sql`
    insert into advertisers (name, email, password_hash)
    select 'Bench ' || i, 'bench-hash-' || i || '@example.test', 'x' from generate_series(1, ${ACCOUNTS}) i`);
  await db.execute(sql`
    insert into media (advertiser_id, kind, storage_key, mime)
    select a.id, 'image', 'bench-hash/' || a.id || '/' || g, 'image/webp'
    from (select id, row_number() over (order by id) r from advertisers where email like 'bench-hash-%') a
    cross join generate_series(1, ${Math.ceil(N / ACCOUNTS)}) g`);
  // Random 64-bit hashes from md5 (deterministic per media id), and their four bands.
  await db.execute(sql`
    insert into photo_hashes (media_id, advertiser_id, hash, band0, band1, band2, band3)
    select id, advertiser_id, h, (h >> 48) & 65535, (h >> 32) & 65535, (h >> 16) & 65535, h & 65535
    from (select m.id, m.advertiser_id, ('x' || substr(md5(m.id::text), 1, 16))::bit(64)::bigint h
          from media m where m.storage_key like 'bench-hash/%' order by m.id limit ${N}) s`);
  await db.execute(sql`analyze photo_hashes`);
  console.log(`loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const sample = rows<{ hash: string; advertiser_id: number }>(
  await db.execute(
    sql`select hash::text, advertiser_id from photo_hashes order by media_id limit ${LOOKUPS}`,
  ),
);
const flip = (hex: string, bits: number) => {
  let value = BigInt(`0x${hex}`);
  for (let i = 0; i < bits; i++) value ^= 1n << BigInt((i * 13) % 64);
  return value.toString(16).padStart(16, '0');
};
const lookups = [
  ...Array.from({ length: LOOKUPS }, () => ({ kind: 'random', hex: randomBytes(8).toString('hex') })),
  ...sample.map((s) => ({ kind: 'copy (7 bits off)', hex: flip(hexOf(BigInt(s.hash)), 7) })),
];
const times: Record<string, number[]> = {};
let found = 0;
for (const lookup of lookups) {
  const started = performance.now();
  const matches = await similarPhotos(db, { probes: [bandedHash(lookup.hex)], turns: [] }, -1);
  (times[lookup.kind] ??= []).push(performance.now() - started);
  if (lookup.kind !== 'random' && matches.length > 0) found++;
}
const pct = (list: number[], p: number) =>
  [...list].sort((a, b) => a - b)[Math.floor((list.length - 1) * p)]!;
const plan = rows<Record<string, string>>(
  await db.execute(
    sql.raw(
      `explain ${
        // The same statement the screening sends, with one lookup's values inlined.
        (() => {
          const h = bandedHash(randomBytes(8).toString('hex'));
          const near = (b: number) => `(${bandNeighbours(b).join(',')})`;
          return `select media_id from photo_hashes where band0 in ${near(h.band0)} or band1 in ${near(h.band1)} or band2 in ${near(h.band2)} or band3 in ${near(h.band3)}`;
        })()
      }`,
    ),
  ),
).map((r) => Object.values(r)[0]);
const load = (await import('node:os'))
  .loadavg()
  .map((l) => l.toFixed(1))
  .join(' ');
const result = {
  database: deps.database.kind,
  hashes: N,
  load,
  lookups: Object.fromEntries(
    Object.entries(times).map(([kind, list]) => [
      kind,
      { count: list.length, median_ms: +pct(list, 0.5).toFixed(2), p95_ms: +pct(list, 0.95).toFixed(2) },
    ]),
  ),
  copies_found: `${found} of ${sample.length}`,
  plan,
};
console.log(JSON.stringify(result, null, 2));
mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
writeFileSync(
  new URL(
    `./results/${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}-photo-hash-${N}.json`,
    import.meta.url,
  ),
  `${JSON.stringify(result, null, 2)}\n`,
);
await closeDeps(deps);
