import { useQuery } from '@tanstack/react-query';
import { SEARCH_PAGE_SIZE, SEARCH_SORTS, type SearchSort } from '@velvet/contract/limits';
import { api, type ApiCall } from '../../../lib/api';
import { advertListOptions } from './advert-list';

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
  /** Only adverts whose opening hours hold the time now (Danish time). */
  openNow?: boolean;
  /** Only adverts in a confirmed duo. */
  duo?: boolean;
  /** /Adverts only: validated (default), newest or nearest (from `point`, else the server's centre). */
  sort?: SearchSort | undefined;
  point?: { lat: number; lng: number } | null | undefined;
  pageSize?: number | undefined;
};

/** The full Adverts list: 24 a page (divisible by the 2, 3 and 4 columns it shows). */
const ADVERTS_PAGE_SIZE = 24;

const isSort = (value: string | null): value is SearchSort =>
  (SEARCH_SORTS as readonly string[]).includes(value ?? '');

/** The sort an address asks for: only /Adverts (`page`) sorts; the home filter keeps the ranking. */
export const sortFrom = (params: URLSearchParams, variant: 'home' | 'page'): SearchSort =>
  variant === 'page' && isSort(params.get('sort')) ? (params.get('sort') as SearchSort) : 'validated';

/**
 * The filters an address holds, as the filter bar reads them and as the server renderer prefetches them:
 * one reading, so the answer rendered on the server is the one the page asks for when it starts.
 */
export function searchFiltersFrom(
  params: URLSearchParams,
  variant: 'home' | 'page',
  point: { lat: number; lng: number } | null,
): SearchFilters {
  return {
    sex: params.get('sex') ?? '',
    age: params.get('age') ?? '',
    interests: params.get('service') ?? '',
    address: params.get('q') ?? '',
    availableNow: params.get('now') === '1',
    photoVerified: params.get('verified') === '1',
    openNow: params.get('open') === '1',
    duo: params.get('duo') === '1',
    ...(variant === 'page' ? { sort: sortFrom(params, 'page'), point, pageSize: ADVERTS_PAGE_SIZE } : {}),
  };
}

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
    open_now: filters.openNow ? 1 : undefined,
    duo: filters.duo ? 1 : undefined,
    sort: filters.sort && filters.sort !== 'validated' ? filters.sort : undefined,
    latitude: filters.sort === 'nearest' ? filters.point?.lat : undefined,
    longitude: filters.sort === 'nearest' ? filters.point?.lng : undefined,
    page,
    page_size: filters.pageSize ?? SEARCH_PAGE_SIZE,
  };
}

/** GET escort/search (bearer sent when stored). */
export const searchAdvertsOptions = (filters: SearchFilters, page: number, call: ApiCall = api) =>
  advertListOptions(['adverts', 'search', filters, page], 'escort/search', searchQuery(filters, page), call);

export const useSearchAdverts = (filters: SearchFilters, page: number) =>
  useQuery(searchAdvertsOptions(filters, page));
