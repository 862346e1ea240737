import { and, eq, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { advertisers } from '../db/schema.ts';

/**
 * An advert is public when its email is verified, the welcome package is paid and no operator has
 * suspended it. Every public list, the detail page and the sitemap use this one predicate
 * (docs/product.md#visibility).
 */
export const visibleAdvert: SQL = and(
  eq(advertisers.role, 'advertiser'),
  isNotNull(advertisers.emailVerifiedAt),
  isNotNull(advertisers.activatedAt),
  isNull(advertisers.suspendedAt),
)!;

/** Validated = a paid package period includes now. */
export const validatedNow: SQL = and(
  isNotNull(advertisers.packageUntil),
  gt(advertisers.packageUntil, sql`now()`),
)!;

export const featuredNow: SQL = and(
  isNotNull(advertisers.featuredUntil),
  gt(advertisers.featuredUntil, sql`now()`),
)!;

/** "Available now": a window set by the advertiser that has not passed, while a package is active. */
export const availableNow: SQL = and(
  isNotNull(advertisers.availableUntil),
  gt(advertisers.availableUntil, sql`now()`),
  validatedNow,
)!;
