import type { GeoPlace } from '@velvet/contract';
import { api, ApiError } from '../../../lib/api';

/** GET geo/postcode/{zip} — the Danish place of a ZIP code, or null when the code is unknown. */
export async function lookupPostcode(zip: string, signal?: AbortSignal): Promise<GeoPlace | null> {
  try {
    const response = await api<{ place: GeoPlace }>(`geo/postcode/${encodeURIComponent(zip.trim())}`, {
      signal,
      auth: false,
    });
    return response.data.place ?? null;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) return null;
    throw error;
  }
}
