import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GeoPlace } from '@velvet/contract';
import { api } from '../../../lib/api';
import type { LatLng } from './nearby-adverts';

export type TownPoint = { town: string; point: LatLng };

/**
 * GET geo/suggest?q= — the first Danish place of a typed town or postcode with coordinates: where the
 * nearby list is sorted from when the visitor has chosen a place but not shared a position.
 */
async function townPoint(q: string, signal?: AbortSignal): Promise<TownPoint | null> {
  const response = await api<{ places: GeoPlace[] }>('geo/suggest', { query: { q }, signal, auth: false });
  const place = response.data.places.find((p) => p.latitude !== null && p.longitude !== null);
  return place
    ? { town: place.city || place.label, point: { lat: place.latitude!, lng: place.longitude! } }
    : null;
}

export const useTownPoint = (q: string) =>
  useQuery(
    queryOptions({
      queryKey: ['geo', 'town', q.trim().toLowerCase()],
      queryFn: ({ signal }) => townPoint(q.trim(), signal),
      enabled: q.trim().length >= 2,
      staleTime: Infinity,
      retry: false,
    }),
  );
