import type { AdminEscalation, EscalationCloseBody, EscalationRecord } from '@velvet/contract';
import { audited } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import type { Deps, Operator } from '../shared/service.ts';
import * as repo from './repo.ts';

/**
 * Escalations: a safety finding or a report an operator reported to the police (the date, the police's case
 * number, a note), listed while open and closed by an operator with a note. Both steps are audited.
 */

function toAdminEscalation(row: repo.ListedEscalation): AdminEscalation {
  const e = row.escalation;
  return {
    id: e.id,
    subject: e.subject,
    subject_id: e.subject === 'safety_flag' ? e.safetyFlagId : e.reportId,
    advert:
      e.advertiserId !== null && row.advertGuid !== null
        ? { id: e.advertiserId, guid: row.advertGuid, name: row.advertName!, city: row.advertCity! }
        : null,
    reported_on: e.reportedOn,
    case_number: e.caseNumber,
    note: e.note,
    created_at: e.createdAt.toISOString(),
    created_by: row.createdBy,
    closed_at: e.closedAt?.toISOString() ?? null,
    closed_by: row.closedBy,
    close_note: e.closeNote,
  };
}

async function loadEscalation(deps: Deps, id: number): Promise<AdminEscalation> {
  const row = await repo.listedEscalation(deps.database.db, id);
  if (!row) throw notFound();
  return toAdminEscalation(row);
}

export async function listEscalations(
  deps: Deps,
  query: { status: 'all' | 'open' | 'closed'; page: number },
) {
  const { rows, pagination } = await repo.escalationPage(deps.database.db, query.status, query.page);
  return { escalations: rows.map(toAdminEscalation), pagination };
}

/** Records that an operator reported a safety finding or a report to the police; audited in its transaction. */
export async function recordEscalation(
  deps: Deps,
  actor: Operator,
  body: EscalationRecord,
): Promise<AdminEscalation> {
  const subjectId = body.subject_id;
  const done = await audited(
    deps.database.db,
    actor,
    { action: 'escalation.record', targetType: 'escalation', targetId: null },
    async (tx) => {
      const subject = await repo.subjectAdvert(tx, body.subject, subjectId);
      if (!subject)
        throw new AppError('escalations.subject_not_found', 404, {
          errors: { subject_id: ['escalations.subject_not_found'] },
        });
      const row = await repo.insertEscalation(tx, {
        subject: body.subject,
        safetyFlagId: body.subject === 'safety_flag' ? subjectId : null,
        reportId: body.subject === 'report' ? subjectId : null,
        advertiserId: subject.advertiserId,
        reportedOn: body.reported_on,
        caseNumber: body.case_number ?? null,
        note: body.note,
        createdBy: actor.id,
      });
      return {
        targetId: row.id,
        before: null,
        after: {
          subject: row.subject,
          subject_id: subjectId,
          advertiser_id: row.advertiserId,
          reported_on: row.reportedOn,
          case_number: row.caseNumber,
          note: row.note,
        },
      };
    },
  );
  return loadEscalation(deps, Number(done.targetId));
}

/** Closes an open escalation with the operator's note (the case is over, or needs nothing more). Audited. */
export async function closeEscalation(
  deps: Deps,
  actor: Operator,
  id: number,
  body: EscalationCloseBody,
): Promise<AdminEscalation> {
  await audited(
    deps.database.db,
    actor,
    { action: 'escalation.close', targetType: 'escalation', targetId: id },
    async (tx) => {
      const before = await repo.findEscalation(tx, id, true);
      if (!before) throw notFound();
      const row = await repo.closeOpen(tx, id, actor.id, body.note);
      if (!row) throw new AppError('escalations.already_closed', 409);
      return { before: { closed_at: null }, after: { closed_at: row.closedAt, close_note: row.closeNote } };
    },
  );
  return loadEscalation(deps, id);
}
