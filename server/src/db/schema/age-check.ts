import { boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { advertiserRef } from './advertisers.ts';
import { authTokens } from './sign-in.ts';
import { createdAt, tstz } from './columns.ts';

/**
 * The one thing kept from an age check through an identity broker: whether the account was found 18 or
 * older, by which issuer, and when. Never the broker's subject identifier, a name, a birth date or a CPR
 * number: those are dropped before anything is written or logged. One row per account, the latest answer.
 */
export const ageChecks = pgTable('age_checks', {
  advertiserId: advertiserRef().primaryKey(),
  adult: boolean('adult').notNull(),
  issuer: text('issuer').notNull(),
  checkedAt: tstz('checked_at').notNull(),
});

/**
 * A check the browser was sent to the broker for: the state, nonce and PKCE verifier stay here, bound to
 * the session that started it, so the answer coming back is only taken by that session, once, within
 * 10 minutes. Kept a day after it started (the hourly cap counts it), then deleted.
 */
export const ageCheckAttempts = pgTable(
  'age_check_attempts',
  {
    state: text('state').primaryKey(),
    advertiserId: advertiserRef(),
    tokenId: integer('token_id')
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    createdAt: createdAt(),
    expiresAt: tstz('expires_at').notNull(),
    /** Set when the broker's answer was taken: a second answer to the same state is refused. */
    usedAt: tstz('used_at'),
  },
  (t) => [index('age_check_attempts_advertiser_idx').on(t.advertiserId, t.createdAt)],
);
