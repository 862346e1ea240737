import { eq, ilike } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { advertisers, auditLog } from '../../../db/schema.ts';
import { newestFirst } from '../../../lib/paginate.ts';
import { escapeLike } from '../shared/repo.ts';

/** Every operator action, newest first; `action` filters by the start of the verb (`package.` → all of them). */
export function auditPage(db: Db, filter: { action?: string | undefined; page: number }) {
  const where = filter.action ? ilike(auditLog.action, `${escapeLike(filter.action)}%`) : undefined;
  const rows = db
    .select({ entry: auditLog, actorName: advertisers.name, actorEmail: advertisers.email })
    .from(auditLog)
    .leftJoin(advertisers, eq(advertisers.id, auditLog.actorId))
    .$dynamic();
  return newestFirst(db, auditLog, rows, where, filter.page, ADMIN_PAGE_SIZE);
}
