import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { GeoPlace } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET geo/suggest?q= — address suggestions (offline Danish postcodes and towns, or Google Places). */
async function suggestPlaces(q: string, signal?: AbortSignal): Promise<GeoPlace[]> {
  const response = await api<{ places: GeoPlace[] }>('geo/suggest', { query: { q }, signal, auth: false });
  return response.data.places;
}

const suggestPlacesKey = (q: string) => ['geo', 'suggest', q] as const;

const suggestPlacesOptions = (q: string) =>
  queryOptions({
    queryKey: suggestPlacesKey(q),
    queryFn: ({ signal }) => suggestPlaces(q, signal),
    enabled: q.trim().length >= 2,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
  });

export const useSuggestPlaces = (q: string) => useQuery(suggestPlacesOptions(q));
