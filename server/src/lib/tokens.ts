import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import { TOKEN_TTL_DAYS } from '@velvet/contract';
import type { Db } from '../db/client.ts';
import { advertisers, authTokens } from '../db/schema.ts';

/** Bearer tokens are 256 random bits; only their SHA-256 is stored, so a database leak grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** `browser`: the device summary the account's session list shows ("Chrome 131 · Linux"). */
export async function issueToken(db: Db, advertiserId: number, browser?: string | null): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    advertiserId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_DAYS * 86_400_000),
    lastUsedAt: sql`now()`,
    browser: browser ?? null,
  });
  return token;
}

export type AuthAccount = {
  id: number;
  guid: string;
  role: 'advertiser' | 'admin';
  name: string;
  email: string;
  /** The auth_tokens row of this request's token (the session list marks it as the current one). */
  tokenId: number;
};

/** Last-used times are kept to the minute: a token used all the time costs one write a minute, not one a request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

export async function accountForToken(
  db: Db,
  token: string,
): Promise<(AuthAccount & { lastUsedAt: Date | null; browser: string | null }) | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
      lastUsedAt: authTokens.lastUsedAt,
      browser: authTokens.browser,
      id: advertisers.id,
      guid: advertisers.guid,
      role: advertisers.role,
      name: advertisers.name,
      email: advertisers.email,
    })
    .from(authTokens)
    .innerJoin(advertisers, eq(advertisers.id, authTokens.advertiserId))
    .where(and(eq(authTokens.tokenHash, hashToken(token)), gt(authTokens.expiresAt, sql`now()`)))
    .limit(1);
  return row ?? null;
}

/**
 * Records that a token was used now, unless that was already recorded within the last minute (the
 * condition is in the statement, so two requests at once write at most once). A token issued without
 * a device summary (e.g. by the registration code) gets the one of the first request that uses it.
 */
export async function touchToken(db: Db, tokenId: number, browser: string | null): Promise<void> {
  await db
    .update(authTokens)
    .set({ lastUsedAt: sql`now()`, browser: sql`coalesce(${authTokens.browser}, ${browser})` })
    .where(
      and(
        eq(authTokens.id, tokenId),
        or(
          isNull(authTokens.lastUsedAt),
          lt(authTokens.lastUsedAt, sql`now() - make_interval(secs => ${LAST_USED_RESOLUTION_MS / 1000})`),
        ),
      ),
    );
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
}

export async function revokeAllTokens(db: Db, advertiserId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.advertiserId, advertiserId));
}
