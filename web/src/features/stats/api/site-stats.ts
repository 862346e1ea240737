import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminStatsData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/admin/stats (operators): site-wide counts today and over 30 days. */
async function getSiteStats(signal?: AbortSignal): Promise<AdminStatsData> {
  return (await api<AdminStatsData>('admin/stats', { signal })).data;
}

export const useSiteStats = () =>
  useQuery(queryOptions({ queryKey: ['admin', 'stats'], queryFn: ({ signal }) => getSiteStats(signal) }));
