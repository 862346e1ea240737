import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type Envelope } from './api';

/**
 * The query key of a GET path: its segments, so 'account/pause' is ['account', 'pause'] and invalidating
 * ['account'] reaches every account resource.
 */
export const apiKey = (path: string) => path.split('/');

type ApiDataOptions = {
  enabled?: boolean;
  /** false for a public endpoint: no bearer token even when one is stored. */
  auth?: boolean;
  staleTime?: number;
  refetchOnWindowFocus?: boolean;
};

/** GET /api/{path}'s data as a query under `apiKey(path)`. */
export function useApiData<T>(path: string, { auth, ...options }: ApiDataOptions = {}) {
  return useQuery(
    queryOptions({
      queryKey: apiKey(path),
      queryFn: async ({ signal }) => (await api<T>(path, { signal, auth })).data,
      ...options,
    }),
  );
}

/**
 * POST (start) and DELETE (end) of one account resource: each answer is the resource's new state, so it
 * replaces the query's data at once; `after` then refreshes whatever else shows it.
 */
export function useStartEnd<Body, T>(path: string, after?: (queryClient: QueryClient) => Promise<unknown>) {
  const queryClient = useQueryClient();
  const onSuccess = (answer: Envelope<T>) => {
    queryClient.setQueryData(apiKey(path), answer.data);
    return after?.(queryClient);
  };
  return {
    start: useMutation({ mutationFn: (body: Body) => api<T>(path, { method: 'POST', body }), onSuccess }),
    end: useMutation({ mutationFn: () => api<T>(path, { method: 'DELETE' }), onSuccess }),
  };
}
