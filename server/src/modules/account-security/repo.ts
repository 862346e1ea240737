import { and, asc, desc, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { anyRow, insertRow } from '../../db/rows.ts';
import {
  accountTotp,
  authTokens,
  knownDevices,
  passkeyChallenges,
  passkeys,
  recoveryCodes,
  signInChallenges,
} from '../../db/schema.ts';

/** SQL of account security: authenticator secrets, recovery codes, waiting sign-ins, passkeys, sessions. */

export async function findTotp(db: Db, advertiserId: number) {
  const [row] = await db.select().from(accountTotp).where(eq(accountTotp.advertiserId, advertiserId));
  return row;
}

/** A fresh, not yet confirmed secret; replaces an earlier unconfirmed one, never an enabled one. */
export async function savePendingTotp(
  db: Db,
  advertiserId: number,
  secretEncrypted: string,
): Promise<boolean> {
  const rows = await db
    .insert(accountTotp)
    .values({ advertiserId, secretEncrypted })
    .onConflictDoUpdate({
      target: accountTotp.advertiserId,
      set: { secretEncrypted, lastTimeStep: null, createdAt: sql`now()` },
      setWhere: isNull(accountTotp.enabledAt),
    })
    .returning({ id: accountTotp.advertiserId });
  return rows.length > 0;
}

/**
 * Records an accepted code's time step, only if it is newer than the last accepted one: of two requests
 * sending the same code at once, one wins.
 */
export async function claimTimeStep(db: Db, advertiserId: number, timeStep: number): Promise<boolean> {
  const rows = await db
    .update(accountTotp)
    .set({ lastTimeStep: timeStep })
    .where(
      and(
        eq(accountTotp.advertiserId, advertiserId),
        sql`(${accountTotp.lastTimeStep} is null or ${accountTotp.lastTimeStep} < ${timeStep})`,
      ),
    )
    .returning({ id: accountTotp.advertiserId });
  return rows.length > 0;
}

/** Switches the confirmed secret on and puts fresh recovery codes in place of any old ones. */
export async function enableTotp(db: Db, advertiserId: number, codeHashes: string[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(accountTotp)
      .set({ enabledAt: sql`now()` })
      .where(eq(accountTotp.advertiserId, advertiserId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.advertiserId, advertiserId));
    await tx.insert(recoveryCodes).values(codeHashes.map((codeHash) => ({ advertiserId, codeHash })));
  });
}

export async function disableTotp(db: Db, advertiserId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(accountTotp).where(eq(accountTotp.advertiserId, advertiserId));
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.advertiserId, advertiserId));
    await deleteSignInChallenges(tx, advertiserId);
  });
}

export async function deleteSignInChallenges(db: Pick<Db, 'delete'>, advertiserId: number): Promise<void> {
  await db.delete(signInChallenges).where(eq(signInChallenges.advertiserId, advertiserId));
}

export async function countUnusedRecoveryCodes(db: Db, advertiserId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.advertiserId, advertiserId), isNull(recoveryCodes.usedAt)));
  return row?.n ?? 0;
}

/** Uses up a recovery code in one statement: a code works once, also when sent twice at the same time. */
export async function useRecoveryCode(db: Db, advertiserId: number, codeHash: string): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.advertiserId, advertiserId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

/** A new waiting sign-in; the account's earlier ones end (only the newest password sign-in may finish). */
export async function openSignInChallenge(
  db: Db,
  advertiserId: number,
  challengeHash: string,
  ttlSeconds: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.delete(signInChallenges).where(eq(signInChallenges.advertiserId, advertiserId));
    await tx.insert(signInChallenges).values({
      advertiserId,
      challengeHash,
      expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
    });
  });
}

/**
 * Counts one try on a waiting sign-in and answers its account, or undefined when it is unknown, expired
 * or has had its tries. The try is counted before the code is checked, in the same statement that checks
 * the cap, so parallel guesses cannot go past it.
 */
export async function takeChallengeAttempt(
  db: Db,
  challengeHash: string,
  maxAttempts: number,
): Promise<{ id: number; advertiserId: number } | undefined> {
  const [row] = await db
    .update(signInChallenges)
    .set({ attempts: sql`${signInChallenges.attempts} + 1` })
    .where(
      and(
        eq(signInChallenges.challengeHash, challengeHash),
        lt(signInChallenges.attempts, maxAttempts),
        gt(signInChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ id: signInChallenges.id, advertiserId: signInChallenges.advertiserId });
  return row;
}

/** Ends a waiting sign-in (it succeeded); false when another request finished it first. */
export async function closeSignInChallenge(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(signInChallenges)
    .where(eq(signInChallenges.id, id))
    .returning({ id: signInChallenges.id });
  return rows.length > 0;
}

export async function storePasskeyChallenge(
  db: Db,
  challengeHash: string,
  purpose: 'register' | 'sign_in',
  advertiserId: number | null,
  userHandle: string | null,
  ttlSeconds: number,
): Promise<void> {
  // Ceremonies nobody finished are cleared as new ones start: the table holds minutes of them at most.
  await db.delete(passkeyChallenges).where(lt(passkeyChallenges.expiresAt, sql`now()`));
  await db.insert(passkeyChallenges).values({
    challengeHash,
    purpose,
    advertiserId,
    userHandle,
    expiresAt: sql`now() + make_interval(secs => ${ttlSeconds})`,
  });
}

/**
 * Uses up a ceremony's challenge: found once, for the purpose and account it was made for, while fresh.
 * Answers the user handle it was made with (null for sign-in), or undefined when there is no such challenge.
 */
export async function consumePasskeyChallenge(
  db: Db,
  challengeHash: string,
  purpose: 'register' | 'sign_in',
  advertiserId: number | null,
): Promise<{ userHandle: string | null } | undefined> {
  const rows = await db
    .delete(passkeyChallenges)
    .where(
      and(
        eq(passkeyChallenges.challengeHash, challengeHash),
        eq(passkeyChallenges.purpose, purpose),
        advertiserId === null
          ? isNull(passkeyChallenges.advertiserId)
          : eq(passkeyChallenges.advertiserId, advertiserId),
        gt(passkeyChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ userHandle: passkeyChallenges.userHandle });
  return rows[0];
}

export async function listPasskeys(db: Db, advertiserId: number) {
  return db
    .select()
    .from(passkeys)
    .where(eq(passkeys.advertiserId, advertiserId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id));
}

export async function findPasskeyByCredentialId(db: Db, credentialId: string) {
  const [row] = await db.select().from(passkeys).where(eq(passkeys.credentialId, credentialId));
  return row;
}

export const insertPasskey = (db: Db, values: typeof passkeys.$inferInsert) =>
  insertRow(db, passkeys, values);

export async function recordPasskeyUse(db: Db, id: number, counter: number, backedUp: boolean) {
  await db
    .update(passkeys)
    .set({ counter, backedUp, lastUsedAt: sql`now()` })
    .where(eq(passkeys.id, id));
}

/**
 * Deletes a row of the account's own by id: another account's id is treated as unknown, so nobody
 * learns which ids exist. False when the account has none with that id.
 */
async function deleteOwn(
  db: Db,
  table: typeof passkeys | typeof authTokens,
  advertiserId: number,
  id: number,
): Promise<boolean> {
  const rows = await db
    .delete(table)
    .where(and(eq(table.id, id), eq(table.advertiserId, advertiserId)))
    .returning({ id: table.id });
  return rows.length > 0;
}

/** Only the account's own passkey is removed; false when it has none with that id. */
export const deletePasskey = (db: Db, advertiserId: number, id: number) =>
  deleteOwn(db, passkeys, advertiserId, id);

export async function listSessions(db: Db, advertiserId: number) {
  return db
    .select({
      id: authTokens.id,
      createdAt: authTokens.createdAt,
      lastUsedAt: authTokens.lastUsedAt,
      browser: authTokens.browser,
    })
    .from(authTokens)
    .where(and(eq(authTokens.advertiserId, advertiserId), gt(authTokens.expiresAt, sql`now()`)))
    .orderBy(desc(sql`coalesce(${authTokens.lastUsedAt}, ${authTokens.createdAt})`), desc(authTokens.id));
}

/** Signs one of the account's own sessions out; false when it has none with that id. */
export const deleteSession = (db: Db, advertiserId: number, id: number) =>
  deleteOwn(db, authTokens, advertiserId, id);

export async function deleteOtherSessions(db: Db, advertiserId: number, keepId: number): Promise<number> {
  const rows = await db
    .delete(authTokens)
    .where(and(eq(authTokens.advertiserId, advertiserId), ne(authTokens.id, keepId)))
    .returning({ id: authTokens.id });
  return rows.length;
}

/** Every passkey of the account goes (a password reset); answers how many there were. */
export async function deleteAllPasskeys(db: Pick<Db, 'delete'>, advertiserId: number): Promise<number> {
  const rows = await db
    .delete(passkeys)
    .where(eq(passkeys.advertiserId, advertiserId))
    .returning({ id: passkeys.id });
  return rows.length;
}

/** Marks the session as re-authenticated now; answers until when that counts. */
export async function markReauthenticated(db: Db, tokenId: number, windowSeconds: number): Promise<Date> {
  const [row] = await db
    .update(authTokens)
    .set({ reauthenticatedAt: sql`now()` })
    .where(eq(authTokens.id, tokenId))
    .returning({ at: authTokens.reauthenticatedAt });
  return new Date(row!.at!.getTime() + windowSeconds * 1000);
}

/** Whether the session gave the password (and code) again within the last `windowSeconds`, by the database's clock. */
export async function reauthenticatedWithin(
  db: Db,
  tokenId: number,
  windowSeconds: number,
): Promise<boolean> {
  return anyRow(
    db
      .select({ id: authTokens.id })
      .from(authTokens)
      .where(
        and(
          eq(authTokens.id, tokenId),
          gt(authTokens.reauthenticatedAt, sql`now() - make_interval(secs => ${windowSeconds})`),
        ),
      ),
  );
}

/**
 * Records a sign-in from a browser; true when the account had not signed in from it before. The insert
 * decides, so two sign-ins at once from one new browser report it once.
 */
export async function rememberDevice(db: Db, advertiserId: number, deviceHash: string): Promise<boolean> {
  const rows = await db
    .insert(knownDevices)
    .values({ advertiserId, deviceHash })
    .onConflictDoUpdate({
      target: [knownDevices.advertiserId, knownDevices.deviceHash],
      set: { lastSeenAt: sql`now()` },
    })
    .returning({ fresh: sql<boolean>`(xmax = 0)` });
  return rows[0]?.fresh === true;
}

export async function forgetDevices(db: Pick<Db, 'delete'>, advertiserId: number): Promise<void> {
  await db.delete(knownDevices).where(eq(knownDevices.advertiserId, advertiserId));
}
