import type { UpdateFeaturedBody } from '@velvet/contract';
import { api } from '../../../lib/api';
import { setSession } from '../../../lib/session';
import { useOwnProfileMutation } from './own-profile';

type FeaturedData = { featured: boolean; featured_until: string | null };

/** POST escort/update-featured (bearer) — features the advert for `days` within the active package. */
async function updateFeatured(body: UpdateFeaturedBody): Promise<FeaturedData> {
  const response = await api<FeaturedData>('escort/update-featured', { method: 'POST', body });
  return response.data;
}

export const useUpdateFeatured = (userId: string) =>
  useOwnProfileMutation(userId, updateFeatured, (data) =>
    // The session keeps `featured` beside the token, so it is updated here too.
    setSession({ featured: String(data.featured) }),
  );
