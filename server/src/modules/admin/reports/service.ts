import { reportReceiptReference, type AdminReport } from '@velvet/contract';
import { reportOutcomeEmail } from '../../../emails/report-outcome.ts';
import { audited } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { iso, type Deps, type Operator } from '../shared/service.ts';
import * as repo from './repo.ts';

function toAdminReport(row: repo.ReportRow): AdminReport {
  const { advertId: id, advertGuid: guid, advertName: name, advertCity: city } = row;
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
    advert: { id, guid, name, city, suspended: row.advertSuspendedAt !== null },
  };
}

export async function listReports(deps: Deps, query: { status: repo.ReportStatusFilter; page: number }) {
  const { rows, pagination } = await repo.reportPage(deps.database.db, query);
  return { reports: rows.map(toAdminReport), pagination };
}

/** Closes an open report; the reporter, if they left an address, learns the outcome under their receipt. */
export async function decideReport(
  deps: Deps,
  actor: Operator,
  id: number,
  outcome: 'resolved' | 'dismissed',
  note: string,
): Promise<void> {
  const action = outcome === 'resolved' ? 'report.resolve' : 'report.dismiss';
  await audited(deps.database.db, actor, { action, targetType: 'report', targetId: id }, async (tx) => {
    const before = await repo.findReport(tx, id);
    if (!before) throw notFound();
    const row = await repo.closeReport(tx, id, {
      status: outcome,
      resolutionNote: note,
      resolvedBy: actor.id,
    });
    if (!row) throw new AppError('admin.report_closed', 409);
    if (row.reporterEmail) {
      await deps.mailer.enqueue(tx, {
        to: row.reporterEmail,
        template: 'report-outcome',
        lang: 'da',
        toNonAccountHolder: true,
        // A report is read and decided by an operator: no automated means take part in its outcome.
        ...reportOutcomeEmail({ receipt: reportReceiptReference(id), outcome, note, automated: false }),
      });
    }
    return {
      before: { status: before.status },
      after: { status: row.status, resolution_note: row.resolutionNote },
    };
  });
  deps.mailer.wake();
}
