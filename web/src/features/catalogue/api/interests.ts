import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interest } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET auth/interests — the services a visitor can filter by. */
export async function getInterests(signal?: AbortSignal): Promise<Interest[]> {
  const response = await api<{ interests: Interest[] }>('auth/interests', { signal });
  return response.data.interests;
}

export const interestsKey = ['interests'] as const;

export const interestsOptions = () =>
  queryOptions({
    queryKey: interestsKey,
    queryFn: ({ signal }) => getInterests(signal),
    // The list changes only when an admin edits it.
    staleTime: 10 * 60_000,
  });

export const useInterests = () => useQuery(interestsOptions());
