import { and, count, desc, eq, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { advertisers, reports } from '../../../db/schema.ts';
import { paginate } from '../../../lib/paginate.ts';
import { findById } from '../shared/repo.ts';

export type ReportStatusFilter = 'all' | 'open' | 'resolved' | 'dismissed';

const resolver = sql<string | null>`(select a.name from advertisers a where a.id = "reports"."resolved_by")`;

export function reportPage(db: Db, filter: { status: ReportStatusFilter; page: number }) {
  const where = filter.status === 'all' ? undefined : eq(reports.status, filter.status);
  const rows = db
    .select({
      id: reports.id,
      reason: reports.reason,
      details: reports.details,
      reporterEmail: reports.reporterEmail,
      status: reports.status,
      resolutionNote: reports.resolutionNote,
      resolvedAt: reports.resolvedAt,
      resolvedBy: resolver,
      createdAt: reports.createdAt,
      advertId: advertisers.id,
      advertGuid: advertisers.guid,
      advertName: advertisers.name,
      advertCity: advertisers.city,
      advertSuspendedAt: advertisers.suspendedAt,
    })
    .from(reports)
    .innerJoin(advertisers, eq(advertisers.id, reports.advertiserId))
    .where(where)
    // Children and trafficking first: they cannot wait behind fake-photo complaints.
    .orderBy(
      sql`case when ${reports.status} = 'open' then 0 else 1 end`,
      sql`case when ${reports.reason} in ('underage', 'trafficking') and ${reports.status} = 'open' then 0 else 1 end`,
      desc(reports.createdAt),
    )
    .$dynamic();
  return paginate(rows, db.select({ n: count() }).from(reports).where(where), filter.page, ADMIN_PAGE_SIZE);
}

export type ReportRow = Awaited<ReturnType<typeof reportPage>>['rows'][number];

export const findReport = (db: Pick<Db, 'select'>, id: number) => findById(db, reports, id);

/** Closes report `id` if it is still open; answers nothing when it is not. */
export async function closeReport(
  db: Pick<Db, 'update'>,
  id: number,
  outcome: { status: 'resolved' | 'dismissed'; resolutionNote: string; resolvedBy: number },
) {
  const [row] = await db
    .update(reports)
    .set({ ...outcome, resolvedAt: new Date() })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row;
}
