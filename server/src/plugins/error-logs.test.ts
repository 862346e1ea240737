import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeSignedIn } from '../../test/factories.ts';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { hashToken } from '../lib/tokens.ts';

/**
 * A failing query is logged as the statement that failed, never with the values it was sent: those are
 * token hashes, email addresses and everything else a user typed. The tables are renamed under the app
 * to make real queries fail the way a broken migration or a dropped table would.
 */

let ctx: TestContext;
const lines: string[] = [];
beforeAll(async () => {
  ctx = await buildTestApp(
    {},
    { logger: { level: 'error', stream: { write: (line: string) => void lines.push(line) } } },
  );
});
afterAll(async () => {
  await ctx?.close();
});

const db = () => ctx.deps.database.db;

describe('database errors in the logs', () => {
  it('name the failed statement without its parameters', async () => {
    const { account, token, headers } = await makeSignedIn(db());
    await db().execute(sql`alter table auth_tokens rename to auth_tokens_moved`);
    try {
      lines.length = 0;
      const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers });
      expect(res.statusCode, res.body).toBe(500);
      expect(lines.length).toBeGreaterThan(0);
      const log = lines.join('\n');
      // The statement is there, so the failure can still be diagnosed…
      expect(log).toContain('auth_tokens');
      // …but not the values it carried.
      expect(log).not.toContain(hashToken(token));
      expect(log).not.toContain(token);
    } finally {
      await db().execute(sql`alter table auth_tokens_moved rename to auth_tokens`);
    }

    await db().execute(sql`alter table advertisers rename to advertisers_moved`);
    try {
      lines.length = 0;
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.email, password: 'some password 42' },
      });
      expect(res.statusCode, res.body).toBe(500);
      const log = lines.join('\n');
      expect(log).toContain('advertisers');
      expect(log).not.toContain(account.email);
      expect(log).not.toContain(account.email.split('@')[0]);
      expect(log).not.toContain('some password 42');
    } finally {
      await db().execute(sql`alter table advertisers_moved rename to advertisers`);
    }
  });

  it('leave out the row values PostgreSQL puts in its own details', async () => {
    const { account } = await makeSignedIn(db());
    // A duplicate key names the value in the error's detail ("Key (email)=(…) already exists").
    const failing = await db()
      .execute(
        sql`insert into advertisers (name, email, password_hash) select name, ${account.email}, password_hash from advertisers where id = ${account.id}`,
      )
      .then(
        () => undefined,
        (error: unknown) => error as Error,
      );
    expect(failing).toBeInstanceOf(Error);
    lines.length = 0;
    ctx.app.log.error({ err: failing }, 'unhandled error');
    ctx.app.log.error({ err: failing!.cause }, 'the cause alone');
    const log = lines.join('\n');
    expect(lines).toHaveLength(2);
    expect(log).toContain('advertisers_email_key');
    expect(log).not.toContain(account.email);
  });
});
