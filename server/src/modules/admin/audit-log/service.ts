import type { AuditEntry } from '@velvet/contract';
import type { Deps } from '../shared/service.ts';
import { auditPage } from './repo.ts';

export async function listAudit(deps: Deps, query: { action?: string | undefined; page: number }) {
  const page = await auditPage(deps.database.db, query);
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
