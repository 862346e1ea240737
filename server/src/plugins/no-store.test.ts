import { describe, expect, it } from 'vitest';
import { FACTORY_PASSWORD, makeAdvertiser, makeSignedIn } from '../../test/factories.ts';
import { appForFile } from '../../test/helpers.ts';
import { issueToken } from '../lib/tokens.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

describe('Cache-Control: no-store on authenticated answers', () => {
  it('is sent on every answer to a signed-in caller', async () => {
    const { account, headers } = await makeSignedIn(db());
    const admin = await makeAdvertiser(db(), { role: 'admin', activatedAt: null });
    const adminHeaders = { authorization: `Bearer ${await issueToken(db(), admin.id)}` };
    const cases: [string, Record<string, string>][] = [
      [`/api/escort/get-user-id/${account.id}`, headers],
      ['/api/account/payments', headers],
      ['/api/account/export', headers],
      ['/api/admin/adverts', adminHeaders],
      ['/api/admin/overview', adminHeaders],
    ];
    for (const [url, h] of cases) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: h });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('is sent on sign-in answers, which carry tokens', async () => {
    const account = await makeAdvertiser(db());
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: account.email, password: FACTORY_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('leaves public answers alone', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/escort/all' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});
