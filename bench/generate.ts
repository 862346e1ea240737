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
import { hashPassword } from '../server/src/lib/passwords.ts';
import { searchDocument } from '../server/src/lib/text.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
export const BENCH_EMAIL_DOMAIN = 'bench.velvet.invalid';
export const BENCH_PASSWORD = 'bench password 42';

/** What a raw driver offers on both PGlite and node-postgres. */
type RawClient = {
  query: (text: string, params?: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>;
};
export const rawClient = (database: Database): RawClient =>
  (database.db as unknown as { $client: RawClient }).$client;

type Postcode = { zip: string; city: string; lat: number; lng: number; weight: number };

/** The postcode list the server's offline geocoder reads (server/resources, shipped with the code). */
export const POSTCODES_CSV = path.resolve(here, '../server/resources/dk-postcodes.csv');

function loadPostcodes(): Postcode[] {
  const rows = readFileSync(POSTCODES_CSV, 'utf8').trim().split('\n').slice(1);
  return rows.map((line) => {
    const [zip, city, lat, lng] = line.split(',');
    const n = Number(zip);
    // People, and so adverts, cluster in Copenhagen, Aarhus, Odense and Aalborg.
    const big =
      (n >= 1000 && n < 3000) ||
      (n >= 8000 && n <= 8270) ||
      (n >= 5000 && n <= 5270) ||
      (n >= 9000 && n <= 9220);
    return { zip: zip!, city: city!, lat: Number(lat), lng: Number(lng), weight: big ? 4 : 1 };
  });
}

/** A small seeded PRNG (mulberry32): the same N always gives the same catalogue. */
function prng(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(list: readonly T[]) => list[Math.floor(next() * list.length)]!,
    chance: (p: number) => next() < p,
  };
}

const FIRST_NAMES = [
  'Sofie',
  'Emma',
  'Ida',
  'Freja',
  'Clara',
  'Laura',
  'Anna',
  'Ella',
  'Maja',
  'Karla',
  'Alma',
  'Josefine',
  'Nora',
  'Mathilde',
  'Signe',
  'Julie',
  'Liva',
  'Astrid',
  'Victoria',
  'Luna',
  'Mikkel',
  'Oscar',
  'William',
  'Noah',
  'Lucas',
  'Emil',
  'Alex',
  'Robin',
  'Kim',
  'Sasha',
];
const STREETS = [
  'Vestergade',
  'Østergade',
  'Nørregade',
  'Søndergade',
  'Strandvejen',
  'Jernbanegade',
  'Algade',
  'Kirkevej',
  'Skolevej',
  'Bredgade',
  'Åboulevarden',
  'Frederiksberg Allé',
  'Amagerbrogade',
  'Vesterbrogade',
  'Nørrebrogade',
  'Havnegade',
];
const EYES = ['Blue', 'Green', 'Brown', 'Grey', 'Hazel'];
const HAIR = ['Blonde', 'Brown', 'Black', 'Red', 'Grey', 'Auburn'];
const BURST = ['75A', '80B', '85B', '85C', '90C', '95D', '—'];
const ABOUT = [
  '<p>Discreet, warm and easy-going companion. I love good conversation, fine dining and taking my time.</p><p>Available for dinner dates, travel and relaxing massage in a calm private apartment.</p>',
  '<p>Professional massage in a clean and quiet studio close to the station. Towels, shower and parking available.</p><ul><li>Relaxing massage</li><li>Deep tissue</li><li>Hot stones</li></ul>',
  '<p>Elegant, well-educated and always on time. Fluent in Danish, English and German.</p><p><strong>Please book at least two hours in advance.</strong></p>',
  '<p>New in town for a few weeks only. Friendly, open-minded and respectful — your comfort comes first.</p>',
];
const INTEREST_NAMES: [string, string][] = [
  ['Dinner date', 'Middagsdate'],
  ['Massage', 'Massage'],
  ['Overnight', 'Overnatning'],
  ['Travel companion', 'Rejseledsager'],
  ['Couples', 'Par'],
  ['Role play', 'Rollespil'],
  ['Girlfriend experience', 'Kæresteoplevelse'],
  ['Striptease', 'Striptease'],
  ['Tantra', 'Tantra'],
  ['Hot stones', 'Varme sten'],
  ['Duo', 'Duo'],
  ['Video chat', 'Videochat'],
];
const SEXES = [
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Woman',
  'Man',
  'Trans',
] as const;

function age(r: ReturnType<typeof prng>): number {
  const x = r.next();
  if (x < 0.25) return r.int(18, 24);
  if (x < 0.55) return r.int(25, 29);
  if (x < 0.9) return r.int(30, 44);
  if (x < 0.98) return r.int(45, 59);
  return r.int(60, 70);
}

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

const DAY = 86_400_000;

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
    timeouts: { connectMs: 10_000, statementMs: 600_000, idleMs: 30_000 },
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
      await loadAdverts(client, options, postcodes, interestIds, log);
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
    // PostgreSQL will not choose index-only scans (the counts of the list endpoints use them).
    await client.query(
      `${postgres ? 'vacuum ' : ''}analyze advertisers, media, advertiser_interests, advertiser_packages`,
    );
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
      const statement = raw.trim().replace(/;\s*$/, '');
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

async function loadAdverts(
  client: RawClient,
  options: GenerateOptions,
  postcodes: Postcode[],
  interestIds: number[],
  log: (line: string) => void,
) {
  const cumulative: number[] = [];
  let total = 0;
  for (const p of postcodes) cumulative.push((total += p.weight));
  const pickPostcode = (x: number) => {
    const target = x * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return postcodes[lo]!;
  };
  const r = prng(options.adverts);
  // One real argon2 hash shared by every bench account (hashing a million passwords would take hours).
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = Date.now();
  const batchSize = options.batchSize ?? 5000;
  let nextReport = now + 10_000;

  for (let start = 0; start < options.adverts; start += batchSize) {
    const n = Math.min(batchSize, options.adverts - start);
    const cols: Record<string, unknown[]> = {
      name: [],
      email: [],
      password_hash: [],
      phone_number: [],
      zip_code: [],
      address: [],
      city: [],
      country: [],
      state: [],
      latitude: [],
      longitude: [],
      age: [],
      height: [],
      weight: [],
      burst: [],
      about: [],
      eye_color: [],
      hair_color: [],
      sex: [],
      search_text: [],
      email_verified_at: [],
      activated_at: [],
      suspended_at: [],
      package_until: [],
      featured_until: [],
      photo_verified_at: [],
      created_at: [],
      updated_at: [],
    };
    const extras: {
      validated: boolean;
      expiredAt: Date | null;
      untilAt: Date | null;
      video: boolean;
      interests: number[];
    }[] = [];
    for (let k = 0; k < n; k++) {
      const i = start + k;
      const pc = pickPostcode(r.next());
      const address = `${r.pick(STREETS)} ${r.int(1, 180)}`;
      const created = new Date(now - r.int(1, 720) * DAY);
      const updated = new Date(Math.min(now - 60_000, created.getTime() + r.int(0, 400) * DAY));
      const verified = r.chance(0.98);
      const activated = verified && r.chance(0.96);
      const suspended = activated && r.chance(0.01);
      const validated = activated && r.chance(0.38);
      const expired = activated && !validated && r.chance(0.25);
      const untilAt = validated
        ? new Date(now + r.int(1, 60) * DAY)
        : expired
          ? new Date(now - r.int(1, 200) * DAY)
          : null;
      const featured = validated && r.chance(0.03);
      const picks = new Set<number>();
      const howMany = r.int(1, Math.min(5, interestIds.length));
      while (picks.size < howMany) picks.add(r.pick(interestIds));
      cols.name!.push(`${r.pick(FIRST_NAMES)} ${i}`);
      cols.email!.push(`advert-${i}@${BENCH_EMAIL_DOMAIN}`);
      cols.password_hash!.push(passwordHash);
      cols.phone_number!.push(String(20_000_000 + ((i * 7919) % 79_999_999)));
      cols.zip_code!.push(pc.zip);
      cols.address!.push(address);
      cols.city!.push(pc.city);
      cols.country!.push('Denmark');
      cols.state!.push('');
      // Within about 2 km of the postcode's centre, so adverts of one town are not all on one point.
      cols.latitude!.push(Math.round((pc.lat + (r.next() - 0.5) * 0.036) * 1e6) / 1e6);
      cols.longitude!.push(Math.round((pc.lng + (r.next() - 0.5) * 0.06) * 1e6) / 1e6);
      cols.age!.push(age(r));
      cols.height!.push(r.int(155, 195));
      cols.weight!.push(r.int(48, 95));
      cols.burst!.push(r.pick(BURST));
      cols.about!.push(r.pick(ABOUT));
      cols.eye_color!.push(r.pick(EYES));
      cols.hair_color!.push(r.pick(HAIR));
      cols.sex!.push(r.pick(SEXES));
      cols.search_text!.push(searchDocument(pc.city, address, pc.zip));
      cols.email_verified_at!.push(verified ? created : null);
      cols.activated_at!.push(activated ? created : null);
      cols.suspended_at!.push(suspended ? updated : null);
      cols.package_until!.push(untilAt);
      cols.featured_until!.push(featured ? new Date(now + r.int(1, 20) * DAY) : null);
      // About one advert in twelve has had its photos verified by an operator.
      cols.photo_verified_at!.push(r.chance(0.08) ? updated : null);
      cols.created_at!.push(created);
      cols.updated_at!.push(updated);
      extras.push({
        validated,
        expiredAt: expired ? untilAt : null,
        untilAt,
        video: r.chance(0.15),
        interests: [...picks],
      });
    }

    const types: Record<string, string> = {
      latitude: 'float8',
      longitude: 'float8',
      age: 'int4',
      height: 'int4',
      weight: 'int4',
      email_verified_at: 'timestamptz',
      activated_at: 'timestamptz',
      suspended_at: 'timestamptz',
      package_until: 'timestamptz',
      featured_until: 'timestamptz',
      photo_verified_at: 'timestamptz',
      created_at: 'timestamptz',
      updated_at: 'timestamptz',
    };
    const names = Object.keys(cols);
    const { rows: inserted } = await client.query(
      `insert into advertisers (${names.join(', ')})
       select * from unnest(${names.map((c, idx) => `$${idx + 1}::${types[c] ?? 'text'}[]`).join(', ')})
       returning id, email`,
      names.map((c) => cols[c]),
    );
    const idOf = new Map(
      inserted.map((row) => [
        Number(String(row.email).slice(7, String(row.email).indexOf('@'))),
        Number(row.id),
      ]),
    );

    const m = {
      advertiser_id: [] as number[],
      kind: [] as string[],
      storage_key: [] as string[],
      mime: [] as string[],
      width: [] as (number | null)[],
      height: [] as (number | null)[],
      variants: [] as string[],
      duration_seconds: [] as (number | null)[],
      bytes: [] as number[],
      position: [] as number[],
    };
    const ai = { advertiser_id: [] as number[], interest_id: [] as number[] };
    const ap = {
      advertiser_id: [] as number[],
      package_id: [] as number[],
      starts_at: [] as Date[],
      ends_at: [] as Date[],
    };
    extras.forEach((extra, k) => {
      const i = start + k;
      const id = idOf.get(i)!;
      const hex = i.toString(16).padStart(8, '0');
      const addImage = (kind: 'main' | 'image', position: number) => {
        m.advertiser_id.push(id);
        m.kind.push(kind);
        m.storage_key.push(`img/${hex.slice(-2)}/bench-${hex}-${position}`);
        m.mime.push('image/webp');
        m.width.push(1280);
        m.height.push(1600);
        m.variants.push('[320,640,960,1280]');
        m.duration_seconds.push(null);
        m.bytes.push(180_000);
        m.position.push(position);
      };
      addImage('main', 0);
      for (let p = 1; p <= 4; p++) addImage('image', p);
      if (extra.video) {
        m.advertiser_id.push(id);
        m.kind.push('video');
        m.storage_key.push(`vid/${hex.slice(-2)}/bench-${hex}/video.mp4`);
        m.mime.push('video/mp4');
        m.width.push(null);
        m.height.push(null);
        m.variants.push('[]');
        m.duration_seconds.push(24);
        m.bytes.push(6_000_000);
        m.position.push(5);
      }
      for (const interest of extra.interests) {
        ai.advertiser_id.push(id);
        ai.interest_id.push(interest);
      }
      if (extra.untilAt) {
        // As the payments service records it: a period per paid package, package_until = end of the last.
        ap.advertiser_id.push(id);
        ap.package_id.push(extra.validated ? 1 : 15);
        ap.ends_at.push(extra.untilAt);
        ap.starts_at.push(new Date(extra.untilAt.getTime() - (extra.validated ? 30 : 60) * DAY));
      }
    });
    await client.query(
      `insert into media (advertiser_id, kind, storage_key, mime, width, height, variants, duration_seconds, bytes, position)
       select a, k, s, mi, w, h, v::jsonb, d, b, p
         from unnest($1::int4[], $2::text[], $3::text[], $4::text[], $5::int4[], $6::int4[], $7::text[], $8::float8[], $9::int4[], $10::int4[])
           as t(a, k, s, mi, w, h, v, d, b, p)`,
      [
        m.advertiser_id,
        m.kind,
        m.storage_key,
        m.mime,
        m.width,
        m.height,
        m.variants,
        m.duration_seconds,
        m.bytes,
        m.position,
      ],
    );
    await client.query(
      'insert into advertiser_interests (advertiser_id, interest_id) select * from unnest($1::int4[], $2::int4[])',
      [ai.advertiser_id, ai.interest_id],
    );
    if (ap.advertiser_id.length) {
      await client.query(
        'insert into advertiser_packages (advertiser_id, package_id, starts_at, ends_at) select * from unnest($1::int4[], $2::int4[], $3::timestamptz[], $4::timestamptz[])',
        [ap.advertiser_id, ap.package_id, ap.starts_at, ap.ends_at],
      );
    }
    if (Date.now() > nextReport) {
      log(`  ${start + n} / ${options.adverts} adverts`);
      nextReport = Date.now() + 10_000;
    }
  }
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
