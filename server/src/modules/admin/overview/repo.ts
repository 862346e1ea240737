import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import {
  advertisers,
  contactMessages,
  escalations,
  payments,
  reports,
  testimonials,
} from '../../../db/schema.ts';
import { oldestWaiting } from '../../../lib/review-times.ts';
import { visibleAdvert } from '../../../lib/visibility.ts';
import { isAdvert, pendingAdvert, suspendedAdvert } from '../adverts/repo.ts';

/** What waits for the operators, and this month's takings per currency. */
export async function overviewCounts(db: Db) {
  const [adverts] = await db
    .select({
      visible: sql<number>`count(*) filter (where ${visibleAdvert})::int`,
      pending: sql<number>`count(*) filter (where ${pendingAdvert})::int`,
      suspended: sql<number>`count(*) filter (where ${suspendedAdvert})::int`,
    })
    .from(advertisers)
    .where(isAdvert);
  const [openReports, pendingTestimonials, unread, openEscalations, waiting] = await Promise.all([
    db.$count(reports, eq(reports.status, 'open')),
    db.$count(testimonials, eq(testimonials.status, 'pending')),
    db.$count(contactMessages, isNull(contactMessages.readAt)),
    db.$count(escalations, isNull(escalations.closedAt)),
    oldestWaiting(db),
  ]);
  const monthTotals = await db
    .select({
      currency: payments.currency,
      count: count(),
      amount: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'completed'), gte(payments.capturedAt, sql`date_trunc('month', now())`)))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  return {
    adverts: adverts!,
    openReports,
    pendingTestimonials,
    unreadMessages: unread,
    monthTotals,
    openEscalations,
    waiting,
  };
}
