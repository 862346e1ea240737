import type { AdminAuditQuery, AuditEntry } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/audit-log?action=&page= */
const auditList = pagedList<AdminAuditQuery, { entries: AuditEntry[] }>('admin/audit-log', adminKeys.audit);
export const useAudit = auditList.usePage;
