import { and, count, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminReport,
  adminReportsQuery,
  reportDecisionRequest,
  reportReceiptReference,
  type AdminReport,
} from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { advertisers, reports } from '../../db/schema.ts';
import { reportOutcomeEmail } from '../../emails/report-outcome.ts';
import { audited } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { paginate } from '../../lib/paginate.ts';
import { decisionRoute, iso, listRoute, type Deps, type Operator } from './common.ts';

type ReportStatusFilter = 'all' | 'open' | 'resolved' | 'dismissed';

const resolver = sql<string | null>`(select a.name from advertisers a where a.id = "reports"."resolved_by")`;

function reportPage(db: Db, filter: { status: ReportStatusFilter; page: number }) {
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

type ReportRow = Awaited<ReturnType<typeof reportPage>>['rows'][number];

function toAdminReport(row: ReportRow): AdminReport {
  return {
    id: row.id,
    receipt: reportReceiptReference(row.id),
    reason: row.reason,
    details: row.details,
    reporter_email: row.reporterEmail,
    status: row.status,
    resolution_note: row.resolutionNote,
    resolved_at: iso(row.resolvedAt),
    resolved_by: row.resolvedBy,
    created_at: row.createdAt.toISOString(),
    advert: {
      id: row.advertId,
      guid: row.advertGuid,
      name: row.advertName,
      city: row.advertCity,
      suspended: row.advertSuspendedAt !== null,
    },
  };
}

async function listReports(deps: Deps, query: { status: ReportStatusFilter; page: number }) {
  const { rows, pagination } = await reportPage(deps.database.db, query);
  return { reports: rows.map(toAdminReport), pagination };
}

/** Closes an open report; the reporter, if they left an address, learns the outcome under their receipt. */
async function decideReport(
  deps: Deps,
  actor: Operator,
  id: number,
  outcome: 'resolved' | 'dismissed',
  note: string,
): Promise<void> {
  const action = outcome === 'resolved' ? 'report.resolve' : 'report.dismiss';
  await audited(deps.database.db, actor, { action, targetType: 'report', targetId: id }, async (tx) => {
    const [before] = await tx.select().from(reports).where(eq(reports.id, id)).limit(1);
    if (!before) throw notFound();
    const [row] = await tx
      .update(reports)
      .set({ status: outcome, resolutionNote: note, resolvedAt: new Date(), resolvedBy: actor.id })
      .where(and(eq(reports.id, id), eq(reports.status, 'open')))
      .returning();
    if (!row) throw new AppError('admin.report_closed', 409);
    if (row.reporterEmail) {
      await deps.mailer.enqueue(tx, {
        to: row.reporterEmail,
        template: 'report-outcome',
        lang: 'da',
        ...reportOutcomeEmail({ receipt: reportReceiptReference(id), outcome, note }),
      });
    }
    return {
      before: { status: before.status },
      after: { status: row.status, resolution_note: row.resolutionNote },
    };
  });
  deps.mailer.wake();
}

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/reports',
    {
      summary: 'The reports queue (open first, underage and trafficking on top)',
      query: adminReportsQuery,
      key: 'reports',
      row: adminReport,
    },
    listReports,
  );
  for (const [verb, outcome, message] of [
    ['resolve', 'resolved', 'admin.report_resolved'],
    ['dismiss', 'dismissed', 'admin.report_dismissed'],
  ] as const) {
    decisionRoute(
      app,
      `/reports/:id/${verb}`,
      {
        summary: `${verb === 'resolve' ? 'Resolve' : 'Dismiss'} a report with a note; the reporter is emailed if they left an address`,
        body: reportDecisionRequest,
        message,
      },
      (deps, actor, id, body) => decideReport(deps, actor, id, outcome, body.note),
    );
  }
};

export default routes;
