import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminReport, AdminReportsQuery, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

type Data = { reports: AdminReport[]; pagination: Pagination };

/** GET admin/reports?status=&page= */
export const listReports = async (query: AdminReportsQuery) =>
  (await api<Data>('admin/reports', { query })).data;
export const reportsQuery = (query: AdminReportsQuery) =>
  queryOptions({
    queryKey: adminKeys.reports(query),
    queryFn: () => listReports(query),
    placeholderData: keepPreviousData,
  });
export const useReports = (query: AdminReportsQuery) => useQuery(reportsQuery(query));
