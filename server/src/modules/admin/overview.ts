import { and, count, eq, gte, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverview, envelope, type AdminOverview } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import {
  advertisers,
  contactMessages,
  escalations,
  payments,
  reports,
  testimonials,
} from '../../db/schema.ts';
import { oldestWaiting } from '../../lib/review-times.ts';
import { ok } from '../../lib/envelope.ts';
import { visibleAdvert } from '../../lib/visibility.ts';
import { isAdvert, pendingAdvert, suspendedAdvert } from './advert-queries.ts';
import { doc, type Deps } from './common.ts';

async function overviewCounts(db: Db) {
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

const secondsSince = (since: Date | null) =>
  since ? Math.max(0, Math.round((Date.now() - since.getTime()) / 1000)) : null;

async function overview(deps: Deps): Promise<AdminOverview> {
  const c = await overviewCounts(deps.database.db);
  return {
    adverts: c.adverts,
    open_reports: c.openReports,
    pending_testimonials: c.pendingTestimonials,
    payments_this_month: {
      count: c.monthTotals.reduce((n, t) => n + t.count, 0),
      totals: c.monthTotals.map((t) => ({ currency: t.currency, amount_cents: t.amount })),
    },
    unread_messages: c.unreadMessages,
    open_escalations: c.openEscalations,
    oldest_waiting: {
      verification: secondsSince(c.waiting.verification),
      review: secondsSince(c.waiting.review),
      safety: secondsSince(c.waiting.safety),
    },
  };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/overview',
    { schema: { ...doc('Counts for the back-office home'), response: { 200: envelope(adminOverview) } } },
    async (request) => ok(request.lang, await overview(app.deps)),
  );
};

export default routes;
