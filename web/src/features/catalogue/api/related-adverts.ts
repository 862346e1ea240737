import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RelatedAdvert } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET escort/getRelated/{guid} — same city first, then same sex. */
export async function getRelatedAdverts(guid: string, signal?: AbortSignal): Promise<RelatedAdvert[]> {
  const response = await api<{ escorts: RelatedAdvert[] }>(`escort/getRelated/${encodeURIComponent(guid)}`, {
    signal,
  });
  return response.data.escorts;
}

export const relatedAdvertsKey = (guid: string) => ['adverts', 'related', guid] as const;

export const relatedAdvertsOptions = (guid: string) =>
  queryOptions({
    queryKey: relatedAdvertsKey(guid),
    queryFn: ({ signal }) => getRelatedAdverts(guid, signal),
    enabled: guid !== '',
  });

export const useRelatedAdverts = (guid: string) => useQuery(relatedAdvertsOptions(guid));
