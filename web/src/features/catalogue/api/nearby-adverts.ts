import { useQuery } from '@tanstack/react-query';
import { api, type ApiCall } from '../../../lib/api';
import { advertListOptions } from './advert-list';

export type LatLng = { lat: number; lng: number };

/** GET escort/all — every visible advert, nearest to the point first. */
export const nearbyAdvertsOptions = (point: LatLng | null, page: number, call: ApiCall = api) => {
  // Two decimals (about 1 km) are enough to sort by distance and say less about where the visitor is.
  const near = point && { latitude: point.lat.toFixed(2), longitude: point.lng.toFixed(2) };
  return {
    ...advertListOptions(
      ['adverts', 'nearby', near ? `${near.latitude},${near.longitude}` : null, page],
      'escort/all',
      { ...near, page },
      call,
    ),
    // The listing is not fetched until a location is known: a list from the wrong point would jump once it
    // is.
    enabled: point !== null,
  };
};

export const useNearbyAdverts = (point: LatLng | null, page: number) =>
  useQuery(nearbyAdvertsOptions(point, page));
