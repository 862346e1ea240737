import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/**
 * Addresses that asked, by the one-click link in an email, never to be emailed by Velvet again. Only an
 * HMAC of the lower-cased address is kept (lib/email-suppression.ts), so the list itself names nobody.
 */
export const emailSuppressions = pgTable('email_suppressions', {
  addressHash: text('address_hash').primaryKey(),
  createdAt: createdAt(),
});
