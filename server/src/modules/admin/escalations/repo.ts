import { and, asc, count, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { ADMIN_PAGE_SIZE } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { advertisers, escalations, reports, safetyFlags } from '../../../db/schema.ts';
import { paginate } from '../../../lib/paginate.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

/** The advert a safety finding or a report is about; undefined when there is no such finding or report. */
export async function subjectAdvert(db: Tx, subject: 'safety_flag' | 'report', id: number) {
  const table = subject === 'safety_flag' ? safetyFlags : reports;
  const [row] = await db
    .select({ advertiserId: table.advertiserId })
    .from(table)
    .where(eq(table.id, id))
    .limit(1);
  return row;
}

type NewEscalation = typeof escalations.$inferInsert;

export async function insertEscalation(db: Tx, row: NewEscalation) {
  const [inserted] = await db.insert(escalations).values(row).returning();
  return inserted!;
}

/** Closes an open escalation; answers nothing when there is none open with that id. */
export async function closeOpen(db: Tx, id: number, actorId: number, note: string) {
  const [row] = await db
    .update(escalations)
    .set({ closedAt: new Date(), closedBy: actorId, closeNote: note })
    .where(and(eq(escalations.id, id), isNull(escalations.closedAt)))
    .returning();
  return row;
}

export async function findEscalation(db: Tx, id: number, lock = false) {
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
export type ListedEscalation = Awaited<ReturnType<typeof listed>>[number];

const STATUS_FILTER: Record<'all' | 'open' | 'closed', SQL | undefined> = {
  all: undefined,
  open: isNull(escalations.closedAt),
  closed: isNotNull(escalations.closedAt),
};

/** Open ones oldest first (they wait for an operator: the open index serves it); closed ones newest first. */
export function escalationPage(db: Db, status: 'all' | 'open' | 'closed', page: number) {
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

export async function listedEscalation(db: Pick<Db, 'select'>, id: number) {
  const [row] = await listed(db).where(eq(escalations.id, id));
  return row;
}
