import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, makeAdmin, makeSignedIn } from '../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { ensureAdminAccount, ensureConfiguredAdmin } from './admin-account.ts';
import { issueToken } from './tokens.ts';

/**
 * A token is issued for an account as it was: becoming an operator, or getting a new operator password,
 * ends every session of the account. Whoever knew the old password (or held an advertiser's token) must
 * sign in again.
 */
let ctx: TestContext;
let counter = 0;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.deps.database.db;
const email = (what: string) => `${what}-${++counter}@velvet.test`;
const get = (url: string, token: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const silent = () => {};

describe('operator sessions after a role change or password rotation', () => {
  it('promoting an account through ADMIN_EMAIL revokes the tokens it had as an advertiser', async () => {
    const address = email('promoted');
    const { token } = await makeSignedIn(db(), { email: address });
    expect((await get('/api/account/export', token)).statusCode).toBe(200);

    const result = await ensureConfiguredAdmin(
      db(),
      { env: 'test', admin: { email: address, password: 'operator-pass-2026' } },
      silent,
    );
    expect(result?.outcome).toBe('promoted');
    expect((await get('/api/account/export', token)).statusCode).toBe(401);
    expect((await get('/api/admin/overview', token)).statusCode).toBe(401);
  });

  it('admin:create promoting an account revokes its tokens', async () => {
    const address = email('cli');
    const { token } = await makeSignedIn(db(), { email: address });
    expect((await ensureAdminAccount(db(), address, 'operator-pass-2026')).outcome).toBe('promoted');
    expect((await get('/api/admin/overview', token)).statusCode).toBe(401);
  });

  it('rotating ADMIN_PASSWORD revokes the operator tokens; starting again with the same one keeps them', async () => {
    const address = email('ops');
    const admin = await makeAdmin(db(), { email: address });
    const before = await issueToken(db(), admin.id);
    expect((await get('/api/admin/overview', before)).statusCode).toBe(200);

    const config = { env: 'test' as const, admin: { email: address, password: 'rotated-pass-2026' } };
    expect((await ensureConfiguredAdmin(db(), config, silent))?.outcome).toBe('updated');
    expect((await get('/api/admin/overview', before)).statusCode).toBe(401);

    const after = await issueToken(db(), admin.id);
    expect((await ensureConfiguredAdmin(db(), config, silent))?.outcome).toBe('unchanged');
    expect((await get('/api/admin/overview', after)).statusCode).toBe(200);

    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: address, password: 'rotated-pass-2026' },
    });
    expect(login.statusCode).toBe(200);
    const old = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      remoteAddress: '10.9.9.9',
      payload: { email: address, password: FACTORY_PASSWORD },
    });
    expect(old.statusCode).toBe(401);
  });
});
