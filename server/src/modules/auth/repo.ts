import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../lib/transaction.ts';
import { advertiserInterests, advertisers, interests, media } from '../../db/schema.ts';
import { featuredNow } from '../../lib/visibility.ts';
import type { StoredImage } from '../../adapters/images.ts';
import type { StoredVideo } from '../../adapters/video.ts';

/** What sign-in and the code endpoints need to know about an account. */
export const accountColumns = {
  id: advertisers.id,
  guid: advertisers.guid,
  role: advertisers.role,
  name: advertisers.name,
  email: advertisers.email,
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

/** The ids among `ids` that are real interests. */
export async function knownInterestIds(db: Tx, ids: number[]): Promise<number[]> {
  if (ids.length === 0) return [];
  const rows = await db.select({ id: interests.id }).from(interests).where(inArray(interests.id, ids));
  return rows.map((r) => r.id);
}

export type NewAdvertiser = typeof advertisers.$inferInsert;

export async function insertAdvertiser(db: Tx, values: NewAdvertiser): Promise<number> {
  const [row] = await db.insert(advertisers).values(values).returning({ id: advertisers.id });
  return row!.id;
}

/** Media rows for freshly stored files, positions continuing after `start`. */
export async function insertMedia(
  db: Tx,
  advertiserId: number,
  items: { kind: 'main' | 'image'; file: StoredImage }[] | { kind: 'video'; file: StoredVideo }[],
  start = 0,
): Promise<void> {
  if (items.length === 0) return;
  await db.insert(media).values(
    items.map((item, index) => {
      const base = {
        advertiserId,
        kind: item.kind,
        storageKey: item.file.storageKey,
        mime: item.file.mime,
        bytes: item.file.bytes,
        position: start + index,
      };
      return item.kind === 'video'
        ? { ...base, durationSeconds: (item.file as StoredVideo).durationSeconds }
        : {
            ...base,
            width: (item.file as StoredImage).width,
            height: (item.file as StoredImage).height,
            variants: (item.file as StoredImage).variants,
          };
    }),
  );
}

export async function replaceInterests(db: Tx, advertiserId: number, interestIds: number[]): Promise<void> {
  await db.delete(advertiserInterests).where(eq(advertiserInterests.advertiserId, advertiserId));
  if (interestIds.length) {
    await db
      .insert(advertiserInterests)
      .values(interestIds.map((interestId) => ({ advertiserId, interestId })));
  }
}

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
