import { eq, sql } from 'drizzle-orm';
import { advertisers } from '../db/schema.ts';
import type { Tx } from './transaction.ts';
import { featuredNow } from './visibility.ts';

/** What every step of a sign-in (password, code, second factor, passkey) needs to know about an account. */
const accountColumns = {
  id: advertisers.id,
  guid: advertisers.guid,
  role: advertisers.role,
  name: advertisers.name,
  email: advertisers.email,
  lang: advertisers.lang,
  passwordHash: advertisers.passwordHash,
  emailVerified: sql<boolean>`(${advertisers.emailVerifiedAt} is not null)`,
  activated: sql<boolean>`(${advertisers.activatedAt} is not null)`,
  suspended: sql<boolean>`(${advertisers.suspendedAt} is not null)`,
  featured: sql<boolean>`(${featuredNow})`,
};

export type AccountRow = {
  id: number;
  guid: string;
  role: 'advertiser' | 'admin';
  name: string;
  email: string;
  /** The language the account was made in; null for accounts from before it was kept. */
  lang: 'en' | 'da' | null;
  passwordHash: string;
  emailVerified: boolean;
  activated: boolean;
  suspended: boolean;
  featured: boolean;
};

/** Emails are unique case-insensitively (the `advertisers_email_key` index is on lower(email)). */
export async function findAccountByEmail(db: Tx, email: string): Promise<AccountRow | undefined> {
  const [row] = await db
    .select(accountColumns)
    .from(advertisers)
    .where(sql`lower(${advertisers.email}) = ${email.toLowerCase()}`)
    .limit(1);
  return row;
}

export async function findAccountById(db: Tx, id: number): Promise<AccountRow | undefined> {
  const [row] = await db.select(accountColumns).from(advertisers).where(eq(advertisers.id, id)).limit(1);
  return row;
}
