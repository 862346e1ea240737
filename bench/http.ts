/**
 * HTTP load: starts `bench/serve.ts` in a child process (loopback only) and drives it with autocannon.
 * Each endpoint gets a short warm-up, then a timed run at the given connection count; a request set
 * rotates through several URLs (filters, points, guids) so a run is not one cached query.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

export type ServerHandle = {
  port: number;
  ceilingBytes: number;
  database: string;
  stop: () => Promise<void>;
};

/**
 * Where the server and the load generator run. On two cores or more each gets cores of its own
 * (`taskset`): autocannon parsing answers then takes no CPU from the server it measures, which made one
 * run differ from the next by up to 2× when both shared the same two cores. Other programs on the machine
 * (the database, other work) may still use any core: read the load average beside each figure.
 */
export type Pinning = { server: string; load: string } | null;

/** Pins this process (the load generator, every thread) to core 0 and returns the cores for the server. */
export function pinCores(): Pinning {
  const cpus = os.cpus().length;
  if (cpus < 2) return null;
  const pinned = spawnSync('taskset', ['-a', '-p', '-c', '0', String(process.pid)], { stdio: 'ignore' });
  if (pinned.error || pinned.status !== 0) return null;
  return { load: '0', server: cpus === 2 ? '1' : `1-${cpus - 1}` };
}

/**
 * The bench server's settings: its port, the catalogue it serves (a PostgreSQL URL, else a PGlite folder),
 * and its caches off with `noCache`.
 */
export const benchServerEnv = (
  port: number,
  target: { url?: string; dataDir?: string },
  noCache: boolean,
) => ({
  PORT: String(port),
  ...(noCache ? { BENCH_NO_CACHE: '1' } : {}),
  ...(target.url ? { DATABASE_URL: target.url } : { BENCH_PGLITE_DIR: target.dataDir! }),
});

export async function startServer(
  env: Record<string, string>,
  cores?: string,
  nodeFlags: string[] = [],
): Promise<ServerHandle> {
  const command = [process.execPath, ...nodeFlags, '--import', 'tsx', path.join(here, 'serve.ts')];
  const [file, ...args] = cores ? ['taskset', '-c', cores, ...command] : command;
  const child: ChildProcess = spawn(file!, args, {
    cwd: root,
    // React, Fastify and the rest pick their production builds and paths from the process's NODE_ENV, as
    // `NODE_ENV=production npm start` gives them; the app's own config alone left React in development
    // mode (its checks and owner stacks), which more than doubled a server-rendered page.
    env: { ...process.env, ...env, NODE_ENV: 'production' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const ready = await new Promise<{ port: number; ceilingBytes: number; database: string }>(
    (resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('bench server did not start within 180 s')), 180_000);
      child.once('exit', (code) => reject(new Error(`bench server exited early (code ${code})`)));
      lines.on('line', (line) => {
        if (!line.startsWith('{"ready"')) return;
        clearTimeout(timer);
        resolve(JSON.parse(line) as { port: number; ceilingBytes: number; database: string });
      });
    },
  );
  return {
    ...ready,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}

/** `headers` are sent besides the plain ones, e.g. an Accept-Encoding as browsers send. */
export type Endpoint = { name: string; paths: string[]; headers?: Record<string, string> };

export type LoadResult = {
  name: string;
  urls: number;
  requests: number;
  seconds: number;
  reqPerSec: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
  non2xx: number;
  bytesPerRequest: number;
  /** The machine's 1-minute load average when the run ended (shared machines: read ratios, not req/s). */
  loadAverage: number;
};

async function cannon(port: number, endpoint: Endpoint, connections: number, seconds: number) {
  let next = 0;
  return autocannon({
    url: `http://127.0.0.1:${port}`,
    connections,
    duration: seconds,
    headers: { accept: 'application/json', 'accept-language': 'en', ...endpoint.headers },
    requests: [
      {
        setupRequest: (request) => {
          request.path = endpoint.paths[next++ % endpoint.paths.length]!;
          return request;
        },
      },
    ],
  });
}

/**
 * Every URL of the set once (four at a time), before every run, as a site's popular pages already are: the
 * timed run then measures the steady state, misses being refreshes. Without it a later round found its 300
 * advert answers gone (the other endpoints' runs outlast the cache's 40 s) and measured 300 misses at its
 * start, not the cache. `--no-cache` measures every miss.
 */
async function askEachOnce(port: number, endpoint: Endpoint) {
  const queue = [...endpoint.paths];
  const worker = async () => {
    for (let path = queue.shift(); path !== undefined; path = queue.shift())
      await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-language': 'en' } })
        .then((res) => res.arrayBuffer())
        .catch(() => undefined);
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
}

export async function runLoad(
  port: number,
  endpoint: Endpoint,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  await askEachOnce(port, endpoint);
  if (options.warmupSeconds > 0)
    await cannon(port, endpoint, Math.min(10, options.connections), options.warmupSeconds);
  const result = await cannon(port, endpoint, options.connections, options.seconds);
  return {
    name: endpoint.name,
    urls: endpoint.paths.length,
    requests: result.requests.total,
    seconds: result.duration,
    reqPerSec: Math.round(result.requests.total / result.duration),
    p50: result.latency.p50,
    p90: result.latency.p90,
    p99: result.latency.p99,
    max: result.latency.max,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    bytesPerRequest: result.requests.total ? Math.round(result.throughput.total / result.requests.total) : 0,
    loadAverage: Math.round(os.loadavg()[0]! * 100) / 100,
  };
}

/** One endpoint over several runs, each next to the ceiling runs just before and just after it. */
export type Interleaved = {
  name: string;
  urls: number;
  /** Medians over the runs. */
  reqPerSec: number;
  /** The endpoint's req/s over the mean of its two neighbouring ceiling runs: median, lowest, highest. */
  ratio: number;
  ratioMin: number;
  ratioMax: number;
  p50: number;
  p90: number;
  p99: number;
  /** Its p99 over the neighbouring ceiling runs' mean p99, median over the runs. */
  p99Ratio: number;
  max: number;
  errors: number;
  non2xx: number;
  bytesPerRequest: number;
  loadAverage: number;
  runs: (LoadResult & { ratio: number; p99Ratio: number; ceilingReqPerSec: number; ceilingP99: number })[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/** Medians and spread of one endpoint's runs (or of the ceiling's own runs, with no neighbours). */
function summarise(runs: Interleaved['runs']): Interleaved {
  const first = runs[0]!;
  const m = (pick: (r: Interleaved['runs'][number]) => number) => median(runs.map(pick));
  return {
    name: first.name,
    urls: first.urls,
    reqPerSec: Math.round(m((r) => r.reqPerSec)),
    ratio: m((r) => r.ratio),
    ratioMin: Math.min(...runs.map((r) => r.ratio)),
    ratioMax: Math.max(...runs.map((r) => r.ratio)),
    p50: m((r) => r.p50),
    p90: m((r) => r.p90),
    p99: m((r) => r.p99),
    p99Ratio: m((r) => r.p99Ratio),
    max: Math.max(...runs.map((r) => r.max)),
    errors: runs.reduce((sum, r) => sum + r.errors, 0),
    non2xx: runs.reduce((sum, r) => sum + r.non2xx, 0),
    bytesPerRequest: Math.round(m((r) => r.bytesPerRequest)),
    loadAverage: m((r) => r.loadAverage),
    runs,
  };
}

/**
 * Every endpoint `rounds` times, each run between two ceiling runs (C E1 C E2 … C, the round over again):
 * a run's ratio divides by the ceiling measured right around it, so a neighbour's burst that slows both
 * cancels out, and the median of the rounds drops the one run a burst hit anyway. The timed warm-up in
 * the first round only; every run first asks each of its URLs once. The ceiling's own row gives its runs'
 * median and spread.
 */
export async function runInterleaved(
  port: number,
  ceiling: Endpoint,
  measured: Endpoint[],
  options: {
    connections: number;
    seconds: number;
    warmupSeconds: number;
    rounds: number;
    log: (line: string) => void;
  },
): Promise<{ ceiling: Interleaved; endpoints: Interleaved[] }> {
  const load = (endpoint: Endpoint, warm: boolean) =>
    runLoad(port, endpoint, { ...options, warmupSeconds: warm ? options.warmupSeconds : 0 });
  const ceilingRuns: LoadResult[] = [];
  const byName = new Map<string, Interleaved['runs']>();
  for (let round = 0; round < options.rounds; round++) {
    let before = await load(ceiling, round === 0);
    ceilingRuns.push(before);
    for (const endpoint of measured) {
      const run = await load(endpoint, round === 0);
      const after = await load(ceiling, false);
      ceilingRuns.push(after);
      const ceilingReqPerSec = (before.reqPerSec + after.reqPerSec) / 2;
      const ceilingP99 = (before.p99 + after.p99) / 2;
      const row = {
        ...run,
        ratio: run.reqPerSec / ceilingReqPerSec,
        p99Ratio: run.p99 / ceilingP99,
        ceilingReqPerSec: Math.round(ceilingReqPerSec),
        ceilingP99,
      };
      byName.set(endpoint.name, [...(byName.get(endpoint.name) ?? []), row]);
      options.log(
        `  round ${round + 1}/${options.rounds} ${endpoint.name}: ${run.reqPerSec} req/s = ${(row.ratio * 100).toFixed(0)} % of ceiling ${Math.round(ceilingReqPerSec)}, p99 ${run.p99} ms (${row.p99Ratio.toFixed(2)}× ceiling's) · load ${run.loadAverage}`,
      );
      before = after;
    }
  }
  const ceilingMedian = median(ceilingRuns.map((r) => r.reqPerSec));
  const ceilingP99 = median(ceilingRuns.map((r) => r.p99));
  const ceilingRow = summarise(
    ceilingRuns.map((r) => ({
      ...r,
      ratio: r.reqPerSec / ceilingMedian,
      p99Ratio: r.p99 / ceilingP99,
      ceilingReqPerSec: Math.round(ceilingMedian),
      ceilingP99,
    })),
  );
  return { ceiling: ceilingRow, endpoints: measured.map((e) => summarise(byName.get(e.name)!)) };
}
