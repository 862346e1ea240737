import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  OUTBOX_PAGE_SIZE,
  type AdminOutboxCounts,
  type AdminOutboxMessage,
  type AdminOutboxQuery,
} from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { outbox } from '../../db/schema.ts';
import { audited } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { paginate } from '../../lib/paginate.ts';

type Deps = Pick<AppDeps, 'database' | 'mailer'>;
type Row = typeof outbox.$inferSelect;

/**
 * `jonas.hansen@example.dk` → `jo***@example.dk`: enough for an operator to recognise an address a
 * user quotes, not enough to harvest it from the back-office.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 0) return '***';
  const local = address.slice(0, at);
  const shown = local.length > 4 ? 2 : 1;
  return `${local.slice(0, shown)}***${address.slice(at)}`;
}

/**
 * A failed code email is not retried: its code has expired by the time it failed for good. A suppressed
 * one never is: its address asked never to be emailed again.
 */
const retryable = (row: Pick<Row, 'status' | 'carriesCode'>) =>
  row.status !== 'sent' && row.status !== 'suppressed' && !(row.status === 'failed' && row.carriesCode);

function toAdminOutbox(row: Row): AdminOutboxMessage {
  return {
    id: row.id,
    to: maskEmail(row.to),
    template: row.template,
    lang: row.lang,
    status: row.status,
    attempts: row.attempts,
    last_error: row.lastError,
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    sent_at: row.sentAt ? row.sentAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    retryable: retryable(row),
  };
}

const filters: Record<AdminOutboxQuery['status'], SQL | undefined> = {
  undelivered: inArray(outbox.status, ['pending', 'failed']),
  pending: eq(outbox.status, 'pending'),
  failed: eq(outbox.status, 'failed'),
  sent: eq(outbox.status, 'sent'),
  suppressed: eq(outbox.status, 'suppressed'),
  all: undefined,
};

export async function listOutbox(deps: Deps, query: AdminOutboxQuery) {
  const { db } = deps.database;
  const where = filters[query.status];
  const [page, tallies] = await Promise.all([
    paginate(
      db.select().from(outbox).where(where).orderBy(desc(outbox.id)).$dynamic(),
      db.select({ n: count() }).from(outbox).where(where),
      query.page,
      OUTBOX_PAGE_SIZE,
    ),
    db
      .select({ status: outbox.status, n: count() })
      .from(outbox)
      .where(inArray(outbox.status, ['pending', 'failed']))
      .groupBy(outbox.status),
  ]);
  const counts: AdminOutboxCounts = { pending: 0, failed: 0 };
  for (const t of tallies) if (t.status === 'pending' || t.status === 'failed') counts[t.status] = t.n;
  return { messages: page.rows.map(toAdminOutbox), counts, pagination: page.pagination };
}

/**
 * An operator sends a pending or failed email again now, with a fresh retry schedule. A row a
 * worker is sending at this moment keeps its claim: only its next attempt moves, so the email
 * still goes out once.
 */
export async function retryOutbox(
  deps: Deps,
  actor: { id: number },
  id: number,
): Promise<AdminOutboxMessage> {
  const target = { action: 'email.retry', targetType: 'email', targetId: id } as const;
  const { row } = await audited(deps.database.db, actor, target, async (tx) => {
    const [before] = await tx.select().from(outbox).where(eq(outbox.id, id)).for('update');
    if (!before) throw notFound();
    if (before.status === 'sent') throw new AppError('admin.mail_already_sent', 409);
    if (before.status === 'suppressed') throw new AppError('admin.mail_suppressed', 409);
    if (!retryable(before)) throw new AppError('admin.mail_code_expired', 409);
    const [after] = await tx
      .update(outbox)
      .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()` })
      .where(and(eq(outbox.id, id), eq(outbox.status, before.status)))
      .returning();
    return {
      before: { status: before.status, attempts: before.attempts, last_error: before.lastError },
      after: { status: after!.status, attempts: after!.attempts, next_attempt_at: after!.nextAttemptAt },
      row: after!,
    };
  });
  deps.mailer.wake();
  return toAdminOutbox(row);
}
