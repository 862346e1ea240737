import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  advertiserPackages,
  advertisers,
  authTokens,
  bookingRequests,
  media,
  oneTimeCodes,
  payments,
  testimonials,
} from '../../db/schema.ts';
import { accountStateColumns, profileColumns } from '../../lib/advertiser-profile.ts';
import { hashToken } from '../../lib/tokens.ts';
import { featuredNow } from '../../lib/visibility.ts';
import type { Tx } from '../../lib/transaction.ts';
import { testimonialColumns } from '../feedback/index.ts';

/** The owner's own row: everything but the password hash and search text. */
const ownColumns = {
  id: advertisers.id,
  guid: advertisers.guid,
  role: advertisers.role,
  isUser: advertisers.isUser,
  name: advertisers.name,
  email: advertisers.email,
  ...profileColumns,
  ...accountStateColumns,
  featured: sql<boolean>`(${featuredNow})`,
  consentAdultAt: advertisers.consentAdultAt,
  consentIndependentAt: advertisers.consentIndependentAt,
  consentTermsAt: advertisers.consentTermsAt,
  createdAt: advertisers.createdAt,
  updatedAt: advertisers.updatedAt,
};

export async function findProfile(db: Tx, id: number) {
  const [row] = await db.select(ownColumns).from(advertisers).where(eq(advertisers.id, id)).limit(1);
  return row;
}
export type ProfileRow = NonNullable<Awaited<ReturnType<typeof findProfile>>>;

export async function passwordHashOf(db: Tx, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ hash: advertisers.passwordHash })
    .from(advertisers)
    .where(eq(advertisers.id, id));
  return row?.hash;
}

/** Media rows of one account (to show, export or delete some), in display order. */
export async function mediaOf(db: Tx, advertiserId: number) {
  return db
    .select()
    .from(media)
    .where(eq(media.advertiserId, advertiserId))
    .orderBy(asc(media.position), asc(media.id));
}
export type MediaRow = Awaited<ReturnType<typeof mediaOf>>[number];

/** Deletes media rows by id, only ever the account's own. */
export async function deleteMedia(db: Tx, advertiserId: number, ids: number[]): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(media).where(and(eq(media.advertiserId, advertiserId), inArray(media.id, ids)));
}

export async function updateAdvertiser(
  db: Tx,
  id: number,
  values: Partial<typeof advertisers.$inferInsert>,
): Promise<void> {
  await db
    .update(advertisers)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(advertisers.id, id));
}

/** Package state for the featured rule: whole days left, counted up. */
export async function packageState(db: Tx, id: number) {
  const [row] = await db
    .select({
      active: sql<boolean>`coalesce(${advertisers.packageUntil} > now(), false)`,
      remainingDays: sql<number>`coalesce(ceil(extract(epoch from (${advertisers.packageUntil} - now())) / 86400), 0)::int`,
    })
    .from(advertisers)
    .where(eq(advertisers.id, id));
  return row;
}

/** Sets featured_until to now + days, never past the package's end; 0 days stops featuring. */
export async function setFeaturedDays(db: Tx, id: number, days: number): Promise<Date | null> {
  const [row] = await db
    .update(advertisers)
    .set({
      featuredUntil:
        days === 0 ? null : sql`least(now() + make_interval(days => ${days}), ${advertisers.packageUntil})`,
      updatedAt: sql`now()`,
    })
    .where(eq(advertisers.id, id))
    .returning({ featuredUntil: advertisers.featuredUntil });
  return row?.featuredUntil ?? null;
}

/** Everything stored about one account, for the data export. */
export async function exportRows(db: Db, id: number) {
  const [packages, paid, reviews, bookings, codes] = await Promise.all([
    db
      .select()
      .from(advertiserPackages)
      .where(eq(advertiserPackages.advertiserId, id))
      .orderBy(desc(advertiserPackages.startsAt)),
    db
      .select({
        id: payments.id,
        reference: payments.reference,
        kind: payments.kind,
        provider: payments.provider,
        packageTitle: payments.packageTitle,
        amountCents: payments.amountCents,
        currency: payments.currency,
        durationDays: payments.durationDays,
        status: payments.status,
        transactionId: payments.transactionId,
        createdAt: payments.createdAt,
        capturedAt: payments.capturedAt,
      })
      .from(payments)
      .where(eq(payments.advertiserId, id))
      .orderBy(desc(payments.createdAt)),
    db
      .select({ ...testimonialColumns, status: testimonials.status })
      .from(testimonials)
      .where(eq(testimonials.advertiserId, id)),
    db
      .select()
      .from(bookingRequests)
      .where(eq(bookingRequests.advertiserId, id))
      .orderBy(desc(bookingRequests.createdAt)),
    db
      .select({ purpose: oneTimeCodes.purpose, sentAt: oneTimeCodes.sentAt })
      .from(oneTimeCodes)
      .where(eq(oneTimeCodes.advertiserId, id)),
  ]);
  return { packages, payments: paid, testimonials: reviews, bookings, codes };
}

export async function deleteAdvertiser(db: Tx, id: number): Promise<void> {
  // Media, interests, tokens, codes, packages, payments, testimonials and bookings go with it (ON DELETE CASCADE).
  await db.delete(advertisers).where(eq(advertisers.id, id));
}

/** Signs out every session of the account but the one making the request. */
export async function revokeOtherTokens(db: Tx, advertiserId: number, keepToken: string): Promise<void> {
  await db
    .delete(authTokens)
    .where(and(eq(authTokens.advertiserId, advertiserId), ne(authTokens.tokenHash, hashToken(keepToken))));
}
