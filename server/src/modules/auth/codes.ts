import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, lt, sql } from 'drizzle-orm';
import { OTP_LENGTH, OTP_MAX_ATTEMPTS, OTP_RESEND_LOCK_SECONDS, OTP_TTL_SECONDS } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { codeDecoys, oneTimeCodes } from '../../db/schema.ts';
import type { OtpPurpose } from '../../emails/otp.ts';
import { AppError } from '../../lib/errors.ts';
import { hashPassword, verifyAgainstNothing, verifyPassword } from '../../lib/passwords.ts';

/**
 * Email one-time codes. One row per account and purpose: a new code replaces the old one,
 * codes are stored as argon2id hashes, expire after 10 minutes, are used once and are cancelled after
 * 5 wrong tries. Five digits are few — the attempt cap and the per-IP limits are what make them safe,
 * and a code is never a sign-in factor on its own (docs/product.md#one-time-codes).
 *
 * A verified reset code (purpose 1) becomes a reset grant: the row's hash is replaced by the hash of a
 * random 256-bit `reset_token`, valid for the same 10 minutes and consumed by the password reset.
 */

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** A fresh code, replacing the account's previous one of this purpose; 429 while the resend lock runs. */
export async function issueCode(db: Db, advertiserId: number, purpose: OtpPurpose): Promise<string> {
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
  const codeHash = await hashPassword(code);
  const fresh = {
    codeHash,
    attempts: 0,
    expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
    sentAt: sql`now()`,
    verifiedAt: null,
    consumedAt: null,
  };
  // One statement decides the lock, so two simultaneous resends cannot both pass it.
  const rows = await db
    .insert(oneTimeCodes)
    .values({ advertiserId, purpose, ...fresh })
    .onConflictDoUpdate({
      target: [oneTimeCodes.advertiserId, oneTimeCodes.purpose],
      set: fresh,
      setWhere: sql`${oneTimeCodes.sentAt} <= now() - make_interval(secs => ${OTP_RESEND_LOCK_SECONDS})`,
    })
    .returning({ id: oneTimeCodes.id });
  if (rows.length === 0) {
    const [row] = await db
      .select({
        left: sql<number>`greatest(1, ceil(extract(epoch from (${oneTimeCodes.sentAt} + make_interval(secs => ${OTP_RESEND_LOCK_SECONDS}) - now()))))::int`,
      })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.advertiserId, advertiserId), eq(oneTimeCodes.purpose, purpose)));
    throw resendLocked(row?.left ?? OTP_RESEND_LOCK_SECONDS);
  }
  return code;
}

export const resendLocked = (seconds: number) =>
  new AppError('accounts.otp_resend_locked', 429, { data: { retry_after: seconds } });

const invalidCode = () =>
  new AppError('accounts.otp_invalid', 400, { errors: { otp: ['accounts.otp_invalid'] } });

type Refusal = { ok: false; error: 'invalid' | 'expired' | 'exhausted'; hashed: boolean };
type Outcome = { ok: true; resetToken?: string } | Refusal;

/**
 * A code that ran out a day ago is no code at all: the row of a real code and that of a decoy (whose
 * rows are cleared after that day) answer the same from then on.
 */
const STALE_AFTER_SECONDS = 24 * 60 * 60;
const staleColumn = (expiresAt: typeof oneTimeCodes.expiresAt | typeof codeDecoys.expiresAt) =>
  sql<boolean>`(${expiresAt} <= now() - make_interval(secs => ${STALE_AFTER_SECONDS}))`;

/**
 * What a guess meets before its hash is checked, the same for a real code and a decoy: no code (or a
 * used or long-gone one), a code that has had its tries, an expired one; null to go on and check it.
 */
function beforeHashCheck(
  row: { used: boolean; stale: boolean; attempts: number; expired: boolean } | undefined,
): Refusal | null {
  if (!row || row.used || row.stale) return { ok: false, error: 'invalid', hashed: false };
  if (row.attempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: 'exhausted', hashed: false };
  if (row.expired) return { ok: false, error: 'expired', hashed: false };
  return null;
}

/** A wrong guess, counted: the fifth one ends the code. */
const wrongGuess = (attempts: number): Refusal => ({
  ok: false,
  error: attempts >= OTP_MAX_ATTEMPTS ? 'exhausted' : 'invalid',
  hashed: true,
});

/** The answer to a refused guess; one without a hash check pays for one, so every refusal costs the same. */
async function refuse(outcome: Refusal, code: string): Promise<never> {
  if (!outcome.hashed) await verifyAgainstNothing(code);
  if (outcome.error === 'expired')
    throw new AppError('accounts.otp_expired', 410, { errors: { otp: ['accounts.otp_expired'] } });
  if (outcome.error === 'exhausted') {
    throw new AppError('accounts.otp_attempts_exceeded', 410, {
      errors: { otp: ['accounts.otp_attempts_exceeded'] },
    });
  }
  throw invalidCode();
}

/**
 * Checks a code. `mode` says what a right code does: `consume` uses it up (registration, or a reset
 * that sends the code itself); `grant` turns a reset code into a reset grant and returns its token.
 * Wrong codes are counted in the same transaction, so parallel guesses cannot exceed the cap.
 */
export async function verifyCode(
  db: Db,
  advertiserId: number,
  purpose: OtpPurpose,
  code: string,
  mode: 'consume' | 'grant',
): Promise<{ resetToken?: string }> {
  const outcome = await db.transaction(async (tx): Promise<Outcome> => {
    const [row] = await tx
      .select({
        id: oneTimeCodes.id,
        codeHash: oneTimeCodes.codeHash,
        attempts: oneTimeCodes.attempts,
        used: sql<boolean>`(${oneTimeCodes.verifiedAt} is not null or ${oneTimeCodes.consumedAt} is not null)`,
        expired: sql<boolean>`(${oneTimeCodes.expiresAt} <= now())`,
        stale: staleColumn(oneTimeCodes.expiresAt),
      })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.advertiserId, advertiserId), eq(oneTimeCodes.purpose, purpose)))
      .for('update');
    const refused = beforeHashCheck(row);
    if (refused || !row) return refused!;
    if (!(await verifyPassword(row.codeHash, code))) {
      const attempts = row.attempts + 1;
      await tx.update(oneTimeCodes).set({ attempts }).where(eq(oneTimeCodes.id, row.id));
      return wrongGuess(attempts);
    }
    if (mode === 'consume') {
      await tx
        .update(oneTimeCodes)
        .set({ verifiedAt: sql`now()`, consumedAt: sql`now()` })
        .where(eq(oneTimeCodes.id, row.id));
      return { ok: true };
    }
    const resetToken = randomBytes(32).toString('base64url');
    await tx
      .update(oneTimeCodes)
      .set({
        verifiedAt: sql`now()`,
        codeHash: sha256(resetToken),
        expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})`,
      })
      .where(eq(oneTimeCodes.id, row.id));
    return { ok: true, resetToken };
  });
  if (outcome.ok) return outcome.resetToken ? { resetToken: outcome.resetToken } : {};
  // No usable code still costs one hash check (outside the row lock): an address with an account but
  // no pending code answers in the time a wrong guess takes, as does an address without an account.
  return refuse(outcome, code);
}

// ---------------------------------------------------------------------------------------------------
// Decoys: the code an address without one would have

const decoyKey = (email: string) => sha256(`code-decoy:${email.trim().toLowerCase()}`);

/**
 * Where `send-otp` sends no code (no account has the address, or its email is verified already), a decoy
 * stands in for one: it expires and counts wrong guesses as a code does, so the fifth wrong guess answers
 * "too many wrong codes" for every address alike. A new request replaces it, as it replaces a code.
 */
export async function issueDecoy(db: Db, email: string, purpose: OtpPurpose): Promise<void> {
  const fresh = { attempts: 0, expiresAt: sql`now() + make_interval(secs => ${OTP_TTL_SECONDS})` };
  await db
    .delete(codeDecoys)
    .where(lt(codeDecoys.expiresAt, sql`now() - make_interval(secs => ${STALE_AFTER_SECONDS})`));
  await db
    .insert(codeDecoys)
    .values({ emailHash: decoyKey(email), purpose, ...fresh })
    .onConflictDoUpdate({ target: [codeDecoys.emailHash, codeDecoys.purpose], set: fresh });
}

/**
 * A guess at an address that has no code of this purpose: refused as `verifyCode` refuses a wrong guess,
 * through the same checks, the same hash work and the same count (nothing here is ever right).
 */
export async function verifyDecoy(db: Db, email: string, purpose: OtpPurpose, code: string): Promise<never> {
  const outcome = await db.transaction(async (tx): Promise<Refusal> => {
    const [row] = await tx
      .select({
        attempts: codeDecoys.attempts,
        expired: sql<boolean>`(${codeDecoys.expiresAt} <= now())`,
        stale: staleColumn(codeDecoys.expiresAt),
      })
      .from(codeDecoys)
      .where(and(eq(codeDecoys.emailHash, decoyKey(email)), eq(codeDecoys.purpose, purpose)))
      .for('update');
    const refused = beforeHashCheck(row && { ...row, used: false });
    if (refused || !row) return refused!;
    await verifyAgainstNothing(code);
    const attempts = row.attempts + 1;
    await tx
      .update(codeDecoys)
      .set({ attempts })
      .where(and(eq(codeDecoys.emailHash, decoyKey(email)), eq(codeDecoys.purpose, purpose)));
    return wrongGuess(attempts);
  });
  return refuse(outcome, code);
}

/** Uses up a reset grant (from `verifyCode(…, 'grant')`); false when it is wrong, expired or used. */
export async function consumeResetGrant(db: Db, advertiserId: number, resetToken: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: oneTimeCodes.id, codeHash: oneTimeCodes.codeHash })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.advertiserId, advertiserId),
          eq(oneTimeCodes.purpose, 1),
          sql`${oneTimeCodes.verifiedAt} is not null`,
          sql`${oneTimeCodes.consumedAt} is null`,
          sql`${oneTimeCodes.expiresAt} > now()`,
        ),
      )
      .for('update');
    if (!row || !sameHash(row.codeHash, sha256(resetToken))) return false;
    await tx
      .update(oneTimeCodes)
      .set({ consumedAt: sql`now()` })
      .where(eq(oneTimeCodes.id, row.id));
    return true;
  });
}
