import type { AdminOverview } from '@velvet/contract';
import type { Deps } from '../shared/service.ts';
import { overviewCounts } from './repo.ts';

const secondsSince = (since: Date | null) =>
  since ? Math.max(0, Math.round((Date.now() - since.getTime()) / 1000)) : null;

export async function overview(deps: Deps): Promise<AdminOverview> {
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
