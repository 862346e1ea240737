import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Feedback } from '@velvet/contract';
import { api, type ApiCall } from '../../../lib/api';

/** GET feedback/user/{escortId} — approved testimonials of one advert, duplicates removed by id. */
async function getFeedbacks(
  escortId: number,
  signal?: AbortSignal,
  call: ApiCall = api,
): Promise<Feedback[]> {
  const response = await call<{ feedbacks: Feedback[] }>(`feedback/user/${escortId}`, { signal });
  const seen = new Set<number>();
  return response.data.feedbacks.filter((item) => !seen.has(item.id) && seen.add(item.id));
}

const feedbacksKey = (escortId: number) => ['feedback', 'user', escortId] as const;

const feedbacksOptions = (escortId: number | undefined, call: ApiCall = api) =>
  queryOptions({
    queryKey: feedbacksKey(escortId ?? 0),
    queryFn: ({ signal }) => getFeedbacks(escortId!, signal, call),
    enabled: escortId !== undefined,
  });

export const useFeedbacks = (escortId: number | undefined) => useQuery(feedbacksOptions(escortId));
