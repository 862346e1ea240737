/** Passkeys (WebAuthn): adding one to an account, listing and removing them, and signing in with one. */
import { randomBytes } from 'node:crypto';
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransportFuture,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import { PASSKEY_CHALLENGE_TTL_SECONDS, PASSKEYS_MAX, type PasskeyItem } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { findAccountById, type AccountRow } from '../../lib/accounts.ts';
import { queueSecurityNotice } from './notices.ts';
import * as repo from './repo.ts';
import { requireRecentReauth, type Actor } from './service.ts';
import { sha256 } from './sign-in-challenge.ts';

const passkeyFailed = () => new AppError('security.passkey_failed', 400);

/**
 * The library's check of a browser's answer: an answer it refuses and one it cannot read fail alike,
 * as every passkey failure does.
 */
async function verified<T extends { verified: boolean }>(
  check: () => Promise<T>,
): Promise<T & { verified: true }> {
  let result: T;
  try {
    result = await check();
  } catch {
    throw passkeyFailed();
  }
  if (!result.verified) throw passkeyFailed();
  return result as T & { verified: true };
}

/** The relying party is the site itself: its ID is PUBLIC_URL's host name, its origin PUBLIC_URL's origin. */
function relyingParty(deps: AppDeps) {
  const url = new URL(deps.config.publicUrl);
  return { id: url.hostname, origin: url.origin, name: 'Velvet' };
}

/** The challenge a browser signed, read from its client data (checked in full by the library afterwards). */
function challengeOf(response: { response: { clientDataJSON?: unknown } }): string | null {
  const clientData = response.response.clientDataJSON;
  if (typeof clientData !== 'string') return null;
  try {
    const parsed = JSON.parse(Buffer.from(clientData, 'base64url').toString('utf8')) as {
      challenge?: unknown;
    };
    return typeof parsed.challenge === 'string' ? parsed.challenge : null;
  } catch {
    return null;
  }
}

/**
 * Uses up the ceremony the browser's answer belongs to (each challenge works once); an answer naming no
 * live ceremony of that purpose fails like every other passkey failure.
 */
async function consumeCeremony(
  db: AppDeps['database']['db'],
  response: { response: { clientDataJSON?: unknown } },
  purpose: 'register' | 'sign_in',
  advertiserId: number | null,
) {
  const challenge = challengeOf(response);
  const ceremony = challenge
    ? await repo.consumePasskeyChallenge(db, sha256(challenge), purpose, advertiserId)
    : undefined;
  if (!challenge || !ceremony) throw passkeyFailed();
  return { challenge, ceremony };
}

/**
 * `POST account/passkeys/options`: what the browser needs to create a passkey for this account. A passkey
 * signs in without the password, so only a session that re-authenticated just now may add one.
 */
export async function passkeyRegistrationOptions(
  deps: AppDeps,
  account: { id: number; tokenId: number; email: string; name: string },
) {
  const { db } = deps.database;
  await requireRecentReauth(deps, account);
  const rp = relyingParty(deps);
  const existing = await repo.listPasskeys(db, account.id);
  if (existing.length >= PASSKEYS_MAX) throw new AppError('security.passkeys_limit', 409);
  // One random user handle per account (never the email or a public id): a new passkey for the same
  // account replaces the old one on an authenticator that already holds one.
  const handle = existing[0]?.userHandle ?? randomBytes(32).toString('base64url');
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: account.email,
    userDisplayName: account.name,
    userID: new Uint8Array(Buffer.from(handle, 'base64url')),
    attestationType: 'none',
    excludeCredentials: existing.map((p) => ({
      id: p.credentialId,
      transports: p.transports as AuthenticatorTransportFuture[],
    })),
    // Discoverable, so signing in needs no email; verified (PIN, fingerprint, face), so a passkey is both factors.
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  await repo.storePasskeyChallenge(
    db,
    sha256(options.challenge),
    'register',
    account.id,
    handle,
    PASSKEY_CHALLENGE_TTL_SECONDS,
  );
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * `POST account/passkeys`: checks the browser's answer and keeps the new passkey under its name; the
 * owner is told by email. The re-authentication is checked again: it may have run out since the options.
 */
export async function addPasskey(
  deps: AppDeps,
  actor: Actor,
  name: string,
  response: RegistrationResponseJSON,
): Promise<PasskeyItem> {
  const { db } = deps.database;
  const advertiserId = actor.id;
  await requireRecentReauth(deps, actor);
  const rp = relyingParty(deps);
  const { challenge, ceremony } = await consumeCeremony(db, response, 'register', advertiserId);
  const userHandle = ceremony.userHandle;
  if (!userHandle) throw passkeyFailed();
  if ((await repo.listPasskeys(db, advertiserId)).length >= PASSKEYS_MAX) {
    throw new AppError('security.passkeys_limit', 409);
  }
  const { registrationInfo } = await verified(() =>
    verifyRegistrationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
    }),
  );
  const { credential, credentialBackedUp } = registrationInfo;
  if (await repo.findPasskeyByCredentialId(db, credential.id)) throw passkeyFailed();
  const id = await db.transaction(async (tx) => {
    const inserted = await repo.insertPasskey(tx, {
      advertiserId,
      name,
      credentialId: credential.id,
      publicKey: Buffer.from(credential.publicKey).toString('base64url'),
      counter: credential.counter,
      transports: credential.transports ?? [],
      userHandle,
      backedUp: credentialBackedUp,
    });
    await queueSecurityNotice(deps, tx, advertiserId, 'passkey_added', {
      browser: actor.browser,
      passkey: name,
    });
    return inserted;
  });
  deps.mailer.wake();
  const row = (await repo.listPasskeys(db, advertiserId)).find((p) => p.id === id)!;
  return passkeyItem(row);
}

const passkeyItem = (row: Awaited<ReturnType<typeof repo.listPasskeys>>[number]): PasskeyItem => ({
  id: row.id,
  name: row.name,
  created_at: row.createdAt.toISOString(),
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  backed_up: row.backedUp,
});

export async function listPasskeys(deps: AppDeps, advertiserId: number): Promise<PasskeyItem[]> {
  return (await repo.listPasskeys(deps.database.db, advertiserId)).map(passkeyItem);
}

/**
 * `DELETE account/passkeys/{id}`: only the account's own (404 for any other id), by a session that
 * re-authenticated just now; the owner is told by email.
 */
export async function removePasskey(deps: AppDeps, actor: Actor, id: number): Promise<void> {
  const { db } = deps.database;
  await requireRecentReauth(deps, actor);
  const passkey = (await repo.listPasskeys(db, actor.id)).find((p) => p.id === id);
  if (!passkey) throw notFound();
  const removed = await db.transaction(async (tx) => {
    if (!(await repo.deletePasskey(tx, actor.id, id))) return false;
    await queueSecurityNotice(deps, tx, actor.id, 'passkey_removed', {
      browser: actor.browser,
      passkey: passkey.name,
    });
    return true;
  });
  if (!removed) throw notFound();
  deps.mailer.wake();
}

/** `POST auth/passkey/options`: a sign-in with any passkey of this site (the passkey names the account). */
export async function passkeySignInOptions(deps: AppDeps) {
  const rp = relyingParty(deps);
  const options = await generateAuthenticationOptions({
    rpID: rp.id,
    userVerification: 'required',
    timeout: PASSKEY_CHALLENGE_TTL_SECONDS * 1000,
  });
  await repo.storePasskeyChallenge(
    deps.database.db,
    sha256(options.challenge),
    'sign_in',
    null,
    null,
    PASSKEY_CHALLENGE_TTL_SECONDS,
  );
  return { options: options as unknown as Record<string, unknown> };
}

/**
 * `POST auth/passkey`: a verified passkey is both factors (something held, unlocked by something known or
 * one's body), so it signs in without password or code. Every failure answers the same.
 */
export async function passkeySignIn(
  deps: AppDeps,
  response: AuthenticationResponseJSON,
): Promise<AccountRow> {
  const { db } = deps.database;
  const rp = relyingParty(deps);
  const { challenge } = await consumeCeremony(db, response, 'sign_in', null);
  const passkey = await repo.findPasskeyByCredentialId(db, response.id);
  if (!passkey) throw passkeyFailed();
  // A discoverable passkey says whose it is: it must be the account the credential was added to.
  const handle = response.response.userHandle;
  if (handle !== undefined && handle !== passkey.userHandle) throw passkeyFailed();
  const { authenticationInfo } = await verified(() =>
    verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: {
        id: passkey.credentialId,
        publicKey: new Uint8Array(Buffer.from(passkey.publicKey, 'base64url')),
        counter: passkey.counter,
        transports: passkey.transports as AuthenticatorTransportFuture[],
      },
      requireUserVerification: true,
    }),
  );
  await repo.recordPasskeyUse(
    db,
    passkey.id,
    authenticationInfo.newCounter,
    authenticationInfo.credentialBackedUp,
  );
  const account = await findAccountById(db, passkey.advertiserId);
  if (!account) throw passkeyFailed();
  return account;
}
