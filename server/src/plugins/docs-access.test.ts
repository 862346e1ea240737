import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, makeSignedIn } from '../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { issueToken } from '../lib/tokens.ts';

// Production refuses the local payment provider and (elsewhere) a start without SMTP: give it both.
const PRODUCTION = {
  NODE_ENV: 'production',
  SMTP_URL: 'smtp://127.0.0.1:4325',
  PAYMENT_PROVIDER: 'paypal',
  PAYPAL_CLIENT_ID: 'test-id',
  PAYPAL_CLIENT_SECRET: 'test-secret',
  PAYPAL_API_BASE: 'http://127.0.0.1:4326',
};

describe('/api/docs in production', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp(PRODUCTION);
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('answers 401 without a sign-in and 403 to an advertiser, in the envelope', async () => {
    const advertiser = await makeSignedIn(ctx.deps.database.db);
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/static/index.html']) {
      const anonymous = await ctx.app.inject({ method: 'GET', url, headers: { 'accept-language': 'da' } });
      expect(anonymous.statusCode, url).toBe(401);
      expect(anonymous.json(), url).toMatchObject({ status: false });
      const signedIn = await ctx.app.inject({ method: 'GET', url, headers: advertiser.headers });
      expect(signedIn.statusCode, url).toBe(403);
    }
  });

  it('is served to a signed-in operator', async () => {
    const admin = await makeAdmin(ctx.deps.database.db);
    const headers = { authorization: `Bearer ${await issueToken(ctx.deps.database.db, admin.id)}` };
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json', headers });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ info: { title: 'Velvet API' } });
    const page = await ctx.app.inject({ method: 'GET', url: '/api/docs/', headers });
    expect(page.statusCode).toBe(200);
  });
});

describe('/api/docs in development', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp({ NODE_ENV: 'development' });
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it('is open', async () => {
    const json = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toMatchObject({ info: { title: 'Velvet API' } });
  });
});
