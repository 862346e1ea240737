import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE } from '@velvet/contract/limits';
import type { SearchSort } from '@velvet/contract';
import { api } from '../../../lib/api';
import type { AdvertList } from './types';

/** The home filter: empty strings mean "any". */
export type SearchFilters = {
  sex: string;
  age: string;
  /** Zip code or city name, typed freely; the server matches city, address and ZIP. */
  address: string;
  /** One interest id, or empty for all. */
  interests: string;
  /** Only adverts shown as available now. */
  availableNow?: boolean;
  /** Only adverts with verified photos. */
  photoVerified?: boolean;
  /** /Adverts only: validated (default), newest or nearest (from `point`, else the server's centre). */
  sort?: SearchSort | undefined;
  point?: { lat: number; lng: number } | null | undefined;
  pageSize?: number | undefined;
};

export const EMPTY_FILTERS: SearchFilters = { sex: '', age: '', address: '', interests: '' };

/** The query of escort/search: a typed number is a postal code prefix, anything else a place name. */
export function searchQuery(filters: SearchFilters, page: number) {
  const place = filters.address.trim();
  const isZip = /^\d+$/.test(place);
  return {
    sex: filters.sex,
    age: filters.age,
    interests: filters.interests,
    zip_code: isZip ? place : undefined,
    address: isZip ? undefined : place,
    available_now: filters.availableNow ? 1 : undefined,
    photo_verified: filters.photoVerified ? 1 : undefined,
    sort: filters.sort && filters.sort !== 'validated' ? filters.sort : undefined,
    latitude: filters.sort === 'nearest' ? filters.point?.lat : undefined,
    longitude: filters.sort === 'nearest' ? filters.point?.lng : undefined,
    page,
    page_size: filters.pageSize ?? SEARCH_PAGE_SIZE,
  };
}

/** GET escort/search (bearer sent when stored). */
export async function searchAdverts(
  filters: SearchFilters,
  page: number,
  signal?: AbortSignal,
): Promise<AdvertList> {
  const response = await api<AdvertList>('escort/search', { signal, query: searchQuery(filters, page) });
  return response.data;
}

export const searchAdvertsKey = (filters: SearchFilters, page: number) =>
  ['adverts', 'search', filters, page] as const;

export const searchAdvertsOptions = (filters: SearchFilters, page: number) =>
  queryOptions({
    queryKey: searchAdvertsKey(filters, page),
    queryFn: ({ signal }) => searchAdverts(filters, page, signal),
    // Keep the current cards on screen while the next page or filter loads: nothing jumps.
    placeholderData: keepPreviousData,
  });

export const useSearchAdverts = (filters: SearchFilters, page: number) =>
  useQuery(searchAdvertsOptions(filters, page));
