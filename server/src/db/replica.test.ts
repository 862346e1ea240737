import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertListData, Envelope } from '@velvet/contract';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { makeAdvertiser, makeSignedIn } from '../../test/factories.ts';
import { freePort } from '../../test/server-process.ts';
import { openDatabase, type Database } from './client.ts';

/**
 * DATABASE_REPLICA_URL: the public catalogue reads from the replica, everything else from the primary.
 * A second database stands in for the replica, holding different rows, so each answer shows where it was
 * read. Needs PostgreSQL (DATABASE_URL); PGlite has no replicas.
 */
const base = process.env.DATABASE_URL;

describe.skipIf(!base)('read replica', () => {
  let ctx: TestContext;
  let replica: Database;
  const name = `velvet_replica_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const replicaUrl = () => {
    const url = new URL(base!);
    url.pathname = `/${name}`;
    return url.toString();
  };
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: base });
    await client.connect();
    await client.query(statement);
    await client.end();
  };

  beforeAll(async () => {
    await admin(`create database ${name}`);
    // The stand-in replica gets the schema the way a real one would have it: same migrations.
    replica = await openDatabase({ url: replicaUrl(), poolSize: 2 });
    ctx = await buildTestApp({ DATABASE_REPLICA_URL: replicaUrl(), METRICS: '1' });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
    await replica?.close();
    await admin(`drop database if exists ${name} with (force)`);
  });

  it('serves the public lists and the detail page from the replica, the owner from the primary', async () => {
    const onReplica = await makeAdvertiser(replica.db, { name: 'On the replica' });
    const owner = await makeSignedIn(ctx.deps.database.db, { name: 'On the primary' });

    for (const url of ['/api/escort/search?page=1&page_size=9', '/api/escort/normal', '/api/escort/all']) {
      const res = await ctx.app.inject({ url });
      const names = (res.json() as Envelope<AdvertListData>).data.escorts.map((e) => e.name);
      expect(names, url).toEqual(['On the replica']);
    }
    const detail = await ctx.app.inject({ url: `/api/escort/getById/${onReplica.guid}` });
    expect(detail.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: `/api/escort/getById/${owner.account.guid}` })).statusCode).toBe(404);
    expect((await ctx.app.inject({ url: `/api/feedback/user/${onReplica.guid}` })).statusCode).toBe(200);

    // The signed-in owner's own advert is read from the primary, where it was written.
    const own = await ctx.app.inject({
      url: `/api/escort/get-user-id/${owner.account.id}`,
      headers: owner.headers,
    });
    expect(own.statusCode).toBe(200);
    expect(own.body).toContain('On the primary');
  });

  it('shows in /metrics that the replica answers and how far behind it is', async () => {
    const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^velvet_db_replica_up 1$/m);
    // The stand-in is no standby: it has no replay position, so its lag is unknown, not a made-up 0.
    expect(metrics).toMatch(/^velvet_db_replica_lag_seconds (nan|\d)/im);
    expect(metrics).toMatch(/^velvet_db_replica_lag_bytes (nan|\d)/im);
    expect(metrics).toMatch(/^velvet_db_replica_fallback_reads 0$/m);
  });
});

describe.skipIf(!base)('read replica away', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // Nothing listens there: a replica that is stopped, restarting or not reachable.
    const port = await freePort();
    ctx = await buildTestApp({
      DATABASE_REPLICA_URL: `postgres://postgres@127.0.0.1:${port}/velvet`,
      DATABASE_CONNECT_TIMEOUT_MS: '500',
      METRICS: '1',
    });
  }, 60_000);
  afterAll(async () => {
    await ctx?.close();
  });

  it('serves the public reads from the primary and says so in /metrics', async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db, { name: 'Only on the primary' });
    const list = await ctx.app.inject({ url: '/api/escort/search?page=1&page_size=9' });
    expect(list.statusCode).toBe(200);
    expect((list.json() as Envelope<AdvertListData>).data.escorts.map((e) => e.name)).toEqual([
      'Only on the primary',
    ]);
    const detail = await ctx.app.inject({ url: `/api/escort/getById/${advert.guid}` });
    expect(detail.statusCode).toBe(200);
    expect((await ctx.app.inject({ url: '/api/ready' })).statusCode).toBe(200);

    const metrics = (await ctx.app.inject({ url: '/metrics' })).body;
    expect(metrics).toMatch(/^velvet_db_replica_up 0$/m);
    expect(metrics).toMatch(/^velvet_db_replica_fallback_reads [1-9]/m);
  });
});
