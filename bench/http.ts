/**
 * HTTP load: starts `bench/serve.ts` in a child process (loopback only) and drives it with autocannon.
 * Each endpoint gets a short warm-up, then a timed run at the given connection count; a request set
 * rotates through several URLs (filters, points, guids) so a run is not one cached query.
 */
import { spawn, type ChildProcess } from 'node:child_process';
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

export async function startServer(env: Record<string, string>): Promise<ServerHandle> {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'serve.ts')], {
    cwd: root,
    env: { ...process.env, ...env },
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

export async function runLoad(
  port: number,
  endpoint: Endpoint,
  options: { connections: number; seconds: number; warmupSeconds: number },
): Promise<LoadResult> {
  if (options.warmupSeconds > 0) {
    // Every URL of the set once first (four at a time), as a site's popular pages already are: the timed
    // run then measures the steady state, misses being refreshes. `--no-cache` measures every miss.
    const queue = [...endpoint.paths];
    const worker = async () => {
      for (let path = queue.shift(); path !== undefined; path = queue.shift())
        await fetch(`http://127.0.0.1:${port}${path}`, { headers: { 'accept-language': 'en' } })
          .then((res) => res.arrayBuffer())
          .catch(() => undefined);
    };
    await Promise.all([worker(), worker(), worker(), worker()]);
    await cannon(port, endpoint, Math.min(10, options.connections), options.warmupSeconds);
  }
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
