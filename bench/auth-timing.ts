/**
 * Does the answer time tell whether an address has an account? Medians of interleaved calls to
 * verify-otp and reset-password (with a code) for known addresses without a pending code and for
 * unknown ones, on the real app with an in-memory database. Timing belongs here, not in the unit tests
 * (those assert the same work: one argon2 verification either way).
 *
 *   npm run bench:auth -w server            # N=40 calls of each kind
 *   BENCH_AUTH_CALLS=100 npm run bench:auth -w server
 */
import { loadavg } from 'node:os';
import { makeAdvertiser } from '../server/test/factories.ts';
import { buildTestApp } from '../server/test/helpers.ts';

const calls = Number(process.env.BENCH_AUTH_CALLS ?? 40);
const ctx = await buildTestApp();
const db = ctx.deps.database.db;
let ip = 0;
const nextIp = () => `10.77.${Math.floor(++ip / 250) % 250}.${(ip % 250) + 1}`;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function timed(url: string, payload: object): Promise<number> {
  const start = process.hrtime.bigint();
  await ctx.app.inject({ method: 'POST', url, payload, remoteAddress: nextIp() });
  return Number(process.hrtime.bigint() - start) / 1e6;
}

const routes = {
  'verify-otp': (email: string) => timed('/api/auth/verify-otp', { email, otp: '12345', type: 1 }),
  'reset-password (otp)': (email: string) =>
    timed('/api/auth/reset-password', {
      email,
      otp: '12345',
      password: 'a-new-Password-77',
      new_password: 'a-new-Password-77',
    }),
};

const known = [];
for (let i = 0; i < calls; i++)
  known.push((await makeAdvertiser(db, { email: `bench-known-${i}@example.dk` })).email);
// Warm up argon2 and the route code once.
await routes['verify-otp']('bench-warmup@example.dk');

const results: Record<string, unknown> = { calls, loadavg: loadavg().map((l) => l.toFixed(2)) };
for (const [name, call] of Object.entries(routes)) {
  const k: number[] = [];
  const u: number[] = [];
  for (let i = 0; i < calls; i++) {
    k.push(await call(known[i]!));
    u.push(await call(`bench-unknown-${name.length}-${i}@example.dk`));
  }
  results[name] = {
    knownWithoutCodeMs: +median(k).toFixed(1),
    unknownMs: +median(u).toFixed(1),
    ratio: +(median(u) / median(k)).toFixed(2),
  };
}
console.log(JSON.stringify(results, null, 2));
await ctx.close();
