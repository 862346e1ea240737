import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import { accountTotp, authTokens, passkeys, recoveryCodes, signInChallenges } from '../../db/schema.ts';
import { FACTORY_PASSWORD, makeAdvertiser, makeSignedIn } from '../../../test/factories.ts';
import { appForFile } from '../../../test/helpers.ts';
import { issueCode } from '../auth/codes.ts';
import { postProfileUpdate } from '../../../test/requests.ts';
import { TestAuthenticator } from '../../../test/authenticator.ts';
import { browserCaller, codeAt, signedInWithTotp } from '../../../test/account-calls.ts';

const ctx = appForFile();
const ORIGIN = 'http://localhost:3000';
const FIREFOX_ANDROID = 'Mozilla/5.0 (Android 14; Mobile; rv:133.0) Gecko/133.0 Firefox/133.0';

type Headers = Record<string, string>;

const call = browserCaller(ctx);

const withTotp = (overrides: Parameters<typeof makeSignedIn>[1] = {}) => signedInWithTotp(ctx, overrides);

/** Gives the password (and `code` when two-factor sign-in is on) again, as guarded changes need. */
async function reauth(headers: Headers, code?: string) {
  const res = await call('POST', '/api/account/reauth', {
    headers,
    body: { password: FACTORY_PASSWORD, ...(code ? { code } : {}) },
  });
  expect(res.statusCode, res.body).toBe(200);
}

/** Changes the password on the profile form, from the factories' password to `to`. */
const changePassword = (headers: Record<string, string>, to: string) =>
  postProfileUpdate(ctx.app, headers, {
    current_password: FACTORY_PASSWORD,
    new_password: to,
    new_password_confirmation: to,
  });

const login = (email: string, password = FACTORY_PASSWORD, ip?: string) =>
  call('POST', '/api/auth/login', { body: { email, password, is_user: 0 }, ...(ip ? { ip } : {}) });
const secondFactor = (challenge: string, code: string, lang = 'en') =>
  call('POST', '/api/auth/2fa', { body: { challenge, code }, headers: { 'accept-language': lang } });
const tokensOf = async (advertiserId: number) =>
  ctx.db.select().from(authTokens).where(eq(authTokens.advertiserId, advertiserId));

describe('account security', () => {
  it('requires authentication for every account call', async () => {
    const calls: [method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown][] = [
      ['GET', '/api/account/2fa'],
      ['POST', '/api/account/2fa/totp'],
      ['POST', '/api/account/2fa/totp/enable', { code: '123456' }],
      ['POST', '/api/account/2fa/totp/disable', { password: 'x', code: '123456' }],
      ['GET', '/api/account/passkeys'],
      ['POST', '/api/account/passkeys/options'],
      ['POST', '/api/account/passkeys', { name: 'x', response: {} }],
      ['DELETE', '/api/account/passkeys/1'],
      ['GET', '/api/account/sessions'],
      ['DELETE', '/api/account/sessions/1'],
      ['DELETE', '/api/account/sessions'],
    ];
    for (const [method, url, body] of calls) {
      for (const headers of [{}, { authorization: 'Bearer not-a-token' }] as Headers[]) {
        const res = await call(method, url, { headers, body });
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    }
  });
});

describe('authenticator app (TOTP)', () => {
  it('hands out a secret, its otpauth URL (issuer Velvet) and a QR code, stored encrypted', async () => {
    const { account, headers } = await makeSignedIn(ctx.db);
    await reauth(headers);
    const res = await call('POST', '/api/account/2fa/totp', { headers });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.secret).toMatch(/^[A-Z2-7]{32}$/);
    const url = new URL(data.otpauth_url);
    expect(url.protocol).toBe('otpauth:');
    expect(url.searchParams.get('issuer')).toBe('Velvet');
    expect(url.searchParams.get('secret')).toBe(data.secret);
    expect(decodeURIComponent(url.pathname)).toContain(account.email);
    expect(data.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(data.qr_code.split(',')[1], 'base64').toString()).toContain('<svg');

    const [row] = await ctx.db.select().from(accountTotp).where(eq(accountTotp.advertiserId, account.id));
    expect(row!.enabledAt).toBeNull();
    expect(row!.secretEncrypted).not.toContain(data.secret);
    // Not on yet: the password alone still signs in.
    const signIn = await login(account.email);
    expect(signIn.json().data.token).toEqual(expect.any(String));
    const status = await call('GET', '/api/account/2fa', { headers });
    expect(status.json().data).toEqual({ totp_enabled: false, enabled_at: null, recovery_codes_left: 0 });
  });

  it('switches on with a right code only and answers ten recovery codes, stored hashed', async () => {
    const { account, headers } = await makeSignedIn(ctx.db);
    await reauth(headers);
    const early = await call('POST', '/api/account/2fa/totp/enable', { headers, body: { code: '123456' } });
    expect(early.statusCode).toBe(409);
    const secret = (await call('POST', '/api/account/2fa/totp', { headers })).json().data.secret as string;
    const badFormat = await call('POST', '/api/account/2fa/totp/enable', { headers, body: { code: '12ab' } });
    expect(badFormat.statusCode).toBe(422);
    expect(badFormat.json().errors.code).toEqual([translate('en', 'security.totp_code_format')]);
    const wrongCode = codeAt(secret, 3);
    const wrong = await call('POST', '/api/account/2fa/totp/enable', { headers, body: { code: wrongCode } });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors.code).toEqual([translate('en', 'security.code_invalid')]);

    const res = await call('POST', '/api/account/2fa/totp/enable', {
      headers: { ...headers, 'accept-language': 'da' },
      body: { code: codeAt(secret) },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(translate('da', 'security.totp_enabled'));
    const codes = res.json().data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}-[0-9a-z]{4}$/);
    const stored = await ctx.db
      .select()
      .from(recoveryCodes)
      .where(eq(recoveryCodes.advertiserId, account.id));
    expect(stored).toHaveLength(10);
    for (const row of stored)
      expect(codes.some((c) => row.codeHash.includes(c.replace(/-/g, '')))).toBe(false);

    const status = (await call('GET', '/api/account/2fa', { headers })).json().data;
    expect(status).toMatchObject({ totp_enabled: true, recovery_codes_left: 10 });
    // Once on, a new setup cannot quietly replace the secret.
    expect((await call('POST', '/api/account/2fa/totp', { headers })).statusCode).toBe(409);
  });

  it('turns the right password into a waiting sign-in without a token; the code finishes it', async () => {
    const { account, secret } = await withTotp();
    const before = (await tokensOf(account.id)).length;
    const res = await login(account.email);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data).toEqual({ two_factor_required: true, challenge: expect.any(String), expires_in: 300 });
    expect(JSON.stringify(body)).not.toMatch(/token/);
    expect(await tokensOf(account.id)).toHaveLength(before);
    // Only the challenge's hash is kept.
    const [row] = await ctx.db
      .select()
      .from(signInChallenges)
      .where(eq(signInChallenges.advertiserId, account.id));
    expect(row!.challengeHash).not.toBe(body.data.challenge);

    const wrongPassword = await login(account.email, 'not the password');
    expect(wrongPassword.statusCode).toBe(401);

    const done = await secondFactor(body.data.challenge, codeAt(secret));
    expect(done.statusCode).toBe(200);
    const data = done.json().data;
    expect(data).toMatchObject({
      id: account.id,
      email: account.email,
      guid: account.guid,
      role: 'advertiser',
    });
    const me = await call('GET', '/api/account/sessions', {
      headers: { authorization: `Bearer ${data.token}` },
    });
    expect(me.statusCode).toBe(200);
    // A finished challenge is gone.
    expect((await secondFactor(body.data.challenge, codeAt(secret, 1))).statusCode).toBe(410);
  });

  it('never accepts the same code twice, nor a code of an earlier period', async () => {
    const { account, secret } = await withTotp();
    const code = codeAt(secret);
    const first = (await login(account.email)).json().data.challenge as string;
    expect((await secondFactor(first, code)).statusCode).toBe(200);
    const second = (await login(account.email)).json().data.challenge as string;
    const replay = await secondFactor(second, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors.code).toEqual([translate('en', 'security.code_invalid')]);
    expect((await secondFactor(second, codeAt(secret, -1))).statusCode).toBe(400);
    expect((await secondFactor(second, codeAt(secret, 1))).statusCode).toBe(200);
  });

  it('locks a waiting sign-in after 10 wrong codes, even for the right one', async () => {
    const { account, secret } = await withTotp();
    const challenge = (await login(account.email)).json().data.challenge as string;
    const wrong = codeAt(secret, 5);
    for (let i = 0; i < 10; i++) {
      const res = await secondFactor(challenge, wrong, i % 2 ? 'da' : 'en');
      expect(res.statusCode).toBe(400);
    }
    const locked = await secondFactor(challenge, codeAt(secret), 'da');
    expect(locked.statusCode).toBe(410);
    expect(locked.json().message).toBe(translate('da', 'security.challenge_expired'));
    expect(locked.json().data?.token).toBeUndefined();
    // The account's guesses are spent for the hour: a new sign-in's code is refused before it is checked.
    const next = (await login(account.email)).json().data.challenge as string;
    const limited = await secondFactor(next, codeAt(secret));
    expect(limited.statusCode).toBe(429);
  });

  it('refuses an unknown, expired or other challenge', async () => {
    const { account, secret } = await withTotp();
    expect((await secondFactor('made-up-challenge', codeAt(secret))).statusCode).toBe(410);
    const challenge = (await login(account.email)).json().data.challenge as string;
    await ctx.db
      .update(signInChallenges)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(signInChallenges.advertiserId, account.id));
    expect((await secondFactor(challenge, codeAt(secret))).statusCode).toBe(410);
    // A newer sign-in replaces the older challenge.
    const older = (await login(account.email)).json().data.challenge as string;
    const newer = (await login(account.email)).json().data.challenge as string;
    expect((await secondFactor(older, codeAt(secret))).statusCode).toBe(410);
    expect((await secondFactor(newer, codeAt(secret))).statusCode).toBe(200);
  });

  it('takes a recovery code once', async () => {
    const { account, headers, recovery } = await withTotp();
    const first = (await login(account.email)).json().data.challenge as string;
    // Typed in capitals and without dashes, it still counts.
    const typed = recovery[0]!.toUpperCase().replace(/-/g, ' ');
    const res = await secondFactor(first, typed);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.token).toEqual(expect.any(String));
    const again = (await login(account.email)).json().data.challenge as string;
    expect((await secondFactor(again, recovery[0]!)).statusCode).toBe(400);
    expect((await secondFactor(again, recovery[1]!)).statusCode).toBe(200);
    const status = (await call('GET', '/api/account/2fa', { headers })).json().data;
    expect(status.recovery_codes_left).toBe(8);
  });

  it('gives no token to an account with an unpaid welcome package before the code', async () => {
    const { account, secret } = await withTotp({ activatedAt: null });
    const before = (await tokensOf(account.id)).length;
    const res = await login(account.email);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.two_factor_required).toBe(true);
    expect(await tokensOf(account.id)).toHaveLength(before);
    const done = await secondFactor(res.json().data.challenge, codeAt(secret));
    expect(done.statusCode).toBe(403);
    expect(done.json().message).toBe(translate('en', 'accounts.not_activated'));
    expect(done.json().data.token).toEqual(expect.any(String));
  });

  it('switches off only with the password and a current code', async () => {
    const { account, headers, secret } = await withTotp();
    const off = (body: unknown) => call('POST', '/api/account/2fa/totp/disable', { headers, body });
    const wrongPassword = await off({ password: 'nope', code: codeAt(secret) });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json().errors.password).toEqual([translate('en', 'security.password_wrong')]);
    expect((await off({ password: FACTORY_PASSWORD, code: codeAt(secret, 4) })).statusCode).toBe(400);
    expect((await off({ password: FACTORY_PASSWORD })).statusCode).toBe(422);
    const res = await off({ password: FACTORY_PASSWORD, code: codeAt(secret) });
    expect(res.statusCode).toBe(200);
    expect(await ctx.db.select().from(accountTotp).where(eq(accountTotp.advertiserId, account.id))).toEqual(
      [],
    );
    expect(
      await ctx.db.select().from(recoveryCodes).where(eq(recoveryCodes.advertiserId, account.id)),
    ).toEqual([]);
    expect((await login(account.email)).json().data.token).toEqual(expect.any(String));
    expect((await off({ password: FACTORY_PASSWORD, code: codeAt(secret, 1) })).statusCode).toBe(409);
  });

  it('never takes an email code as the second factor, nor lets one sign in around it', async () => {
    const { account, secret } = await withTotp();
    // A registration code still waiting from before the email was verified signs nobody in any more.
    const leftover = await issueCode(ctx.db, account.id, 0);
    const viaRegistration = await call('POST', '/api/auth/verify-otp', {
      body: { email: account.email, otp: leftover, type: 0, is_user: 0 },
    });
    expect(viaRegistration.statusCode).toBe(400);
    expect(viaRegistration.json().data?.token).toBeUndefined();

    // A reset code in the code step is refused like any wrong code.
    const challenge = (await login(account.email)).json().data.challenge as string;
    const resetCode = await issueCode(ctx.db, account.id, 1);
    const asSecond = await secondFactor(challenge, resetCode);
    expect(asSecond.statusCode).toBe(400);
    expect(asSecond.json().data?.token).toBeUndefined();

    // A password reset by email code changes the password, yet the new password still needs the app's code.
    const grant = await call('POST', '/api/auth/verify-otp', {
      body: { email: account.email, otp: resetCode, type: 1, is_user: 0 },
    });
    expect(grant.statusCode).toBe(200);
    expect(grant.json().data.token).toBeUndefined();
    const reset = await call('POST', '/api/auth/reset-password', {
      body: {
        email: account.email,
        password: 'a-brand-new-secret-7',
        new_password: 'a-brand-new-secret-7',
        reset_token: grant.json().data.reset_token,
        is_user: 0,
      },
    });
    expect(reset.statusCode).toBe(200);
    // The sign-in that waited for a code before the reset is over: the old password opened it.
    expect((await secondFactor(challenge, codeAt(secret))).statusCode).toBe(410);
    const fresh = await login(account.email, 'a-brand-new-secret-7');
    expect(fresh.json().data).toEqual({
      two_factor_required: true,
      challenge: expect.any(String),
      expires_in: 300,
    });
  });

  it('a password changed on the profile ends the sign-ins waiting for a code, as a reset does', async () => {
    const { account, headers, secret } = await withTotp();
    const challenge = (await login(account.email)).json().data.challenge as string;
    const changed = await changePassword(headers, 'a-brand-new-secret-8');
    expect(changed.statusCode, changed.body).toBe(200);
    // The old password opened that sign-in: the app's code no longer finishes it.
    expect((await secondFactor(challenge, codeAt(secret))).statusCode).toBe(410);
  });

  it('cannot be switched on or off for another account', async () => {
    const owner = await withTotp();
    const other = await makeSignedIn(ctx.db);
    // The other account's calls act on the other account only: its status is untouched by the owner's.
    expect((await call('GET', '/api/account/2fa', { headers: other.headers })).json().data.totp_enabled).toBe(
      false,
    );
    const off = await call('POST', '/api/account/2fa/totp/disable', {
      headers: other.headers,
      body: { password: FACTORY_PASSWORD, code: codeAt(owner.secret) },
    });
    expect(off.statusCode).toBe(409);
    expect((await call('GET', '/api/account/2fa', { headers: owner.headers })).json().data.totp_enabled).toBe(
      true,
    );
  });
});

describe('passkeys', () => {
  /** Adds a passkey on a session that gave its password (and code) again just now. */
  async function addPasskey(headers: Headers, authenticator: TestAuthenticator, name = 'My phone') {
    const options = await call('POST', '/api/account/passkeys/options', { headers });
    expect(options.statusCode).toBe(200);
    const res = await call('POST', '/api/account/passkeys', {
      headers,
      body: { name, response: authenticator.register(options.json().data.options) },
    });
    return res;
  }
  async function signInWith(authenticator: TestAuthenticator) {
    const options = await call('POST', '/api/auth/passkey/options');
    expect(options.statusCode).toBe(200);
    expect(options.json().data.options.allowCredentials ?? []).toEqual([]);
    const response = authenticator.signIn(options.json().data.options);
    return { res: await call('POST', '/api/auth/passkey', { body: { response } }), response };
  }

  it('adds, lists and signs in with a passkey, without email, password or code', async () => {
    const { account, headers } = await withTotp();
    const key = new TestAuthenticator(ORIGIN);
    const added = await addPasskey(headers, key, 'Laptop');
    expect(added.statusCode).toBe(200);
    expect(added.json().data.passkeys).toEqual([
      {
        id: expect.any(Number),
        name: 'Laptop',
        created_at: expect.any(String),
        last_used_at: null,
        backed_up: false,
      },
    ]);
    const { res, response } = await signInWith(key);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: account.id, token: expect.any(String) });
    // The challenge was used: the same answer again is refused.
    expect((await call('POST', '/api/auth/passkey', { body: { response } })).statusCode).toBe(400);
    const listed = (await call('GET', '/api/account/passkeys', { headers })).json().data.passkeys;
    expect(listed[0].last_used_at).toEqual(expect.any(String));
    // Signing in again counts up.
    expect((await signInWith(key)).res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(passkeys).where(eq(passkeys.advertiserId, account.id));
    expect(row!.counter).toBe(2);
  });

  it('refuses answers for another site, an unverified user, an unknown key or a foreign challenge', async () => {
    const { headers } = await makeSignedIn(ctx.db);
    await reauth(headers);
    const elsewhere = new TestAuthenticator('https://velvet.evil.test');
    expect((await addPasskey(headers, elsewhere)).statusCode).toBe(400);
    const unverified = new TestAuthenticator(ORIGIN, { userVerified: false });
    expect((await addPasskey(headers, unverified)).statusCode).toBe(400);
    const unknown = new TestAuthenticator(ORIGIN);
    unknown.userHandle = 'nobody';
    expect((await signInWith(unknown)).res.statusCode).toBe(400);
    // A registration challenge cannot be used to sign in, nor one made up by the client.
    const key = new TestAuthenticator(ORIGIN);
    expect((await addPasskey(headers, key)).statusCode).toBe(200);
    const regOptions = (await call('POST', '/api/account/passkeys/options', { headers })).json().data.options;
    const forged = key.signIn({ challenge: regOptions.challenge });
    expect((await call('POST', '/api/auth/passkey', { body: { response: forged } })).statusCode).toBe(400);
    const madeUp = key.signIn({ challenge: Buffer.from('made up').toString('base64url') });
    expect((await call('POST', '/api/auth/passkey', { body: { response: madeUp } })).statusCode).toBe(400);
    const name = await call('POST', '/api/account/passkeys', { headers, body: { name: ' ', response: {} } });
    expect(name.statusCode).toBe(422);
  });

  it("removes only the account's own passkeys; a removed one no longer signs in", async () => {
    const owner = await makeSignedIn(ctx.db);
    const other = await makeSignedIn(ctx.db);
    await reauth(owner.headers);
    await reauth(other.headers);
    const key = new TestAuthenticator(ORIGIN);
    const id = (await addPasskey(owner.headers, key)).json().data.passkeys[0].id as number;
    const foreign = await call('DELETE', `/api/account/passkeys/${id}`, { headers: other.headers });
    expect(foreign.statusCode).toBe(404);
    expect(
      (await call('GET', '/api/account/passkeys', { headers: other.headers })).json().data.passkeys,
    ).toEqual([]);
    const removed = await call('DELETE', `/api/account/passkeys/${id}`, { headers: owner.headers });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.passkeys).toEqual([]);
    expect((await signInWith(key)).res.statusCode).toBe(400);
  });
});

describe('signed-in devices', () => {
  it('lists the sessions with their browser, marks this one, and keeps other accounts out', async () => {
    const account = await makeAdvertiser(ctx.db);
    const phone = (
      await call('POST', '/api/auth/login', {
        body: { email: account.email, password: FACTORY_PASSWORD },
        headers: { 'user-agent': FIREFOX_ANDROID },
      })
    ).json().data.token as string;
    const laptop = (await login(account.email)).json().data.token as string;
    const res = await call('GET', '/api/account/sessions', {
      headers: { authorization: `Bearer ${laptop}` },
    });
    expect(res.statusCode).toBe(200);
    const sessions = res.json().data.sessions;
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ current: true, browser: 'Chrome 131 · Linux' });
    expect(sessions[1]).toMatchObject({ current: false, browser: 'Firefox 133 · Android' });
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(['browser', 'created_at', 'current', 'id', 'last_used_at']);
    }

    const stranger = await makeSignedIn(ctx.db);
    const foreign = await call('DELETE', `/api/account/sessions/${sessions[1].id}`, {
      headers: stranger.headers,
    });
    expect(foreign.statusCode).toBe(404);
    const strangerList = (await call('GET', '/api/account/sessions', { headers: stranger.headers })).json()
      .data;
    expect(strangerList.sessions.map((s: { id: number }) => s.id)).not.toContain(sessions[1].id);

    const out = await call('DELETE', `/api/account/sessions/${sessions[1].id}`, {
      headers: { authorization: `Bearer ${laptop}`, 'accept-language': 'da' },
    });
    expect(out.statusCode).toBe(200);
    expect(out.json().message).toBe(translate('da', 'security.session_signed_out'));
    expect(
      (await call('GET', '/api/account/sessions', { headers: { authorization: `Bearer ${phone}` } }))
        .statusCode,
    ).toBe(401);
    expect(
      (await call('DELETE', '/api/account/sessions/abc', { headers: { authorization: `Bearer ${laptop}` } }))
        .statusCode,
    ).toBe(400);
  });

  it('signs out everywhere else and keeps this device signed in', async () => {
    const account = await makeAdvertiser(ctx.db);
    const tokens: string[] = [];
    for (let i = 0; i < 3; i++) tokens.push((await login(account.email)).json().data.token as string);
    const other = await makeSignedIn(ctx.db);
    const here = { authorization: `Bearer ${tokens[2]}` };
    const confirmed = await call('POST', '/api/account/reauth', {
      headers: here,
      body: { password: FACTORY_PASSWORD },
    });
    expect(confirmed.statusCode).toBe(200);
    const res = await call('DELETE', '/api/account/sessions', { headers: here });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ signed_out: 2 });
    for (const token of tokens.slice(0, 2)) {
      const gone = await call('GET', '/api/account/sessions', {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(gone.statusCode).toBe(401);
    }
    const left = (await call('GET', '/api/account/sessions', { headers: here })).json().data.sessions;
    expect(left).toEqual([expect.objectContaining({ current: true })]);
    // Another account's sessions are untouched.
    expect((await call('GET', '/api/account/sessions', { headers: other.headers })).statusCode).toBe(200);
  });

  it('a password change signs out every other session', async () => {
    const account = await makeAdvertiser(ctx.db);
    const elsewhere = (await login(account.email)).json().data.token as string;
    const here = (await login(account.email)).json().data.token as string;
    const changed = await changePassword({ authorization: `Bearer ${here}` }, 'a-brand-new-secret-9');
    expect(changed.statusCode).toBe(200);
    const sessions = await call('GET', '/api/account/sessions', {
      headers: { authorization: `Bearer ${here}` },
    });
    expect(sessions.json().data.sessions).toEqual([expect.objectContaining({ current: true })]);
    const old = await call('GET', '/api/account/sessions', {
      headers: { authorization: `Bearer ${elsewhere}` },
    });
    expect(old.statusCode).toBe(401);
  });

  it('records the last use at most once a minute per token', async () => {
    const { account, token, headers } = await makeSignedIn(ctx.db);
    const row = async () =>
      (await ctx.db.select().from(authTokens).where(eq(authTokens.advertiserId, account.id)))[0]!;
    const thirtySecondsAgo = new Date(Date.now() - 30_000);
    await ctx.db.update(authTokens).set({ lastUsedAt: thirtySecondsAgo, browser: null });
    await call('GET', '/api/account/sessions', { headers });
    expect((await row()).lastUsedAt!.getTime()).toBe(thirtySecondsAgo.getTime());
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await ctx.db
      .update(authTokens)
      .set({ lastUsedAt: twoMinutesAgo })
      .where(eq(authTokens.advertiserId, account.id));
    await call('GET', '/api/account/sessions', { headers });
    const touched = await row();
    expect(touched.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);
    // A token issued without a browser summary learns it from its first use.
    expect(touched.browser).toBe('Chrome 131 · Linux');
    expect(token).toEqual(expect.any(String));
  });
});

describe('API description', () => {
  it('documents every account-security call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    const paths = Object.keys(res.json().paths);
    for (const path of [
      '/api/account/2fa',
      '/api/account/2fa/totp',
      '/api/account/2fa/totp/enable',
      '/api/account/2fa/totp/disable',
      '/api/auth/2fa',
      '/api/account/passkeys',
      '/api/account/passkeys/options',
      '/api/account/passkeys/{id}',
      '/api/auth/passkey/options',
      '/api/auth/passkey',
      '/api/account/sessions',
      '/api/account/sessions/{id}',
      '/api/account/reauth',
    ]) {
      expect(paths, path).toContain(path);
    }
  });
});
