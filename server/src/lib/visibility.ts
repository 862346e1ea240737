import { and, gt, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { frozen } from '../db/frozen-sql.ts';
import { ageChecks, advertisers } from '../db/schema.ts';

/**
 * Paused by its advertiser, now: from `paused_at` until resumed by hand or, when the pause has an end, until
 * `paused_until` passes. Read against the clock, so a pause ends on time with nothing run at that moment.
 */
export const pausedNow: SQL = frozen(
  sql`(${advertisers.pausedAt} is not null and (${advertisers.pausedUntil} is null or ${advertisers.pausedUntil} > now()))`,
);

/**
 * The columns of the public predicate that partial indexes can hold: everything but the clock-bound pause.
 * These predicates are frozen (rendered once, constants as literals): they are in every public query.
 */
export const listedAdvert: SQL = frozen(
  and(
    sql`${advertisers.role} = 'advertiser'`,
    isNotNull(advertisers.emailVerifiedAt),
    isNotNull(advertisers.activatedAt),
    isNull(advertisers.suspendedAt),
    isNull(advertisers.heldAt),
  )!,
);

/**
 * An advert is public when its email is verified, the welcome package is paid, no operator has
 * suspended it, it is not held for review (MODERATION=pre holds a new advert until an operator
 * approves it) and its advertiser has not paused it. Every public list, the detail page, the sitemap and
 * /media use this one predicate (docs/product.md#visibility).
 * The partial indexes of the public lists and the trigger-kept counts repeat `listedAdvert` (migration
 * 0013): a condition added there must be added to them too, or the public queries stop being
 * index-served. The pause depends on the clock, which no index predicate may: it is tested on the few rows
 * a page walks, and the kept counts are corrected by the paused adverts (adverts/totals.ts).
 */
export const visibleAdvert: SQL = frozen(sql`(${listedAdvert} and not ${pausedNow})`);

/**
 * An account as the operators' queues name it: who, where, since when, and whether its advert is public
 * now (by the rule above, so a queue never disagrees with the public lists).
 */
export const accountAtAGlance = {
  id: advertisers.id,
  guid: advertisers.guid,
  name: advertisers.name,
  email: advertisers.email,
  city: advertisers.city,
  createdAt: advertisers.createdAt,
  isPublic: sql<boolean>`(${visibleAdvert})`,
};

/**
 * A photo or video of a public advert is public unless it is held for review. Written for the `m`
 * alias the catalogue's media subqueries use.
 */
export const publicMediaItem: SQL = sql`m.held_at is null`;

/** An operator matched the advert's selfie with its photos, and no photo has been added or replaced since. */
export const photoVerified: SQL = frozen(isNotNull(advertisers.photoVerifiedAt));

/** The latest age check with MitID found the advertiser 18 or older (one primary-key lookup per row). */
export const ageChecked: SQL = frozen(
  sql`exists (select 1 from ${ageChecks} where ${ageChecks.advertiserId} = ${advertisers.id} and ${ageChecks.adult})`,
);

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

/**
 * Open now by the advert's opening hours, on the Danish clock: today's `{ from, to }` ("HH:MM", so text
 * order is time order) holds the time now. A filter on the few rows a page walks, like the other filters
 * of the ranked walk; adverts without hours are never open now.
 */
const danishNow = sql`(now() at time zone 'Europe/Copenhagen')`;
export const openNow: SQL = frozen(
  sql`(${advertisers.hours} -> lower(to_char(${danishNow}, 'Dy')) ->> 'from' <= to_char(${danishNow}, 'HH24:MI') and to_char(${danishNow}, 'HH24:MI') < ${advertisers.hours} -> lower(to_char(${danishNow}, 'Dy')) ->> 'to')`,
);
