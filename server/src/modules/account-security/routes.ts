import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import {
  accountSecurityResponses as responses,
  addPasskeyBody,
  disableTotpBody,
  enableTotpBody,
  passkeySignInBody,
  reauthBody,
  secondFactorBody,
  sessionIdParams,
  type MessageKey,
} from '@velvet/contract';
import { browserSummary, signInDevice } from '../../lib/browser-summary.ts';
import { ok } from '../../lib/envelope.ts';
import { accountRead } from '../../plugins/calls.ts';
import type { AccountRow } from '../../lib/accounts.ts';
import { keyedLimiter } from '../../lib/keyed-limiter.ts';
import { finishLogin } from './sign-in.ts';
import {
  addPasskey,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignIn,
  passkeySignInOptions,
  removePasskey,
} from './passkeys.ts';
import {
  completeSecondFactor,
  disableTotp,
  enableTotp,
  listSessions,
  reauthenticate,
  signOutOtherSessions,
  signOutSession,
  startTotpSetup,
  twoFactorStatus,
} from './service.ts';

const bearer = [{ bearer: [] }];
const tags = ['account-security'];
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Per client address, as the email-code routes are limited. */
const CODE_ROUTE_LIMIT = { max: 20, timeWindow: '1 minute' } as const;
/** Each of the two steps of adding a passkey (its options, then the browser's answer). */
const PASSKEY_SETUP_LIMIT = { max: 20, timeWindow: '10 minutes' } as const;
/** Each of the two sign-out routes (one device, every other device). */
const SIGN_OUT_LIMIT = { max: 60, timeWindow: '1 minute' } as const;

/**
 * Two-factor sign-in (authenticator app + recovery codes), passkeys and signed-in devices. The token
 * decides whose account every call touches; ids of other accounts' passkeys and sessions answer 404.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  /** Every passkey route answers with the account's passkeys as they now are. */
  const passkeyList = async (request: FastifyRequest, message?: MessageKey) =>
    ok(request.lang, { passkeys: await listPasskeys(app.deps, request.account!.id) }, message);
  // Six digits are guessable in bulk, like the email codes: besides the 10-try cap per waiting sign-in,
  // one account takes at most 10 guesses an hour and 30 a day, wherever they come from. Switching the
  // app on or off (signed in already) has a budget of its own, so setting up never costs sign-ins.
  const budget = (name: string) => {
    const hourly = keyedLimiter(app, `${name}-h`, 10, HOUR);
    const daily = keyedLimiter(app, `${name}-d`, 30, 24 * HOUR);
    return async (request: FastifyRequest, advertiserId: number) => {
      await hourly(request, String(advertiserId));
      await daily(request, String(advertiserId));
    };
  };
  const signInGuess = budget('second-factor');
  const settingsGuess = budget('second-factor-settings');
  // Someone holding a stolen session may try passwords here: a few a quarter-hour per session. Counted per
  // session, not per account: a thief's wrong passwords must not lock the owner's own session out of the
  // re-authentication she needs to sign the thief out. Only a sign-in (the password again) makes a session.
  const reauthTries = keyedLimiter(app, 'reauth-session', 10, 15 * MINUTE);
  /** A finished sign-in answers as the password sign-in does, naming the browser it was made from. */
  const signedIn = async (request: FastifyRequest, account: AccountRow) =>
    ok(request.lang, await finishLogin(app.deps, account, signInDevice(request)), 'accounts.logged_in');
  /** The signed-in session making a change, with the browser the owner's email names. */
  const actor = (request: FastifyRequest) => ({
    id: request.account!.id,
    tokenId: request.account!.tokenId,
    browser: browserSummary(request.headers['user-agent']),
  });
  /** The options of a sign-in step: nobody is signed in yet, so it is limited per client address. */
  const signInStep = <S extends object>(schema: S) => ({
    config: { rateLimit: CODE_ROUTE_LIMIT },
    schema: { tags: ['auth', ...tags], ...schema },
  });
  /** The options of a route for the signed-in account (the token names it), with its own rate limit if any. */
  const ownAccount = <S extends object>(schema: S, rateLimit?: { max: number; timeWindow: string }) => ({
    onRequest: app.requireAccount,
    ...(rateLimit ? { config: { rateLimit } } : {}),
    schema: { tags, security: bearer, ...schema },
  });

  accountRead(
    app,
    '/account/2fa',
    {
      tags,
      security: bearer,
      summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
    },
    responses.twoFactorStatus,
    (id) => twoFactorStatus(app.deps, id),
  );

  app.post(
    '/account/2fa/totp',
    ownAccount(
      {
        summary:
          'Start setting up an authenticator app: data.secret, data.otpauth_url (issuer Velvet) and data.qr_code; nothing changes until a code confirms it',
        response: { 200: responses.totpSetup },
      },
      { max: 10, timeWindow: '10 minutes' },
    ),
    async (request) =>
      ok(request.lang, await startTotpSetup(app.deps, request.account!), 'security.totp_setup_started'),
  );

  app.post(
    '/account/2fa/totp/enable',
    ownAccount(
      {
        summary:
          'Switch two-factor sign-in on with the first code; answers ten single-use data.recovery_codes',
        body: enableTotpBody,
        response: { 200: responses.recoveryCodes },
      },
      CODE_ROUTE_LIMIT,
    ),
    async (request) => {
      await settingsGuess(request, request.account!.id);
      const data = await enableTotp(app.deps, actor(request), request.body.code);
      return ok(request.lang, data, 'security.totp_enabled');
    },
  );

  app.post(
    '/account/2fa/totp/disable',
    ownAccount(
      {
        summary: 'Switch two-factor sign-in off: needs the password and a current code (or a recovery code)',
        body: disableTotpBody,
        response: { 200: responses.empty },
      },
      CODE_ROUTE_LIMIT,
    ),
    async (request) => {
      await settingsGuess(request, request.account!.id);
      await disableTotp(app.deps, actor(request), request.body.password, request.body.code);
      return ok(request.lang, {}, 'security.totp_disabled');
    },
  );

  app.post(
    '/account/reauth',
    ownAccount(
      {
        summary:
          'Give the password again (and a code, or a recovery code, when two-factor sign-in is on): for 5 minutes this session may add or remove passkeys, set up two-factor sign-in and change the password',
        body: reauthBody,
        response: { 200: responses.reauth },
      },
      CODE_ROUTE_LIMIT,
    ),
    async (request) => {
      await reauthTries(request, String(request.account!.tokenId));
      const data = await reauthenticate(app.deps, request.account!, request.body, () =>
        settingsGuess(request, request.account!.id),
      );
      return ok(request.lang, data, 'security.reauthenticated');
    },
  );

  app.post(
    '/auth/2fa',
    signInStep({
      summary:
        'Finish a sign-in that answered two_factor_required: the challenge and a code from the app or a recovery code; answers the usual sign-in data',
      body: secondFactorBody,
      response: { 200: responses.signedIn },
    }),
    async (request) => {
      const account = await completeSecondFactor(app.deps, request.body.challenge, request.body.code, (id) =>
        signInGuess(request, id),
      );
      return signedIn(request, account);
    },
  );

  app.get(
    '/account/passkeys',
    ownAccount({ summary: "The account's passkeys", response: { 200: responses.passkeyList } }),
    (request) => passkeyList(request),
  );

  app.post(
    '/account/passkeys/options',
    ownAccount(
      {
        summary:
          'WebAuthn options to create a passkey for this account (valid 5 minutes, once); answers 403 security.reauth_required unless this session re-authenticated within 5 minutes',
        response: { 200: responses.passkeyOptions },
      },
      PASSKEY_SETUP_LIMIT,
    ),
    async (request) => ok(request.lang, await passkeyRegistrationOptions(app.deps, request.account!)),
  );

  app.post(
    '/account/passkeys',
    ownAccount(
      {
        summary:
          "Add a passkey: its name and the browser's answer to the options; needs a re-authentication within 5 minutes",
        body: addPasskeyBody,
        response: { 200: responses.passkeyList },
      },
      PASSKEY_SETUP_LIMIT,
    ),
    async (request) => {
      await addPasskey(
        app.deps,
        actor(request),
        request.body.name,
        request.body.response as unknown as RegistrationResponseJSON,
      );
      return passkeyList(request, 'security.passkey_added');
    },
  );

  app.delete(
    '/account/passkeys/:id',
    ownAccount({
      summary: 'Remove one of the account’s passkeys (404 for any other id)',
      params: sessionIdParams,
      response: { 200: responses.passkeyList },
    }),
    async (request) => {
      await removePasskey(app.deps, actor(request), request.params.id);
      return passkeyList(request, 'security.passkey_removed');
    },
  );

  app.post(
    '/auth/passkey/options',
    signInStep({
      summary: 'WebAuthn options to sign in with a passkey (no email: the passkey names the account)',
      response: { 200: responses.passkeyOptions },
    }),
    async (request) => ok(request.lang, await passkeySignInOptions(app.deps)),
  );

  app.post(
    '/auth/passkey',
    signInStep({
      summary: "Sign in with a passkey: the browser's answer; a passkey counts as both factors",
      body: passkeySignInBody,
      response: { 200: responses.signedIn },
    }),
    async (request) => {
      const account = await passkeySignIn(
        app.deps,
        request.body.response as unknown as AuthenticationResponseJSON,
      );
      return signedIn(request, account);
    },
  );

  accountRead(
    app,
    '/account/sessions',
    {
      tags,
      security: bearer,
      summary: "The account's signed-in devices (created, last used, browser; current: this one)",
    },
    responses.sessionList,
    async (_id, request) => ({ sessions: await listSessions(app.deps, request.account!) }),
  );

  app.delete(
    '/account/sessions/:id',
    ownAccount(
      {
        summary: 'Sign one of the account’s devices out (404 for any other id)',
        params: sessionIdParams,
        response: { 200: responses.empty },
      },
      SIGN_OUT_LIMIT,
    ),
    async (request) => {
      await signOutSession(app.deps, request.account!.id, request.params.id);
      return ok(request.lang, {}, 'security.session_signed_out');
    },
  );

  app.delete(
    '/account/sessions',
    ownAccount(
      {
        summary:
          'Sign out everywhere else: every session of the account but this one; answers 403 security.reauth_required unless this session re-authenticated within 5 minutes',
        response: { 200: responses.signedOut },
      },
      SIGN_OUT_LIMIT,
    ),
    async (request) =>
      ok(
        request.lang,
        await signOutOtherSessions(app.deps, request.account!),
        'security.sessions_signed_out',
      ),
  );
};

export default routes;
