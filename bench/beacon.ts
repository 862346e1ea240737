/**
 * Throughput of the statistics beacon (`POST /api/stats/{guid}`): the answer is a 204 sent before any
 * counting, and counts reach the database in batches — so a detail page never waits for statistics.
 * The real app runs in a child process (production settings, embedded database, 200 public adverts);
 * autocannon posts beacons from rotating visitor addresses (X-Forwarded-For behind TRUST_PROXY) next to
 * `GET /api/health` as the ceiling of the same stack. At the end the child writes what is pending and
 * reports the views that reached `advert_daily_stats`: every accepted first view of a visitor.
 *
 *   npx tsx bench/beacon.ts [--seconds 10] [--connections 50] [--port 3702]
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const arg = (name: string, fallback: number) => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : fallback;
};
const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';

async function serve() {
  const { sql } = await import('drizzle-orm');
  const { buildApp } = await import('../server/src/app.ts');
  const { loadConfig } = await import('../server/src/config.ts');
  const { closeDeps, createDeps } = await import('../server/src/deps.ts');
  const { makeAdvertiser } = await import('../server/test/factories.ts');
  const config = loadConfig({
    NODE_ENV: 'production',
    PORT: process.env.PORT ?? '3702',
    HOST: '127.0.0.1',
    DATA_DIR: '/tmp/velvet-beacon-bench',
    LOG_LEVEL: 'warn',
    SEED_DEMO: '0',
    TRUST_PROXY: '1',
    // Production refuses a start without SMTP and with the local payment provider; neither is called here.
    SMTP_URL: 'smtp://127.0.0.1:2525',
    PAYMENT_PROVIDER: 'paypal',
    PAYPAL_CLIENT_ID: 'bench',
    PAYPAL_CLIENT_SECRET: 'bench',
  });
  const deps = await createDeps(config, { info: () => {}, error: () => {} }, { inMemoryDatabase: true });
  const guids: string[] = [];
  for (let i = 0; i < 200; i++) guids.push((await makeAdvertiser(deps.database.db)).guid);
  const app = await buildApp(deps, { logger: false });
  await app.listen({ port: config.port, host: config.host });
  console.log(JSON.stringify({ ready: true, port: config.port, guids }));
  process.once('SIGTERM', async () => {
    await app.close(); // writes the pending batch
    const rows = await deps.database.db.execute(
      sql`select coalesce(sum(views), 0)::int as views, count(*)::int as rows from advert_daily_stats`,
    );
    console.log(JSON.stringify({ stored: (rows as unknown as { rows: unknown[] }).rows[0] }));
    await closeDeps(deps);
    process.exit(0);
  });
}

async function drive() {
  const seconds = arg('seconds', 10);
  const connections = arg('connections', 50);
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), 'serve'], {
    env: { ...process.env, PORT: String(arg('port', 3702)) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const messages: Record<string, unknown>[] = [];
  const waitFor = (key: string) =>
    new Promise<Record<string, unknown>>((resolve) => {
      const found = messages.find((m) => key in m);
      if (found) return resolve(found);
      lines.on('line', (line) => {
        if (!line.startsWith('{')) return;
        const message = JSON.parse(line) as Record<string, unknown>;
        messages.push(message);
        if (key in message) resolve(message);
      });
    });
  const ready = (await waitFor('ready')) as { port: number; guids: string[] };
  const url = `http://127.0.0.1:${ready.port}`;

  let n = 0;
  const beacons = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (request) => {
          n += 1;
          // A new visitor (address) per beacon: every one is a first view, the costliest path.
          request.method = 'POST';
          request.path = `/api/stats/${ready.guids[n % ready.guids.length]}`;
          request.headers = {
            'content-type': 'application/json',
            'user-agent': FIREFOX,
            'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
          };
          request.body = '{"type":"view"}';
          return request;
        },
      },
    ],
  });
  const ceiling = await autocannon({ url: `${url}/api/health`, connections, duration: seconds });
  child.kill('SIGTERM');
  const stored = ((await waitFor('stored')) as { stored: { views: number; rows: number } }).stored;
  type Result = Awaited<ReturnType<typeof autocannon>>;
  const line = (name: string, r: Result) =>
    `${name.padEnd(22)} ${String(Math.round(r.requests.total / r.duration)).padStart(7)} req/s  p50 ${r.latency.p50} ms  p99 ${r.latency.p99} ms  non-2xx ${r.non2xx}`;
  console.log(line('POST /api/stats/{guid}', beacons));
  console.log(line('GET /api/health', ceiling));
  console.log(
    `views written: ${stored.views} (${beacons.requests.total - beacons.non2xx} beacons answered 204 within the run, the rest in flight at its end), in ${stored.rows} advert-day rows`,
  );
}

await (process.argv[2] === 'serve' ? serve() : drive());
