import type { ReviewTimes } from '@velvet/contract';
import { useApiData } from '../../../lib/api-query';

/** GET /api/review-times: the median time to an operator's decision over the last 30 days. */
export const useReviewTimes = () =>
  // The server lets caches keep it five minutes; a page need not ask again sooner.
  useApiData<ReviewTimes>('review-times', { auth: false, staleTime: 5 * 60_000 });
