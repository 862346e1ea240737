import { createHash, randomBytes } from 'node:crypto';
import { SIGN_IN_CHALLENGE_TTL_SECONDS, type TwoFactorRequiredData } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { deleteSignInChallenges, findTotp, openSignInChallenge } from './repo.ts';

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * After the right password: when the account has two-factor sign-in on, a waiting sign-in instead of a
 * token. The challenge is 256 random bits, of which only the hash is stored; it is bound to the account
 * and lasts minutes. Null when no second factor is due.
 */
export async function secondFactorChallenge(
  db: Db,
  advertiserId: number,
): Promise<TwoFactorRequiredData | null> {
  const totp = await findTotp(db, advertiserId);
  if (!totp?.enabledAt) return null;
  const challenge = randomBytes(32).toString('base64url');
  await openSignInChallenge(db, advertiserId, sha256(challenge), SIGN_IN_CHALLENGE_TTL_SECONDS);
  return { two_factor_required: true, challenge, expires_in: SIGN_IN_CHALLENGE_TTL_SECONDS };
}

/** Ends every sign-in of the account that waits for its code (the password that opened it has changed). */
export async function endWaitingSignIns(db: Db, advertiserId: number): Promise<void> {
  await deleteSignInChallenges(db, advertiserId);
}
