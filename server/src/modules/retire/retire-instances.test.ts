import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { FACTORY_PASSWORD, makeSignedIn } from '../../../test/factories.ts';
import { buildInstances, type Instance } from '../../../test/helpers.ts';
import { freshIp } from '../../../test/requests.ts';
import { webShell } from '../../../test/web-shell.ts';

/**
 * Retiring through one instance empties the answer and page caches of every instance: two apps on one
 * PostgreSQL and one Redis stand for two machines, each with its cache on. Runs only when both
 * DATABASE_URL and REDIS_URL are set (as scale-out.test.ts).
 */
const databaseUrl = process.env.DATABASE_URL;
const redisUrl = process.env.REDIS_URL;

describe.skipIf(!databaseUrl || !redisUrl)('retiring through one instance of two', () => {
  let instances: Instance[] = [];
  let close: (() => Promise<void>) | undefined;
  let A: App;
  let B: App;

  beforeAll(async () => {
    ({ instances, close } = await buildInstances(
      2,
      { REDIS_URL: redisUrl! },
      { webDist: webShell(), listCacheMs: 60_000 },
    ));
    [A, B] = instances.map((i) => i.app) as [App, App];
  }, 120_000);

  afterAll(() => close?.());

  const get = (app: App, url: string) => app.inject({ method: 'GET', url, remoteAddress: freshIp() });

  it("leaves no copy of the advert in the other instance's caches", async () => {
    const { account, headers } = await makeSignedIn(instances[0]!.deps.database.db);
    const urls = [`/api/escort/getById/${account.guid}`, `/details?guid=${account.guid}`];
    // A reads and keeps the advert's answer and page, as it would for visitors.
    for (const url of urls) expect((await get(A, url)).statusCode, url).toBe(200);
    expect(JSON.stringify((await get(A, '/api/escort/normal?page=1')).json())).toContain(account.guid);

    const reauth = await B.inject({
      method: 'POST',
      url: '/api/account/reauth',
      headers,
      payload: { password: FACTORY_PASSWORD },
      remoteAddress: freshIp(),
    });
    expect(reauth.statusCode, reauth.body).toBe(200);
    const retired = await B.inject({
      method: 'POST',
      url: '/api/account/retire',
      headers,
      payload: {},
      remoteAddress: freshIp(),
    });
    expect(retired.statusCode, retired.body).toBe(200);

    for (const url of urls) {
      const gone = await get(A, url);
      expect(gone.statusCode, url).toBe(410);
      expect(gone.headers['x-robots-tag'], url).toBe('noindex');
    }
    expect(JSON.stringify((await get(A, '/api/escort/normal?page=1')).json())).not.toContain(account.guid);
  });
});
