import { and, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { frozen } from '../db/frozen-sql.ts';
import { advertisers } from '../db/schema.ts';

/**
 * An advert is public when its email is verified, the welcome package is paid, no operator has
 * suspended it and it is not held for review (MODERATION=pre holds a new advert until an operator
 * approves it). Every public list, the detail page, the sitemap and /media use this one predicate
 * (docs/product.md#visibility).
 * The partial indexes of the public lists and the trigger-kept counts repeat it (migration 0013):
 * a condition added here must be added there too, or the public queries stop being index-served.
 * These predicates are frozen (rendered once, constants as literals): they are in every public query.
 */
export const visibleAdvert: SQL = frozen(
  and(
    sql`${advertisers.role} = 'advertiser'`,
    isNotNull(advertisers.emailVerifiedAt),
    isNotNull(advertisers.activatedAt),
    isNull(advertisers.suspendedAt),
    isNull(advertisers.heldAt),
  )!,
);

/**
 * A photo or video of a public advert is public unless it is held for review. Written for the `m`
 * alias the catalogue's media subqueries use.
 */
export const publicMediaItem: SQL = sql`m.held_at is null`;

/** An operator matched the advert's selfie with its photos, and no photo has been added or replaced since. */
export const photoVerified: SQL = frozen(isNotNull(advertisers.photoVerifiedAt));

/** Validated = a paid package period includes now. */
export const validatedNow: SQL = frozen(
  and(isNotNull(advertisers.packageUntil), gt(advertisers.packageUntil, sql`now()`))!,
);

export const featuredNow: SQL = frozen(
  and(isNotNull(advertisers.featuredUntil), gt(advertisers.featuredUntil, sql`now()`))!,
);

/** "Available now": a window set by the advertiser that has not passed, while a package is active. */
export const availableNow: SQL = frozen(
  and(isNotNull(advertisers.availableUntil), gt(advertisers.availableUntil, sql`now()`), validatedNow)!,
);
