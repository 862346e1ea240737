import type { AdminReport, AdminReportsQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/reports?status=&page= */
const reportsList = pagedList<AdminReportsQuery, { reports: AdminReport[] }>(
  'admin/reports',
  adminKeys.reports,
);
export const useReports = reportsList.usePage;
