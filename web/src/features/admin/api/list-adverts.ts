import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAdvertRow, AdminAdvertsQuery, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

type Data = { adverts: AdminAdvertRow[]; pagination: Pagination };

/** GET admin/adverts?q=&status=&page= */
export const listAdverts = async (query: AdminAdvertsQuery) =>
  (await api<Data>('admin/adverts', { query })).data;
export const advertsQuery = (query: AdminAdvertsQuery) =>
  queryOptions({
    queryKey: adminKeys.adverts(query),
    queryFn: () => listAdverts(query),
    placeholderData: keepPreviousData,
  });
export const useAdverts = (query: AdminAdvertsQuery) => useQuery(advertsQuery(query));
