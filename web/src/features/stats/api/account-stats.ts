import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountStatsData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/stats?days=N (bearer): the advert's days, totals and the period before. */
async function getAccountStats(days: number, signal?: AbortSignal): Promise<AccountStatsData> {
  return (await api<AccountStatsData>('account/stats', { signal, query: { days } })).data;
}

const accountStatsKey = (days: number) => ['account', 'stats', days] as const;

export const useAccountStats = (days: number) =>
  useQuery(
    queryOptions({
      queryKey: accountStatsKey(days),
      queryFn: ({ signal }) => getAccountStats(days, signal),
      // New visits arrive all day: refresh when the advertiser comes back to the tab.
      refetchOnWindowFocus: true,
      staleTime: 60_000,
    }),
  );
