import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatedAdvert } from '@velvet/contract';
import { api, type ApiCall } from '../../../lib/api';

/** GET escort/getRelated/{guid} — same city first, then same sex. */
async function getRelatedAdverts(
  guid: string,
  signal?: AbortSignal,
  call: ApiCall = api,
): Promise<RelatedAdvert[]> {
  const response = await call<{ escorts: RelatedAdvert[] }>(`escort/getRelated/${encodeURIComponent(guid)}`, {
    signal,
  });
  return response.data.escorts;
}

const relatedAdvertsKey = (guid: string) => ['adverts', 'related', guid] as const;

export const relatedAdvertsOptions = (guid: string, call: ApiCall = api) =>
  queryOptions({
    queryKey: relatedAdvertsKey(guid),
    queryFn: ({ signal }) => getRelatedAdverts(guid, signal, call),
    enabled: guid !== '',
  });

export const useRelatedAdverts = (guid: string) => useQuery(relatedAdvertsOptions(guid));
