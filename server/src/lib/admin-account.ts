import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { PASSWORD_MAX, PASSWORD_MIN } from '@velvet/contract';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { advertisers, authTokens } from '../db/schema.ts';
import { hashPassword, verifyPassword } from './passwords.ts';

/** The operator account of development when ADMIN_EMAIL/ADMIN_PASSWORD are not set. */
export const DEV_ADMIN_EMAIL = 'admin@localhost';

export type AdminResult = {
  id: number;
  email: string;
  outcome: 'created' | 'promoted' | 'updated' | 'unchanged';
};

export function checkAdminPassword(password: string): string | null {
  if (password.length < PASSWORD_MIN) return `the password must be at least ${PASSWORD_MIN} characters`;
  if (password.length > PASSWORD_MAX) return `the password must be at most ${PASSWORD_MAX} characters`;
  return null;
}

/**
 * Creates the account with role admin, or makes an existing account (matched case-insensitively by email)
 * an admin with this password. An admin is verified by definition; it has no advert, so it is never listed.
 */
export async function ensureAdminAccount(db: Db, email: string, password: string): Promise<AdminResult> {
  const problem = checkAdminPassword(password);
  if (problem) throw new Error(problem);
  const address = email.trim();
  const [existing] = await db
    .select({ id: advertisers.id, role: advertisers.role, passwordHash: advertisers.passwordHash })
    .from(advertisers)
    .where(eq(sql`lower(${advertisers.email})`, address.toLowerCase()))
    .limit(1);

  if (!existing) {
    const [row] = await db
      .insert(advertisers)
      .values({
        role: 'admin',
        name: 'Administrator',
        email: address,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(),
        country: 'Denmark',
      })
      // Another instance starting at the same moment may have just created it: then update that one.
      .onConflictDoNothing()
      .returning({ id: advertisers.id });
    if (row) return { id: row.id, email: address, outcome: 'created' };
    return ensureAdminAccount(db, email, password);
  }

  // Started with the same ADMIN_PASSWORD again: nothing to write (and no new hash on every start).
  const samePassword = await verifyPassword(existing.passwordHash, password);
  if (existing.role === 'admin' && samePassword)
    return { id: existing.id, email: address, outcome: 'unchanged' };
  const passwordHash = samePassword ? undefined : await hashPassword(password);
  // A token carries the account as it was signed in: a new role or a new password ends every session,
  // so an advertiser's token never becomes an operator's and the old password's sessions stop with it.
  await db.transaction(async (tx) => {
    await tx
      .update(advertisers)
      .set({
        role: 'admin',
        ...(passwordHash ? { passwordHash } : {}),
        emailVerifiedAt: sql`coalesce(${advertisers.emailVerifiedAt}, now())`,
        updatedAt: new Date(),
      })
      .where(eq(advertisers.id, existing.id));
    await tx.delete(authTokens).where(eq(authTokens.advertiserId, existing.id));
  });
  return { id: existing.id, email: address, outcome: existing.role === 'admin' ? 'updated' : 'promoted' };
}

/**
 * At start: the admin of ADMIN_EMAIL/ADMIN_PASSWORD; in development without them and with no admin yet,
 * `admin@localhost` with a random password that is printed this once (it is stored only as a hash).
 */
export async function ensureConfiguredAdmin(
  db: Db,
  config: Pick<Config, 'admin' | 'env'>,
  log: (line: string) => void,
): Promise<AdminResult | null> {
  if (config.admin) {
    const result = await ensureAdminAccount(db, config.admin.email, config.admin.password);
    if (result.outcome !== 'unchanged')
      log(`Admin account ${result.email}: ${result.outcome} from ADMIN_EMAIL.`);
    return result;
  }
  if (config.env !== 'development') return null;
  const [admin] = await db
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(eq(advertisers.role, 'admin'))
    .limit(1);
  if (admin) return null;
  const password = randomBytes(12).toString('base64url');
  // Insert only: if another instance created it a moment ago, its printed password stays the valid one.
  const [row] = await db
    .insert(advertisers)
    .values({
      role: 'admin',
      name: 'Administrator',
      email: DEV_ADMIN_EMAIL,
      passwordHash: await hashPassword(password),
      emailVerifiedAt: new Date(),
      country: 'Denmark',
    })
    .onConflictDoNothing()
    .returning({ id: advertisers.id });
  if (!row) return null;
  log(
    `Development admin created: ${DEV_ADMIN_EMAIL} / ${password} (shown only now; set ADMIN_EMAIL and ADMIN_PASSWORD, or run npm run admin:create, to choose your own).`,
  );
  return { id: row.id, email: DEV_ADMIN_EMAIL, outcome: 'created' };
}
