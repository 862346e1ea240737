import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ApiCall, RequestOptions } from '../../../lib/api';
import type { AdvertList } from './types';

/**
 * An advert list call as a query: GET `path` with `query`, cached under `key`. The current cards stay on
 * screen while the next page or filter loads: nothing jumps.
 */
export const advertListOptions = (
  key: readonly unknown[],
  path: string,
  query: RequestOptions['query'],
  call: ApiCall,
) =>
  queryOptions({
    queryKey: key,
    queryFn: async ({ signal }) => (await call<AdvertList>(path, { signal, query })).data,
    placeholderData: keepPreviousData,
  });
