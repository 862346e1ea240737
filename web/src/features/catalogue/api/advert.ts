import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertDetail } from '@velvet/contract';
import { api, ApiError } from '../../../lib/api';

/** GET escort/getById/{guid}. */
export async function getAdvert(guid: string, signal?: AbortSignal): Promise<AdvertDetail> {
  const response = await api<{ escort: AdvertDetail }>(`escort/getById/${encodeURIComponent(guid)}`, {
    signal,
  });
  return response.data.escort;
}

export const advertKey = (guid: string) => ['adverts', 'detail', guid] as const;

export const advertOptions = (guid: string) =>
  queryOptions({
    queryKey: advertKey(guid),
    queryFn: ({ signal }) => getAdvert(guid, signal),
    enabled: guid !== '',
    // An unknown guid is an answer, not a hiccup: show the not-found state at once.
    retry: (count, error) =>
      !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 1,
  });

export const useAdvert = (guid: string) => useQuery(advertOptions(guid));
