import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';

type Query = Record<string, string | number | undefined>;

/**
 * One paged back-office list endpoint: its fetcher, its query options and its hook. The page on screen
 * stays while the next one loads (`keepPreviousData`), so the pager does not flash an empty list.
 */
export function pagedList<Q extends Query, Items extends object>(
  path: string,
  key: (query: Q) => QueryKey,
  options: { refetchInterval?: number } = {},
) {
  type Data = Items & { pagination: Pagination };
  const fetchPage = async (query: Q) => (await api<Data>(path, { query })).data;
  const pageQuery = (query: Q) =>
    queryOptions({
      queryKey: key(query),
      queryFn: () => fetchPage(query),
      placeholderData: keepPreviousData,
      ...options,
    });
  return { fetchPage, pageQuery, usePage: (query: Q) => useQuery(pageQuery(query)) };
}
