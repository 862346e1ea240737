import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, serialId, tstz } from './columns.ts';
import { advertiserMention } from './advertisers.ts';

export const contactMessages = pgTable('contact_messages', {
  id: serialId(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  service: text('service').notNull().default(''),
  message: text('message').notNull().default(''),
  readAt: tstz('read_at'),
  createdAt: createdAt(),
});

/**
 * Every email we send, rendered, written in the transaction of the change it reports and delivered
 * by the outbox worker (adapters/mailer.ts): `pending` until sent, retried with backoff, `failed`
 * after the last attempt. `locked_until` is a worker's claim; an expired claim is free again.
 * The dev outbox (/dev/mail) and the back-office list these.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serialId(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    template: text('template').notNull(),
    lang: text('lang').notNull(),
    /** `suppressed`: to an address on the suppression list, so never sent. */
    status: text('status', { enum: ['pending', 'sent', 'failed', 'suppressed'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: tstz('next_attempt_at').notNull().defaultNow(),
    lockedUntil: tstz('locked_until'),
    /** The body holds a one-time code: blanked once delivered over SMTP. */
    carriesCode: boolean('carries_code').notNull().default(false),
    /** The body holds what its sender keeps nowhere else (a check-in's note): blanked once delivered over SMTP. */
    privateBody: boolean('private_body').notNull().default(false),
    /**
     * Mail to someone who is not an account holder: the HMAC of the address that the suppression list is
     * checked by, and the one-click unsubscribe URL sent in `List-Unsubscribe`. Null for account mail.
     */
    suppressionHash: text('suppression_hash'),
    listUnsubscribe: text('list_unsubscribe'),
    sentAt: tstz('sent_at'),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    index('outbox_created_idx').on(t.createdAt),
    index('outbox_due_idx')
      .on(t.nextAttemptAt)
      .where(sql`${t.status} = 'pending'`),
    index('outbox_status_idx').on(t.status, t.createdAt),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serialId(),
    actorId: advertiserMention('actor_id'),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_created_idx').on(t.createdAt),
    // The wait-time figures read the decisions of the last 30 days by action and time.
    index('audit_log_action_created_idx').on(t.action, t.createdAt),
  ],
);

/**
 * Keys the server generates for itself on first start and every instance shares (e.g. `media_url`, which
 * signs the short-lived URLs of media of adverts that are not public). Never sent to anyone.
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: createdAt(),
});
