import { eq, ilike } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ADMIN_PAGE_SIZE, adminAuditQuery, auditEntry, type AuditEntry } from '@velvet/contract';
import { advertisers, auditLog } from '../../db/schema.ts';
import { newestFirst } from '../../lib/paginate.ts';
import { escapeLike, listRoute, type Deps } from './common.ts';

/** Every operator action, newest first; `action` filters by the start of the verb (`package.` → all of them). */
async function listAudit(deps: Deps, query: { action?: string | undefined; page: number }) {
  const { db } = deps.database;
  const where = query.action ? ilike(auditLog.action, `${escapeLike(query.action)}%`) : undefined;
  const rows = db
    .select({ entry: auditLog, actorName: advertisers.name, actorEmail: advertisers.email })
    .from(auditLog)
    .leftJoin(advertisers, eq(advertisers.id, auditLog.actorId))
    .$dynamic();
  const page = await newestFirst(db, auditLog, rows, where, query.page, ADMIN_PAGE_SIZE);
  const entries: AuditEntry[] = page.rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    actor:
      entry.actorId !== null && actorName !== null
        ? { id: entry.actorId, name: actorName, email: actorEmail ?? '' }
        : null,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    created_at: entry.createdAt.toISOString(),
  }));
  return { entries, pagination: page.pagination };
}

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/audit-log',
    {
      summary: 'Every admin action: who, what, when, before and after',
      query: adminAuditQuery,
      key: 'entries',
      row: auditEntry,
    },
    listAudit,
  );
};

export default routes;
