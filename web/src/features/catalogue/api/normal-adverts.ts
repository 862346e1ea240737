import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiCall } from '../../../lib/api';
import type { AdvertList } from './types';

/** GET escort/normal — the plain catalogue, ranked validated → featured → recently updated. */
async function getNormalAdverts(
  page: number,
  pageSize: number,
  signal?: AbortSignal,
  call: ApiCall = api,
): Promise<AdvertList> {
  const response = await call<AdvertList>('escort/normal', { signal, query: { page, page_size: pageSize } });
  return response.data;
}

const normalAdvertsKey = (page: number, pageSize: number) => ['adverts', 'normal', page, pageSize] as const;

export const normalAdvertsOptions = (page: number, pageSize: number, call: ApiCall = api) =>
  queryOptions({
    queryKey: normalAdvertsKey(page, pageSize),
    queryFn: ({ signal }) => getNormalAdverts(page, pageSize, signal, call),
    placeholderData: keepPreviousData,
  });

export const useNormalAdverts = (page: number, pageSize: number) =>
  useQuery(normalAdvertsOptions(page, pageSize));
