import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify as verifyTotp } from 'otplib';
import QRCode from 'qrcode';
import {
  REAUTH_WINDOW_SECONDS,
  RECOVERY_CODE_COUNT,
  SIGN_IN_CHALLENGE_MAX_ATTEMPTS,
  type ReauthData,
  type RecoveryCodesData,
  type SessionItem,
  type TotpSetupData,
  type TwoFactorStatusData,
} from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findAccountById, type AccountRow } from '../../lib/accounts.ts';
import { queueSecurityNotice } from './notices.ts';
import * as repo from './repo.ts';
import { openSecret, sealSecret } from './secret-box.ts';
import { sha256 } from './sign-in-challenge.ts';

const ISSUER = 'Velvet';
/** One 30-second step either side of now: phones whose clocks drift a little still sign in. */
const TOTP_TOLERANCE_SECONDS = 30;

/** The session making a change: its account, its token row and the browser it runs in (for the owner's email). */
export type Actor = { id: number; tokenId: number; browser: string | null };

const passwordWrong = () =>
  new AppError('security.password_wrong', 400, { errors: { password: ['security.password_wrong'] } });
const codeInvalid = () =>
  new AppError('security.code_invalid', 400, { errors: { code: ['security.code_invalid'] } });
const challengeExpired = () =>
  new AppError('security.challenge_expired', 410, { errors: { challenge: ['security.challenge_expired'] } });

// ---------------------------------------------------------------------------------------------------
// Authenticator app (TOTP) and recovery codes

/** Recovery codes: 16 characters of a 32-letter alphabet without look-alikes (80 random bits), in fours. */
const RECOVERY_ALPHABET = '0123456789abcdefghjkmnpqrstvwxyz';
function newRecoveryCode(): string {
  const chars = Array.from({ length: 16 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
  return chars.join('').replace(/(.{4})(?=.)/g, '$1-');
}
/** As typed: case, spaces and dashes do not matter. */
const normaliseRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

/** `POST account/2fa/totp`: a new secret, its otpauth URL and QR code. Nothing changes until it is confirmed. */
export async function startTotpSetup(
  deps: AppDeps,
  account: { id: number; tokenId: number; email: string },
): Promise<TotpSetupData> {
  const { db } = deps.database;
  // Someone else's app on the account would lock its owner out: only a freshly proven owner sets one up.
  await requireRecentReauth(deps, account);
  const existing = await repo.findTotp(db, account.id);
  if (existing?.enabledAt) throw new AppError('security.totp_already_enabled', 409);
  const secret = generateSecret();
  if (!(await repo.savePendingTotp(db, account.id, await sealSecret(db, account.id, secret)))) {
    throw new AppError('security.totp_already_enabled', 409);
  }
  const otpauthUrl = generateURI({ issuer: ISSUER, label: account.email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/**
 * Checks a six-digit code against the account's secret. A code is accepted once: its time step must be
 * newer than the last accepted one, so a code seen over someone's shoulder is worthless.
 */
async function acceptTotpCode(db: Db, advertiserId: number, code: string): Promise<boolean> {
  const row = await repo.findTotp(db, advertiserId);
  if (!row) return false;
  const secret = await openSecret(db, advertiserId, row.secretEncrypted);
  const result = await verifyTotp({
    secret,
    token: code,
    epochTolerance: TOTP_TOLERANCE_SECONDS,
    ...(row.lastTimeStep === null ? {} : { afterTimeStep: row.lastTimeStep }),
  });
  if (!result.valid || !('timeStep' in result)) return false;
  return repo.claimTimeStep(db, advertiserId, result.timeStep);
}

/** A code as the sign-in and the switch-off take it: six digits from the app, or an unused recovery code. */
async function acceptSecondFactor(db: Db, advertiserId: number, code: string): Promise<boolean> {
  const digits = code.replace(/\s+/g, '');
  if (/^\d{6}$/.test(digits)) return acceptTotpCode(db, advertiserId, digits);
  const recovery = normaliseRecoveryCode(code);
  if (recovery.length !== 16) return false;
  return repo.useRecoveryCode(db, advertiserId, sha256(recovery));
}

/**
 * `POST account/2fa/totp/enable`: the first code from the app switches it on; ten recovery codes, shown
 * once. Every other session ends (one opened with the password alone no longer counts), and the owner is
 * told.
 */
export async function enableTotp(deps: AppDeps, actor: Actor, code: string): Promise<RecoveryCodesData> {
  const { db } = deps.database;
  await requireRecentReauth(deps, actor);
  const row = await repo.findTotp(db, actor.id);
  if (row?.enabledAt) throw new AppError('security.totp_already_enabled', 409);
  if (!row) throw new AppError('security.totp_not_started', 409);
  if (!(await acceptTotpCode(db, actor.id, code))) throw codeInvalid();
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await repo.enableTotp(
      tx,
      actor.id,
      codes.map((c) => sha256(normaliseRecoveryCode(c))),
    );
    await repo.deleteOtherSessions(tx, actor.id, actor.tokenId);
    await queueSecurityNotice(deps, tx, actor.id, 'totp_enabled', { browser: actor.browser });
  });
  deps.mailer.wake();
  return { recovery_codes: codes };
}

/**
 * `POST account/2fa/totp/disable`: the password and a current code (or a recovery code) in the request
 * itself, which is the re-authentication it needs; the owner is told.
 */
export async function disableTotp(
  deps: AppDeps,
  actor: Actor,
  password: string,
  code: string,
): Promise<void> {
  const { db } = deps.database;
  const account = await findAccountById(db, actor.id);
  if (!account || !(await verifyPassword(account.passwordHash, password))) throw passwordWrong();
  const row = await repo.findTotp(db, actor.id);
  if (!row?.enabledAt) throw new AppError('security.totp_not_enabled', 409);
  if (!(await acceptSecondFactor(db, actor.id, code))) throw codeInvalid();
  await db.transaction(async (tx) => {
    await repo.disableTotp(tx, actor.id);
    await queueSecurityNotice(deps, tx, actor.id, 'totp_disabled', { browser: actor.browser });
  });
  deps.mailer.wake();
}

// ---------------------------------------------------------------------------------------------------
// Re-authentication: what a stolen token alone cannot do

/**
 * `POST account/reauth`: the password, and the second factor when it is on, given again on this session.
 * For the next few minutes the session may add or remove passkeys, set up two-factor sign-in and change
 * the password. `beforeGuess` runs before a code is checked (the code guesses' own budget).
 */
export async function reauthenticate(
  deps: AppDeps,
  account: { id: number; tokenId: number },
  input: { password: string; code?: string | undefined },
  beforeGuess: () => Promise<void>,
): Promise<ReauthData> {
  const { db } = deps.database;
  const row = await findAccountById(db, account.id);
  if (!row || !(await verifyPassword(row.passwordHash, input.password))) throw passwordWrong();
  const totp = await repo.findTotp(db, account.id);
  if (totp?.enabledAt) {
    if (!input.code) {
      throw new AppError('security.code_required', 400, { errors: { code: ['security.code_required'] } });
    }
    await beforeGuess();
    if (!(await acceptSecondFactor(db, account.id, input.code))) throw codeInvalid();
  }
  const until = await repo.markReauthenticated(db, account.tokenId, REAUTH_WINDOW_SECONDS);
  return { reauthenticated_until: until.toISOString() };
}

/**
 * A new password given with the current one: the password is proven by the request itself, so only an
 * account with two-factor sign-in on needs the code given again within the window.
 */
export async function requireSecondFactorRecently(
  deps: AppDeps,
  account: { id: number; tokenId: number },
): Promise<void> {
  const totp = await repo.findTotp(deps.database.db, account.id);
  if (totp?.enabledAt) await requireRecentReauth(deps, account);
}

/**
 * Refuses a guarded change unless this session re-authenticated within the window: 403
 * `security.reauth_required`, saying whether the code will be asked for too.
 */
export async function requireRecentReauth(
  deps: AppDeps,
  account: { id: number; tokenId: number },
): Promise<void> {
  const { db } = deps.database;
  if (await repo.reauthenticatedWithin(db, account.tokenId, REAUTH_WINDOW_SECONDS)) return;
  const totp = await repo.findTotp(db, account.id);
  throw new AppError('security.reauth_required', 403, {
    data: { reauth_required: true, two_factor: Boolean(totp?.enabledAt) },
  });
}

export async function twoFactorStatus(deps: AppDeps, advertiserId: number): Promise<TwoFactorStatusData> {
  const { db } = deps.database;
  const row = await repo.findTotp(db, advertiserId);
  const enabled = Boolean(row?.enabledAt);
  return {
    totp_enabled: enabled,
    enabled_at: row?.enabledAt?.toISOString() ?? null,
    recovery_codes_left: enabled ? await repo.countUnusedRecoveryCodes(db, advertiserId) : 0,
  };
}

/**
 * `POST auth/2fa`: finishes a waiting sign-in with a code. Every try counts against the challenge (10 and
 * it is locked); `beforeGuess` runs once the challenge is known to be live, so the per-account limits
 * count guesses, not requests for dead challenges. Answers the account to sign in.
 */
export async function completeSecondFactor(
  deps: AppDeps,
  challenge: string,
  code: string,
  beforeGuess: (advertiserId: number) => Promise<void>,
): Promise<AccountRow> {
  const { db } = deps.database;
  const waiting = await repo.takeChallengeAttempt(db, sha256(challenge), SIGN_IN_CHALLENGE_MAX_ATTEMPTS);
  if (!waiting) throw challengeExpired();
  await beforeGuess(waiting.advertiserId);
  if (!(await acceptSecondFactor(db, waiting.advertiserId, code))) throw codeInvalid();
  // Two right answers at once (a code and a recovery code): one sign-in.
  if (!(await repo.closeSignInChallenge(db, waiting.id))) throw challengeExpired();
  const account = await findAccountById(db, waiting.advertiserId);
  if (!account) throw challengeExpired();
  return account;
}

// ---------------------------------------------------------------------------------------------------
// Signed-in devices

export async function listSessions(
  deps: AppDeps,
  account: { id: number; tokenId: number },
): Promise<SessionItem[]> {
  const rows = await repo.listSessions(deps.database.db, account.id);
  const items = rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    browser: row.browser,
    current: row.id === account.tokenId,
  }));
  // This device first, then the others by last use.
  return [...items.filter((s) => s.current), ...items.filter((s) => !s.current)];
}

/** `DELETE account/sessions/{id}`: signs one of the account's own sessions out; 404 for anyone else's. */
export async function signOutSession(deps: AppDeps, advertiserId: number, id: number): Promise<void> {
  if (!(await repo.deleteSession(deps.database.db, advertiserId, id))) throw notFound();
}

/** `DELETE account/sessions`: every session of the account but this one. */
export async function signOutOtherSessions(
  deps: AppDeps,
  account: { id: number; tokenId: number },
): Promise<{ signed_out: number }> {
  // A stolen session must not sign the owner out of hers: only a session that gave the password again may.
  await requireRecentReauth(deps, account);
  return { signed_out: await repo.deleteOtherSessions(deps.database.db, account.id, account.tokenId) };
}
