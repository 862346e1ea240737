import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, type ApiCall } from '../../../lib/api';
import type { AdvertList } from './types';

export type LatLng = { lat: number; lng: number };

/** GET escort/all — every visible advert, nearest to the point first. */
async function getNearbyAdverts(
  point: LatLng,
  page: number,
  signal?: AbortSignal,
  call: ApiCall = api,
): Promise<AdvertList> {
  const response = await call<AdvertList>('escort/all', {
    signal,
    // Two decimals (about 1 km) are enough to sort by distance and say less about where the visitor is.
    query: { latitude: point.lat.toFixed(2), longitude: point.lng.toFixed(2), page },
  });
  return response.data;
}

const nearbyAdvertsKey = (point: LatLng | null, page: number) =>
  ['adverts', 'nearby', point ? `${point.lat.toFixed(2)},${point.lng.toFixed(2)}` : null, page] as const;

export const nearbyAdvertsOptions = (point: LatLng | null, page: number, call: ApiCall = api) =>
  queryOptions({
    queryKey: nearbyAdvertsKey(point, page),
    queryFn: ({ signal }) => getNearbyAdverts(point!, page, signal, call),
    // The listing is not fetched until a location is known: a list from the wrong point would jump once it
    // is.
    enabled: point !== null,
    placeholderData: keepPreviousData,
  });

export const useNearbyAdverts = (point: LatLng | null, page: number) =>
  useQuery(nearbyAdvertsOptions(point, page));
