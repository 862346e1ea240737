import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAuditQuery, AuditEntry, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

type Data = { entries: AuditEntry[]; pagination: Pagination };

/** GET admin/audit-log?action=&page= */
export const listAudit = async (query: AdminAuditQuery) =>
  (await api<Data>('admin/audit-log', { query })).data;
export const auditQuery = (query: AdminAuditQuery) =>
  queryOptions({
    queryKey: adminKeys.audit(query),
    queryFn: () => listAudit(query),
    placeholderData: keepPreviousData,
  });
export const useAudit = (query: AdminAuditQuery) => useQuery(auditQuery(query));
