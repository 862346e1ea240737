import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../src/app.ts';
import { FACTORY_PASSWORD, makeAdvertiser, makeSignedIn } from './factories.ts';
import { buildInstances, type Instance } from './helpers.ts';

/**
 * Growing past one machine: several stateless instances behind a load balancer share PostgreSQL and Redis.
 * Two apps built here stand for two machines: rate limits, one-time-code locks and sign-in tokens must hold
 * whichever instance a request lands on. Needs a real PostgreSQL and Redis, so it runs only when both
 * DATABASE_URL and REDIS_URL are set (CI sets them; a fresh clone's `npm test` skips it).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

// Each run gets its own client addresses and emails, so its counters in the shared Redis are its own.
// The rate limiter counts an IPv6 client by its /64 network, so each address gets a /64 of its own.
const run = randomBytes(4).toString('hex');
let ipCounter = 0;
const freshIp = () => `2001:db8:${run.slice(0, 4)}:${(++ipCounter).toString(16)}::1`;
const freshEmail = (what: string) => `${what}-${run}-${++ipCounter}@example.test`;

describe.skipIf(!databaseUrl || !redisUrl)('two instances on one PostgreSQL and one Redis', () => {
  let instances: Instance[] = [];
  let close: (() => Promise<void>) | undefined;
  let redis: Redis;
  let A: App;
  let B: App;

  beforeAll(async () => {
    // Separate disks, as on two machines: only the database and Redis are shared.
    ({ instances, close } = await buildInstances(2, { REDIS_URL: redisUrl! }));
    [A, B] = instances.map((i) => i.app) as [App, App];
    redis = new Redis(redisUrl!);
  }, 120_000);

  afterAll(async () => {
    await redis?.quit();
    await close?.();
  });

  const post = (
    app: App,
    url: string,
    payload: object,
    remoteAddress = '203.0.113.7',
    headers: Record<string, string> = {},
  ) => app.inject({ method: 'POST', url, payload, remoteAddress, headers });

  it('accepts a token issued by one instance on the other, and a logout on one ends it on both', async () => {
    const email = freshEmail('token');
    await makeAdvertiser(instances[0]!.deps.database.db, { email, name: 'Scale Out' });
    const login = await post(
      A,
      '/api/auth/login',
      { email, password: FACTORY_PASSWORD, is_user: 0 },
      freshIp(),
    );
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { data: { token: string } }).data.token;
    const auth = { authorization: `Bearer ${token}` };

    const onB = await B.inject({ method: 'GET', url: '/api/account/export', headers: auth });
    expect(onB.statusCode).toBe(200);
    expect(JSON.stringify(onB.json())).toContain(email);

    expect((await post(B, '/api/auth/logout', {}, freshIp(), auth)).statusCode).toBeLessThan(300);
    expect((await A.inject({ method: 'GET', url: '/api/account/export', headers: auth })).statusCode).toBe(
      401,
    );
  });

  it('reports the shared Redis as ok in /api/ready', async () => {
    const res = await A.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { redis: 'ok' } });
  });

  it('counts a per-IP route limit once for both instances (Redis)', async () => {
    // auth/send-otp allows 10 a minute per IP; unknown addresses keep the per-email limit out of the way.
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      const app = i % 2 === 0 ? A : B;
      statuses.push(
        (await post(app, '/api/auth/send-otp', { email: freshEmail('nobody'), type: 1, is_user: 0 }, ip))
          .statusCode,
      );
    }
    expect(statuses.every((s) => s === 200)).toBe(true);
    // Five landed on each instance: a per-process counter would still allow five more on either.
    for (const app of [A, B]) {
      const over = await post(
        app,
        '/api/auth/send-otp',
        { email: freshEmail('nobody'), type: 1, is_user: 0 },
        ip,
      );
      expect(over.statusCode).toBe(429);
      expect(over.json()).toMatchObject({ status: false });
    }
    // Another client is not affected.
    expect(
      (await post(B, '/api/auth/send-otp', { email: freshEmail('nobody'), type: 1, is_user: 0 }, freshIp()))
        .statusCode,
    ).toBe(200);
    // The counters really are in the shared store (send-otp counts under a keyed hash, never the address).
    const keys = await redis.keys('velvet-rl:*');
    expect(keys.some((k) => k.startsWith('velvet-rl:-send-otp:'))).toBe(true);
  });

  it('holds the per-address resend lock across instances and client IPs, known or not', async () => {
    // One code a minute per address and type, whether or not it has an account, wherever it is asked.
    const known = freshEmail('known');
    await makeAdvertiser(instances[0]!.deps.database.db, { email: known, name: 'Known Address' });
    for (const email of [known, freshEmail('unknown')]) {
      expect(
        (await post(A, '/api/auth/send-otp', { email, type: 1, is_user: 0 }, freshIp())).statusCode,
      ).toBe(200);
      const again = await post(B, '/api/auth/send-otp', { email, type: 1, is_user: 0 }, freshIp());
      expect(again.statusCode, email).toBe(429);
      expect((again.json() as { data: { retry_after: number } }).data.retry_after).toBeLessThanOrEqual(60);
    }
  });

  it('holds the one-time-code resend lock (60 s, in the database) across instances', async () => {
    const email = freshEmail('otp');
    await makeAdvertiser(instances[1]!.deps.database.db, { email, name: 'Code Lock' });
    const first = await post(A, '/api/auth/send-otp', { email, type: 1, is_user: 0 }, freshIp());
    expect(first.statusCode).toBe(200);
    const again = await post(B, '/api/auth/send-otp', { email, type: 1, is_user: 0 }, freshIp(), {
      'accept-language': 'en',
    });
    expect(again.statusCode).toBe(429);
    const body = again.json() as { status: boolean; message: string; data: { retry_after: number } };
    expect(body.status).toBe(false);
    expect(body.data.retry_after).toBeGreaterThan(0);
    expect(body.data.retry_after).toBeLessThanOrEqual(60);
    // Only the first request sent a code.
    const mails = await B.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` });
    expect((mails.json() as { data: { messages: unknown[] } }).data.messages).toHaveLength(1);
  });
});

describe.skipIf(!databaseUrl || !redisUrl)('answer cache on two instances (Redis pub/sub)', () => {
  let instances: Instance[] = [];
  let close: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    // Cached for a minute: only an invalidation can make B's answer fresh within this test.
    ({ instances, close } = await buildInstances(2, { REDIS_URL: redisUrl! }, { listCacheMs: 60_000 }));
  }, 120_000);

  afterAll(async () => {
    await close?.();
  });

  it('a write through one instance empties the cached answers of the other', async () => {
    const [a, b] = instances.map((i) => i.app) as [App, App];
    const db = instances[0]!.deps.database.db;
    const advert = await makeAdvertiser(db, { name: `Before ${run}` });
    const detail = async () =>
      (
        (await b.inject({ method: 'GET', url: `/api/escort/getById/${advert.guid}` })).json() as {
          data: { escort: { name: string } };
        }
      ).data.escort.name;
    expect(await detail()).toBe(`Before ${run}`);
    // Changed behind both caches: B keeps answering from memory.
    await db.execute(sql`update advertisers set name = ${`After ${run}`} where id = ${advert.id}`);
    expect(await detail()).toBe(`Before ${run}`);
    // A catalogue write through A (an operator suspends another advert) is published to every instance.
    const target = await makeAdvertiser(db, { name: `Throwaway ${run}` });
    const operator = await makeSignedIn(db, { role: 'admin', activatedAt: null, email: freshEmail('op') });
    const suspend = await a.inject({
      method: 'POST',
      url: `/api/admin/adverts/${target.id}/suspend`,
      headers: operator.headers,
      remoteAddress: freshIp(),
      payload: { reason: 'Photos belong to someone else' },
    });
    expect(suspend.statusCode).toBe(200);
    let name = await detail();
    for (let i = 0; i < 50 && name !== `After ${run}`; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      name = await detail();
    }
    expect(name).toBe(`After ${run}`);
  });
});
