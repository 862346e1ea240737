/**
 * The database schema, one file per domain under schema/: the advert (its media, interests and photo
 * verification), payments and packages, sign-in (codes, tokens, two-factor, passkeys), what happens around
 * an advert (testimonials, reports, booking requests, availability, daily counts) and the site's own
 * operations (outbox, audit log, contact messages, secrets). drizzle.config.ts reads this file.
 */
export * from './schema/advertisers.ts';
export * from './schema/payments.ts';
export * from './schema/sign-in.ts';
export * from './schema/advert-activity.ts';
export * from './schema/operations.ts';
export * from './schema/safety.ts';
export * from './schema/safety-rules.ts';
export * from './schema/tools.ts';
export * from './schema/escalations.ts';
export * from './schema/email-suppression.ts';
export * from './schema/field-tools.ts';
export * from './schema/age-check.ts';
export * from './schema/retire.ts';
export * from './schema/decisions.ts';
