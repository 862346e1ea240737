/**
 * Query plans of the real endpoints: the app is built in this process on the bench database, the SQL
 * each endpoint runs is recorded at the driver, and every recorded statement is run again under
 * `EXPLAIN (ANALYZE, BUFFERS)` with the same parameters. Nothing here restates the repo's SQL, so the
 * plans are those of the code as it is.
 */
import { buildApp, type App } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { closeDeps, createDeps, type AppDeps } from '../server/src/deps.ts';
import { rawClient } from './raw-client.ts';

type Recorded = { text: string; params: unknown[] };
type Driver = { query: (...args: unknown[]) => Promise<{ rows: Record<string, unknown>[] }> };

export type BenchApp = {
  app: App;
  deps: AppDeps;
  /** Runs `fn` and returns every SQL statement the app sent meanwhile. */
  record: (fn: () => Promise<unknown>) => Promise<Recorded[]>;
  close: () => Promise<void>;
};

export async function openBenchApp(env: {
  DATABASE_URL?: string | undefined;
  pgliteDir?: string | undefined;
}): Promise<BenchApp> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: env.pgliteDir ?? '/tmp/velvet-perf-plans',
    ...(env.DATABASE_URL ? { DATABASE_URL: env.DATABASE_URL } : {}),
    LOG_LEVEL: 'silent',
    SEED_DEMO: '0',
  });
  const deps = await createDeps(config, { info: () => {}, error: () => {} });
  const app = await buildApp(deps, { logger: false });
  await app.ready();

  const driver = rawClient(deps.database) as unknown as Driver;
  const original = driver.query.bind(driver);
  let sink: Recorded[] | null = null;
  // Both drivers take (text | {text, values}, params?, ...): record the statement, then pass it on untouched.
  driver.query = (...args: unknown[]) => {
    if (sink) {
      const first = args[0] as string | { text: string; values?: unknown[] };
      const text = typeof first === 'string' ? first : first.text;
      const params =
        (Array.isArray(args[1]) ? args[1] : typeof first === 'object' ? first.values : undefined) ?? [];
      sink.push({ text, params: params as unknown[] });
    }
    return original(...args);
  };
  return {
    app,
    deps,
    record: async (fn) => {
      sink = [];
      try {
        await fn();
        return sink;
      } finally {
        sink = null;
      }
    },
    close: async () => {
      await app.close();
      await closeDeps(deps);
    },
  };
}

type PlanNode = {
  'Node Type': string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Sort Method'?: string;
  Plans?: PlanNode[];
};

export type ExplainedQuery = {
  endpoint: string;
  url: string;
  sql: string;
  params: unknown[];
  executionMs: number;
  planningMs: number;
  plan: string;
  /** Nodes worth a glance: every scan and sort with the rows it produced. */
  nodes: { type: string; relation?: string; index?: string; rows: number }[];
};

function walk(node: PlanNode, out: ExplainedQuery['nodes']) {
  const type = node['Node Type'];
  if (/Scan|Sort/.test(type)) {
    out.push({
      type,
      ...(node['Relation Name'] ? { relation: node['Relation Name'] } : {}),
      ...(node['Index Name'] ? { index: node['Index Name'] } : {}),
      rows: Math.round((node['Actual Rows'] ?? 0) * (node['Actual Loops'] ?? 1)),
    });
  }
  for (const child of node.Plans ?? []) walk(child, out);
}

/** How many times each statement is explained; the median execution is reported. */
const EXPLAIN_RUNS = 5;

/** EXPLAIN ANALYZE of each statement the endpoint ran (the main read queries; trivial lookups included). */
export async function explainEndpoint(
  bench: BenchApp,
  endpoint: string,
  url: string,
): Promise<ExplainedQuery[]> {
  const statements = await bench.record(async () => {
    const res = await bench.app.inject({ method: 'GET', url });
    if (res.statusCode !== 200)
      throw new Error(`${url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  });
  const client = rawClient(bench.deps.database);
  const explained: ExplainedQuery[] = [];
  for (const s of statements) {
    if (!/^\s*(select|with)\b/i.test(s.text)) continue;
    // Five runs, the median kept: on a shared machine one run may wait for a CPU or a page the
    // previous statement pushed out; the plan is the same in each.
    const runs: { Plan: PlanNode; 'Execution Time': number; 'Planning Time': number }[] = [];
    // Without per-node timing: reading the clock for every row costs more than the work in PGlite's
    // WebAssembly, and the execution time is what is compared (the text plan below keeps the timings).
    for (let i = 0; i < EXPLAIN_RUNS; i++) {
      const json = await client.query(
        `explain (analyze, timing off, buffers, format json) ${s.text}`,
        s.params,
      );
      runs.push((json.rows[0]!['QUERY PLAN'] as unknown as [(typeof runs)[number]])[0]);
    }
    runs.sort((a, b) => a['Execution Time'] - b['Execution Time']);
    const top = runs[Math.floor(runs.length / 2)]!;
    const text = await client.query(`explain (analyze, buffers) ${s.text}`, s.params);
    const nodes: ExplainedQuery['nodes'] = [];
    walk(top.Plan, nodes);
    explained.push({
      endpoint,
      url,
      sql: s.text,
      params: s.params,
      executionMs: top['Execution Time'],
      planningMs: top['Planning Time'],
      plan: text.rows.map((r) => String(r['QUERY PLAN'])).join('\n'),
      nodes,
    });
  }
  return explained;
}

/**
 * The proof the issue asks for: the nearest-first page walks `advertisers_earth_idx` (KNN, stops after
 * the page) instead of sorting every visible advert by distance.
 */
export function distanceOrderFromIndex(
  queries: ExplainedQuery[],
  visibleAdverts: number,
): { ok: boolean; detail: string } {
  const page = queries.find((q) => q.nodes.some((n) => n.index === 'advertisers_earth_idx'));
  if (!page) return { ok: false, detail: 'no statement of escort/all uses advertisers_earth_idx' };
  const scan = page.nodes.find((n) => n.index === 'advertisers_earth_idx')!;
  const bigSort = page.nodes.find((n) => /Sort/.test(n.type) && n.rows > 1000);
  const earlyStop = scan.rows < Math.max(1000, visibleAdverts / 10);
  const ok = !bigSort && earlyStop;
  return {
    ok,
    detail: `${scan.type} on advertisers_earth_idx returned ${scan.rows} of ${visibleAdverts} visible rows${bigSort ? `; a ${bigSort.type} of ${bigSort.rows} rows` : ''}; ${page.executionMs.toFixed(2)} ms`,
  };
}

export type Sample = { interestIds: number[]; guids: string[]; ids: number[] };

/** Real values for the request mixes: interest ids, guids and ids of visible adverts. */
export async function sampleData(bench: BenchApp, guids = 300): Promise<Sample> {
  const client = rawClient(bench.deps.database);
  const interests = await client.query('select id from interests order by id limit 12');
  const adverts = await client.query(
    `select id, guid from advertisers where email_verified_at is not null and activated_at is not null and suspended_at is null
      order by md5(id::text) limit $1`,
    [guids],
  );
  return {
    interestIds: interests.rows.map((r) => Number(r.id)),
    guids: adverts.rows.map((r) => String(r.guid)),
    ids: adverts.rows.map((r) => Number(r.id)),
  };
}

/** Tables above this many rows must never be read by a sequential scan in a public call. */
export const SEQ_SCAN_ROWS = 10_000;

/**
 * Every `Seq Scan` on a table of more than SEQ_SCAN_ROWS rows (by the planner's statistics) in the
 * plans of the public calls: each one is a query that grows with the catalogue.
 */
export async function largeSeqScans(
  bench: BenchApp,
  queries: ExplainedQuery[],
): Promise<{ url: string; relation: string; rows: number; sql: string }[]> {
  const client = rawClient(bench.deps.database);
  const { rows } = await client.query(
    `select relname, reltuples::float8 as tuples from pg_class where relkind = 'r' and relnamespace = current_schema()::regnamespace`,
  );
  const size = new Map(rows.map((r) => [String(r.relname), Number(r.tuples)]));
  return queries.flatMap((q) =>
    q.nodes
      .filter((n) => n.type === 'Seq Scan' && n.relation && (size.get(n.relation) ?? 0) > SEQ_SCAN_ROWS)
      .map((n) => ({ url: q.url, relation: n.relation!, rows: size.get(n.relation!)!, sql: q.sql })),
  );
}
