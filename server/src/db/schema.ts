/**
 * The database schema, one file per domain under schema/: the advert and its media, payments and
 * packages, sign-in (codes, tokens, two-factor, passkeys), what visitors and operators do with an advert,
 * and the site's own operations (outbox, audit log, secrets). drizzle.config.ts reads this file.
 */
export * from './schema/advertisers.ts';
export * from './schema/payments.ts';
export * from './schema/sign-in.ts';
export * from './schema/advert-activity.ts';
export * from './schema/operations.ts';
