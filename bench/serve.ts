/**
 * The server under load, in a process of its own (so the load generator does not share its event loop):
 * the real app from `buildApp`, production settings, plus one bench-only route, `/bench/ceiling`, that
 * answers a precomputed JSON body of the size of a search answer through the same Fastify stack
 * (hooks, security headers, language, error handling) — what the stack costs with no database work.
 *
 * Environment: PORT, DATABASE_URL or BENCH_PGLITE_DIR, BENCH_LOG_LEVEL. Prints one JSON line when ready.
 */
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { closeDeps, createDeps } from '../server/src/deps.ts';

const pgliteDir = process.env.BENCH_PGLITE_DIR;
const config = loadConfig({
  NODE_ENV: 'production',
  PORT: process.env.PORT ?? '3701',
  HOST: '127.0.0.1',
  // PGlite keeps its files under DATA_DIR/db.
  DATA_DIR: pgliteDir ?? '/tmp/velvet-perf-serve',
  ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
  LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn',
  SEED_DEMO: '0',
  // Production refuses the local payment provider and a start without SMTP; neither is called by the catalogue.
  SMTP_URL: 'smtp://127.0.0.1:2525',
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: 'bench',
  PAYPAL_CLIENT_SECRET: 'bench',
  ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {}),
  // PGLITE_THREAD=0 measures the embedded database on the server's own thread, as it ran before.
  ...(process.env.PGLITE_THREAD ? { PGLITE_THREAD: process.env.PGLITE_THREAD } : {}),
});
const quiet = { info: () => {}, error: (obj: object, msg: string) => console.error(msg, obj) };
const deps = await createDeps(config, quiet);
// BENCH_NO_CACHE=1: every answer from the database, to measure what the caches hide.
const app = await buildApp(deps, process.env.BENCH_NO_CACHE === '1' ? { listCacheMs: 0 } : {});

let ceilingBody = '{}';
app.get('/bench/ceiling', async (_request, reply) =>
  reply.type('application/json; charset=utf-8').send(ceilingBody),
);

await app.listen({ port: config.port, host: config.host });
// The ceiling answers exactly the bytes of a real first search page.
const sample = await app.inject({ method: 'GET', url: '/api/escort/search?page=1&page_size=9' });
ceilingBody = sample.body;

const stop = async () => {
  await app.close();
  await closeDeps(deps);
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
console.log(
  JSON.stringify({
    ready: true,
    port: config.port,
    ceilingBytes: Buffer.byteLength(ceilingBody),
    database: deps.database.kind,
  }),
);
