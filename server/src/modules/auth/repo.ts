import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';
import { advertisers } from '../../db/schema.ts';
import { insertRow } from '../../db/rows.ts';

export type NewAdvertiser = typeof advertisers.$inferInsert;

export const insertAdvertiser = (db: Tx, values: NewAdvertiser) => insertRow(db, advertisers, values);

export async function setPasswordHash(db: Tx, advertiserId: number, passwordHash: string): Promise<void> {
  await db
    .update(advertisers)
    .set({ passwordHash, updatedAt: sql`now()` })
    .where(eq(advertisers.id, advertiserId));
}

export async function markEmailVerified(db: Tx, advertiserId: number): Promise<void> {
  await db
    .update(advertisers)
    .set({ emailVerifiedAt: sql`coalesce(${advertisers.emailVerifiedAt}, now())` })
    .where(and(eq(advertisers.id, advertiserId)));
}

/** True for PostgreSQL's unique_violation (both drivers; drizzle wraps the driver error in `cause`). */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    const { code, constraint: name, message } = e as { code?: string; constraint?: string; message?: string };
    if (code === '23505') return !constraint || name === constraint || Boolean(message?.includes(constraint));
  }
  return false;
}
