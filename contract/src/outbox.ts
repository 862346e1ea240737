import { z } from './zod.ts';
import { isoDate, nullableDate } from './dates.ts';
import { statusPageQuery } from './common.ts';
import { ADMIN_PAGE_SIZE } from './admin.ts';

/**
 * Back-office view of the email outbox: deliveries still pending, failed ones, or all of them.
 * `suppressed`: to an address on the suppression list, so never sent.
 */
export const OUTBOX_STATUSES = ['pending', 'sent', 'failed', 'suppressed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

export const adminOutboxQuery = statusPageQuery(
  ['undelivered', 'pending', 'failed', 'sent', 'suppressed', 'all'],
  'undelivered',
);
export type AdminOutboxQuery = z.infer<typeof adminOutboxQuery>;

export const adminOutboxMessage = z.object({
  id: z.number().int(),
  /** The recipient with most of the address hidden: operators need to recognise it, not to read it. */
  to: z.string(),
  template: z.string(),
  lang: z.string(),
  status: z.enum(OUTBOX_STATUSES),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  next_attempt_at: nullableDate,
  sent_at: nullableDate,
  created_at: isoDate,
  /** False for a failed code email: its code has expired, the user asks for a new one instead. */
  retryable: z.boolean(),
});
export type AdminOutboxMessage = z.infer<typeof adminOutboxMessage>;

export const adminOutboxCounts = z.object({ pending: z.number().int(), failed: z.number().int() });
export type AdminOutboxCounts = z.infer<typeof adminOutboxCounts>;

export const OUTBOX_PAGE_SIZE = ADMIN_PAGE_SIZE;
