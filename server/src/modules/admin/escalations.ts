import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADMIN_PAGE_SIZE,
  adminEscalation,
  adminEscalationResponse,
  adminEscalationsQuery,
  escalationBody,
  escalationCloseBody,
  type AdminEscalation,
  type EscalationCloseBody,
  type EscalationRecord,
} from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { advertisers, escalations, reports, safetyFlags } from '../../db/schema.ts';
import { audited } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { paginate } from '../../lib/paginate.ts';
import { actorOf, createRoute, doc, idParams, listRoute, type Deps, type Operator } from './common.ts';

/**
 * Escalations: a safety finding or a report an operator reported to the police (the date, the police's case
 * number, a note), listed while open and closed by an operator with a note. Both steps are audited.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/** The advert a safety finding or a report is about; undefined when there is no such finding or report. */
async function subjectAdvert(db: Tx, subject: 'safety_flag' | 'report', id: number) {
  const table = subject === 'safety_flag' ? safetyFlags : reports;
  const [row] = await db
    .select({ advertiserId: table.advertiserId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

type NewEscalation = typeof escalations.$inferInsert;

async function insertEscalation(db: Tx, row: NewEscalation) {
  const [inserted] = await db.insert(escalations).values(row).returning();
  return inserted!;
}

/** Closes an open escalation; answers nothing when there is none open with that id. */
async function closeOpen(db: Tx, id: number, actorId: number, note: string) {
  const [row] = await db
    .update(escalations)
    .set({ closedAt: new Date(), closedBy: actorId, closeNote: note })
    .where(and(eq(escalations.id, id), isNull(escalations.closedAt)))
    .returning();
  return row;
}

async function findEscalation(db: Tx, id: number, lock = false) {
  const query = db.select().from(escalations).where(eq(escalations.id, id));
  const [row] = await (lock ? query.for('update') : query);
  return row;
}

const creator = alias(advertisers, 'creator');
const closer = alias(advertisers, 'closer');

function listed(db: Pick<Db, 'select'>) {
  return db
    .select({
      escalation: escalations,
      advertGuid: advertisers.guid,
      advertName: advertisers.name,
      advertCity: advertisers.city,
      createdBy: creator.name,
      closedBy: closer.name,
    })
    .from(escalations)
    .leftJoin(advertisers, eq(advertisers.id, escalations.advertiserId))
    .leftJoin(creator, eq(creator.id, escalations.createdBy))
    .leftJoin(closer, eq(closer.id, escalations.closedBy));
}
type ListedEscalation = Awaited<ReturnType<typeof listed>>[number];

const STATUS_FILTER: Record<'all' | 'open' | 'closed', SQL | undefined> = {
  all: undefined,
  open: isNull(escalations.closedAt),
  closed: isNotNull(escalations.closedAt),
};

/** Open ones oldest first (they wait for an operator: the open index serves it); closed ones newest first. */
function escalationPage(db: Db, status: 'all' | 'open' | 'closed', page: number) {
  const where = STATUS_FILTER[status];
  const order =
    status === 'open'
      ? [asc(escalations.createdAt), asc(escalations.id)]
      : [sql`${escalations.closedAt} is not null`, desc(escalations.createdAt), desc(escalations.id)];
  return paginate(
    listed(db)
      .where(where)
      .orderBy(...order)
      .$dynamic(),
    db.select({ n: count() }).from(escalations).where(where),
    page,
    ADMIN_PAGE_SIZE,
  );
}

async function listedEscalation(db: Pick<Db, 'select'>, id: number) {
  const [row] = await listed(db).where(eq(escalations.id, id));
  return row;
}

function toAdminEscalation(row: ListedEscalation): AdminEscalation {
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
  const row = await listedEscalation(deps.database.db, id);
  if (!row) throw notFound();
  return toAdminEscalation(row);
}

async function listEscalations(deps: Deps, query: { status: 'all' | 'open' | 'closed'; page: number }) {
  const { rows, pagination } = await escalationPage(deps.database.db, query.status, query.page);
  return { escalations: rows.map(toAdminEscalation), pagination };
}

/** Records that an operator reported a safety finding or a report to the police; audited in its transaction. */
async function recordEscalation(
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
      const subject = await subjectAdvert(tx, body.subject, subjectId);
      if (!subject)
        throw new AppError('escalations.subject_not_found', 404, {
          errors: { subject_id: ['escalations.subject_not_found'] },
        });
      const row = await insertEscalation(tx, {
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
async function closeEscalation(
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
      const before = await findEscalation(tx, id, true);
      if (!before) throw notFound();
      const row = await closeOpen(tx, id, actor.id, body.note);
      if (!row) throw new AppError('escalations.already_closed', 409);
      return { before: { closed_at: null }, after: { closed_at: row.closedAt, close_note: row.closeNote } };
    },
  );
  return loadEscalation(deps, id);
}

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/escalations',
    {
      summary: 'Escalations to the police (open ones oldest first)',
      query: adminEscalationsQuery,
      key: 'escalations',
      row: adminEscalation,
    },
    listEscalations,
  );
  createRoute(
    app,
    '/escalations',
    {
      summary:
        'Record that a safety finding or a report was reported to the police (date, case number, note)',
      body: escalationBody,
      key: 'escalation',
      row: adminEscalation,
      message: 'escalations.recorded',
    },
    recordEscalation,
  );
  app.post(
    '/escalations/:id/close',
    {
      schema: {
        ...doc('Close an open escalation with a note'),
        params: idParams,
        body: escalationCloseBody,
        response: { 200: adminEscalationResponse },
      },
    },
    async (request) =>
      ok(
        request.lang,
        { escalation: await closeEscalation(app.deps, actorOf(request), request.params.id, request.body) },
        'escalations.closed',
      ),
  );
};

export default routes;
