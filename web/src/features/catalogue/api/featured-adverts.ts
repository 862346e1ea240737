import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdvertCard } from '@velvet/contract';
import { api, type ApiCall } from '../../../lib/api';

/** GET escort/featured — adverts featured now, for the home carousel. */
async function getFeaturedAdverts(signal?: AbortSignal, call: ApiCall = api): Promise<AdvertCard[]> {
  const response = await call<{ escorts: AdvertCard[] }>('escort/featured', { signal });
  return response.data.escorts;
}

const featuredAdvertsKey = ['adverts', 'featured'] as const;

export const featuredAdvertsOptions = (call: ApiCall = api) =>
  queryOptions({ queryKey: featuredAdvertsKey, queryFn: ({ signal }) => getFeaturedAdverts(signal, call) });

export const useFeaturedAdverts = () => useQuery(featuredAdvertsOptions());
