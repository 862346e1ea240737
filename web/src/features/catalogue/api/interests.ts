import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Interest } from '@velvet/contract';
import { api, type ApiCall } from '../../../lib/api';

/** GET auth/interests — the services a visitor can filter by. */
async function getInterests(signal?: AbortSignal, call: ApiCall = api): Promise<Interest[]> {
  const response = await call<{ interests: Interest[] }>('auth/interests', { signal });
  return response.data.interests;
}

const interestsKey = ['interests'] as const;

export const interestsOptions = (call: ApiCall = api) =>
  queryOptions({
    queryKey: interestsKey,
    queryFn: ({ signal }) => getInterests(signal, call),
    // The list changes only when an admin edits it.
    staleTime: 10 * 60_000,
  });

export const useInterests = () => useQuery(interestsOptions());
