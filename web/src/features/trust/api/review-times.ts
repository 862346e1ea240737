import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ReviewTimes } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/review-times: the median time to an operator's decision over the last 30 days. */
async function getReviewTimes(signal?: AbortSignal): Promise<ReviewTimes> {
  return (await api<ReviewTimes>('review-times', { signal, auth: false })).data;
}

export const useReviewTimes = () =>
  useQuery(
    queryOptions({
      queryKey: ['review-times'],
      queryFn: ({ signal }) => getReviewTimes(signal),
      // The server lets caches keep it five minutes; a page need not ask again sooner.
      staleTime: 5 * 60_000,
    }),
  );
