import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertCard } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET escort/featured — adverts featured now, for the home carousel. */
export async function getFeaturedAdverts(signal?: AbortSignal): Promise<AdvertCard[]> {
  const response = await api<{ escorts: AdvertCard[] }>('escort/featured', { signal });
  return response.data.escorts;
}

export const featuredAdvertsKey = ['adverts', 'featured'] as const;

export const featuredAdvertsOptions = () =>
  queryOptions({ queryKey: featuredAdvertsKey, queryFn: ({ signal }) => getFeaturedAdverts(signal) });

export const useFeaturedAdverts = () => useQuery(featuredAdvertsOptions());
