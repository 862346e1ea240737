import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DEVICE_ID_HEADER } from '@velvet/contract';
import { advertisers, authTokens, passkeys } from '../../db/schema.ts';
import { FACTORY_PASSWORD, makeSignedIn } from '../../../test/factories.ts';
import { appForFile, readCode } from '../../../test/helpers.ts';
import { hashToken, issueToken } from '../../lib/tokens.ts';
import {
  postProfileUpdate,
  postRegistration,
  registrationFiles,
  registrationForm,
} from '../../../test/requests.ts';
import { TestAuthenticator } from '../../../test/authenticator.ts';
import { browserCaller, codeAt, signedInWithTotp } from '../../../test/account-calls.ts';

/*
 * A stolen session must not become the account: what makes a sign-in last (a passkey, an authenticator
 * app, a new password) needs the password, and the code when two-factor sign-in is on, given again on
 * this session within minutes; the owner hears of every such change and of every new browser; a reset
 * takes every session and passkey away.
 */

const ctx = appForFile();
const ORIGIN = 'http://localhost:3000';

type Headers = Record<string, string>;

const call = browserCaller(ctx);

/** The security emails to an address, newest first, by template. */
async function securityMails(to: string) {
  // The worker sends after the request; the outbox row is written with the change.
  const res = await call('GET', `/dev/mail.json?to=${encodeURIComponent(to)}`);
  const messages = res.json().data.messages as { template: string; subject: string; text: string }[];
  return messages.filter((m) => m.template.startsWith('security-'));
}

const reauth = (headers: Headers, body: { password?: string; code?: string } = {}) =>
  call('POST', '/api/account/reauth', { headers, body: { password: FACTORY_PASSWORD, ...body } });

const withTotp = (overrides: Parameters<typeof makeSignedIn>[1] = {}) => signedInWithTotp(ctx, overrides);

async function addPasskey(headers: Headers, key: TestAuthenticator, name = 'Attacker key') {
  const options = await call('POST', '/api/account/passkeys/options', { headers });
  if (options.statusCode !== 200) return options;
  return call('POST', '/api/account/passkeys', {
    headers,
    body: { name, response: key.register(options.json().data.options) },
  });
}

async function signInWith(key: TestAuthenticator) {
  const options = await call('POST', '/api/auth/passkey/options');
  return call('POST', '/api/auth/passkey', { body: { response: key.signIn(options.json().data.options) } });
}

/** Moves this session's re-authentication `minutes` into the past. */
const ageReauth = (token: string, minutes: number) =>
  ctx.db
    .update(authTokens)
    .set({ reauthenticatedAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(authTokens.tokenHash, hashToken(token)));

describe('a stolen session', () => {
  it('cannot add a passkey with the token alone, two-factor on or off', async () => {
    for (const victim of [await makeSignedIn(ctx.db), await withTotp()]) {
      await ageReauth(victim.token, 6);
      const refused = await addPasskey(victim.headers, new TestAuthenticator(ORIGIN));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({
        status: false,
        message: expect.stringContaining('confirm it is you'),
        data: { reauth_required: true, two_factor: 'secret' in victim },
      });
      expect(
        await ctx.db.select().from(passkeys).where(eq(passkeys.advertiserId, victim.account.id)),
      ).toEqual([]);
    }
  });

  it('needs the password, and the code when two-factor is on, within the last 5 minutes', async () => {
    const plain = await makeSignedIn(ctx.db);
    const wrong = await reauth(plain.headers, { password: 'not the password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual({ password: ['The password is not right.'] });
    const ok = await reauth(plain.headers);
    expect(ok.statusCode).toBe(200);
    expect(Date.parse(ok.json().data.reauthenticated_until) - Date.now()).toBeGreaterThan(290_000);
    expect((await addPasskey(plain.headers, new TestAuthenticator(ORIGIN), 'Laptop')).statusCode).toBe(200);
    // Six minutes later the window has closed.
    await ageReauth(plain.token, 6);
    expect((await addPasskey(plain.headers, new TestAuthenticator(ORIGIN))).statusCode).toBe(403);

    const guarded = await withTotp();
    await ageReauth(guarded.token, 6);
    const noCode = await reauth(guarded.headers);
    expect(noCode.statusCode).toBe(400);
    expect(noCode.json().errors).toEqual({ code: ['Enter the code.'] });
    const badCode = await reauth(guarded.headers, { code: '000000' });
    expect(badCode.statusCode).toBe(400);
    expect((await addPasskey(guarded.headers, new TestAuthenticator(ORIGIN))).statusCode).toBe(403);
    expect((await reauth(guarded.headers, { code: codeAt(guarded.secret) })).statusCode).toBe(200);
    expect((await addPasskey(guarded.headers, new TestAuthenticator(ORIGIN))).statusCode).toBe(200);
  });

  it('cannot remove a passkey, set up an authenticator app or change a guarded password without it', async () => {
    const owner = await makeSignedIn(ctx.db);
    await reauth(owner.headers);
    const id = (await addPasskey(owner.headers, new TestAuthenticator(ORIGIN))).json().data.passkeys[0].id;
    await ageReauth(owner.token, 6);
    expect((await call('DELETE', `/api/account/passkeys/${id}`, { headers: owner.headers })).statusCode).toBe(
      403,
    );
    // Someone else's app on the account would lock the owner out after a reset.
    expect((await call('POST', '/api/account/2fa/totp', { headers: owner.headers })).statusCode).toBe(403);
    await reauth(owner.headers);
    expect((await call('DELETE', `/api/account/passkeys/${id}`, { headers: owner.headers })).statusCode).toBe(
      200,
    );

    const guarded = await withTotp();
    await ageReauth(guarded.token, 6);
    const change = await postProfileUpdate(ctx.app, guarded.headers, {
      current_password: FACTORY_PASSWORD,
      new_password: 'a whole new passphrase 71',
      new_password_confirmation: 'a whole new passphrase 71',
    });
    expect(change.statusCode).toBe(403);
    expect(change.json().data).toEqual({ reauth_required: true, two_factor: true });
  });

  it('emails the owner, in Danish and English, for every guarded change', async () => {
    const owner = await withTotp();
    const email = owner.account.email;
    expect((await securityMails(email)).map((m) => m.template)).toEqual(['security-totp-enabled']);
    await reauth(owner.headers, { code: codeAt(owner.secret) });
    const added = await addPasskey(owner.headers, new TestAuthenticator(ORIGIN), 'Mystery key');
    const id = added.json().data.passkeys[0].id;
    await call('DELETE', `/api/account/passkeys/${id}`, { headers: owner.headers });
    await call('POST', '/api/account/2fa/totp/disable', {
      headers: owner.headers,
      body: { password: FACTORY_PASSWORD, code: codeAt(owner.secret, 1) },
    });
    await postProfileUpdate(ctx.app, owner.headers, {
      current_password: FACTORY_PASSWORD,
      new_password: 'a whole new passphrase 72',
      new_password_confirmation: 'a whole new passphrase 72',
    });
    const mails = await securityMails(email);
    expect(mails.map((m) => m.template)).toEqual([
      'security-password-changed',
      'security-totp-disabled',
      'security-passkey-removed',
      'security-passkey-added',
      'security-totp-enabled',
    ]);
    const addedMail = mails[3]!;
    expect(addedMail.subject).toBe(
      'En adgangsnøgle er føjet til din Velvet-konto / A passkey was added to your Velvet account',
    );
    expect(addedMail.text).toContain('The passkey "Mystery key" was added to your account.');
    expect(addedMail.text).toContain('Adgangsnøglen "Mystery key" er føjet til din konto.');
    expect(addedMail.text).toContain('Device: Chrome 131 · Linux');
    expect(addedMail.text).toContain('http://localhost:3000/dashboard#account-security');
    expect(addedMail.text).toContain('http://localhost:3000/forget');
  });

  it('emails the owner at a sign-in from a browser the account has not used before', async () => {
    const { account } = await makeSignedIn(ctx.db);
    const signIn = (device?: string) =>
      call('POST', '/api/auth/login', {
        body: { email: account.email, password: FACTORY_PASSWORD, is_user: 0 },
        headers: device ? { [DEVICE_ID_HEADER]: device } : {},
      });
    const laptop = 'laptop-device-id-0123456789';
    expect((await signIn(laptop)).statusCode).toBe(200);
    expect((await signIn(laptop)).statusCode).toBe(200);
    expect((await securityMails(account.email)).map((m) => m.template)).toEqual(['security-new-sign-in']);
    expect((await signIn('somebody-elses-browser-42')).statusCode).toBe(200);
    // A client that keeps no id of its own is a new browser every time.
    expect((await signIn()).statusCode).toBe(200);
    const mails = await securityMails(account.email);
    expect(mails).toHaveLength(3);
    expect(mails[0]!.subject).toBe('Nyt login på din Velvet-konto / New sign-in to your Velvet account');
    expect(mails[0]!.text).toContain('Review your signed-in devices and passkeys');
  });

  it.each([
    ['en', 'New sign-in to your Velvet account', 'Review your signed-in devices', 'Nyt login'],
    ['da', 'Nyt login på din Velvet-konto', 'Hej ', 'New sign-in'],
  ] as const)(
    'writes the new-sign-in email in the language the account was made in (%s), one language only',
    async (lang, subject, inText, otherLanguage) => {
      const { account } = await makeSignedIn(ctx.db, { lang });
      const res = await call('POST', '/api/auth/login', {
        body: { email: account.email, password: FACTORY_PASSWORD, is_user: 0 },
        // The browser signing in asks for the other language: the owner's own language still decides.
        headers: {
          [DEVICE_ID_HEADER]: `new-browser-${lang}-0123456789`,
          'accept-language': lang === 'en' ? 'da' : 'en',
        },
      });
      expect(res.statusCode).toBe(200);
      const [mail] = await securityMails(account.email);
      expect(mail!.subject).toBe(subject);
      expect(mail!.text).toContain(inText);
      expect(mail!.subject).not.toContain(otherLanguage);
      expect(mail!.text).not.toContain(otherLanguage);
    },
  );

  it("keeps the language of the registration (its Accept-Language) as the account's language", async () => {
    const form = registrationForm();
    expect((await postRegistration(ctx.app, form, await registrationFiles(), 'da')).statusCode).toBe(201);
    const [row] = await ctx.db
      .select({ lang: advertisers.lang })
      .from(advertisers)
      .where(eq(advertisers.email, String(form.email)));
    expect(row!.lang).toBe('da');
  });

  it('loses every session and passkey at a password reset; the owner is told and can add passkeys again', async () => {
    const owner = await withTotp();
    await reauth(owner.headers, { code: codeAt(owner.secret) });
    const key = new TestAuthenticator(ORIGIN);
    expect((await addPasskey(owner.headers, key)).statusCode).toBe(200);
    expect((await signInWith(key)).statusCode).toBe(200);

    const email = owner.account.email;
    expect((await call('POST', '/api/auth/send-otp', { body: { email, type: 1 } })).statusCode).toBe(200);
    const otp = await readCode(ctx.app, email);
    const reset = await call('POST', '/api/auth/reset-password', {
      body: {
        email,
        otp,
        password: 'reset to something new 9',
        new_password: 'reset to something new 9',
      },
    });
    expect(reset.statusCode).toBe(200);
    expect(
      await ctx.db.select().from(authTokens).where(eq(authTokens.advertiserId, owner.account.id)),
    ).toEqual([]);
    expect(await ctx.db.select().from(passkeys).where(eq(passkeys.advertiserId, owner.account.id))).toEqual(
      [],
    );
    expect((await signInWith(key)).statusCode).toBe(400);
    expect((await call('GET', '/api/account/passkeys', { headers: owner.headers })).statusCode).toBe(401);
    const told = (await securityMails(email))[0]!;
    expect(told.template).toBe('security-password-reset');
    expect(told.text).toContain('your passkeys were removed: add them again on your dashboard');
  });

  it('switching two-factor on signs out every other session', async () => {
    const owner = await makeSignedIn(ctx.db);
    const login = await call('POST', '/api/auth/login', {
      body: { email: owner.account.email, password: FACTORY_PASSWORD, is_user: 0 },
    });
    expect(login.statusCode, login.body).toBe(200);
    const other = { authorization: `Bearer ${login.json().data.token}` };
    expect((await call('GET', '/api/account/2fa', { headers: other })).statusCode).toBe(200);
    await reauth(owner.headers);
    const setup = await call('POST', '/api/account/2fa/totp', { headers: owner.headers });
    const on = await call('POST', '/api/account/2fa/totp/enable', {
      headers: owner.headers,
      body: { code: codeAt(setup.json().data.secret, -1) },
    });
    expect(on.statusCode, on.body).toBe(200);
    expect((await call('GET', '/api/account/2fa', { headers: other })).statusCode).toBe(401);
    expect((await call('GET', '/api/account/2fa', { headers: owner.headers })).statusCode).toBe(200);
  });
});

describe('a thief with a stolen session cannot lock the owner out', () => {
  /** A re-authentication from its own client address, as the owner's phone and the thief's laptop are. */
  const reauthFrom = (ip: string, headers: Headers, password: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/account/reauth',
      remoteAddress: ip,
      headers: { ...headers, 'accept-language': 'en' },
      payload: { password },
    });

  it("counts wrong passwords per session: the thief's session is locked, the owner's re-authenticates", async () => {
    const owner = await makeSignedIn(ctx.db);
    const thief = { authorization: `Bearer ${await issueToken(ctx.db, owner.account.id)}` };
    for (let i = 0; i < 10; i++)
      expect((await reauthFrom('10.66.0.1', thief, `wrong password ${i}`)).statusCode).toBe(400);
    const locked = await reauthFrom('10.66.0.1', thief, FACTORY_PASSWORD);
    expect(locked.statusCode).toBe(429);
    // The owner, on her own session, gives her password: accepted at once.
    const own = await reauthFrom('10.66.0.2', owner.headers, FACTORY_PASSWORD);
    expect(own.statusCode, own.body).toBe(200);
  });

  it('asks for re-authentication before signing out every other device', async () => {
    const owner = await makeSignedIn(ctx.db);
    const other = { authorization: `Bearer ${await issueToken(ctx.db, owner.account.id)}` };
    const asked = await call('DELETE', '/api/account/sessions', { headers: owner.headers });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().data).toEqual({ reauth_required: true, two_factor: false });
    // The thief's session, which cannot re-authenticate, cannot sign the owner out either.
    expect((await call('DELETE', '/api/account/sessions', { headers: other })).statusCode).toBe(403);
    expect((await call('GET', '/api/account/sessions', { headers: other })).statusCode).toBe(200);
    expect((await reauth(owner.headers)).statusCode).toBe(200);
    const out = await call('DELETE', '/api/account/sessions', { headers: owner.headers });
    expect(out.statusCode).toBe(200);
    expect(out.json().data).toEqual({ signed_out: 1 });
    expect((await call('GET', '/api/account/sessions', { headers: other })).statusCode).toBe(401);
  });
});
