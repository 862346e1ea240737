import type { AdminStatsData } from '@velvet/contract';
import { useApiData } from '../../../lib/api-query';

/** GET /api/admin/stats (operators): site-wide counts today and over 30 days. */
export const useSiteStats = () => useApiData<AdminStatsData>('admin/stats');
