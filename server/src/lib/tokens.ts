import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { TOKEN_TTL_DAYS } from '@velvet/contract';
import type { Db } from '../db/client.ts';
import { advertisers, authTokens } from '../db/schema.ts';

/** Bearer tokens are 256 random bits; only their SHA-256 is stored, so a database leak grants nothing. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function issueToken(db: Db, advertiserId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(authTokens).values({
    advertiserId,
    tokenHash: hashToken(token),
    expiresAt: new Date(Date.now() + TOKEN_TTL_DAYS * 86_400_000),
  });
  return token;
}

export type AuthAccount = {
  id: number;
  guid: string;
  role: 'advertiser' | 'admin';
  name: string;
  email: string;
};

export async function accountForToken(db: Db, token: string): Promise<AuthAccount | null> {
  const [row] = await db
    .select({
      tokenId: authTokens.id,
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
  if (!row) return null;
  const { tokenId: _tokenId, ...account } = row;
  return account;
}

export async function revokeToken(db: Db, token: string): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hashToken(token)));
}

export async function revokeAllTokens(db: Db, advertiserId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.advertiserId, advertiserId));
}
