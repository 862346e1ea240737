import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OwnProfile } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET escort/get-user-id/{userId} (bearer) — the signed-in advertiser's own profile. */
async function getOwnProfile(userId: string, signal?: AbortSignal): Promise<OwnProfile> {
  const response = await api<{ user: OwnProfile }>(`escort/get-user-id/${encodeURIComponent(userId)}`, {
    signal,
  });
  return response.data.user;
}

const ownProfileKey = (userId: string) => ['account', 'profile', userId] as const;

export const ownProfileOptions = (userId: string | undefined, token: string | undefined) =>
  queryOptions({
    queryKey: ownProfileKey(userId ?? ''),
    queryFn: ({ signal }) => getOwnProfile(userId!, signal),
    // Only when a token and an id exist: without them the call can only fail.
    enabled: Boolean(userId && token),
    retry: false,
  });

export const useOwnProfile = (userId: string | undefined, token: string | undefined) =>
  useQuery(ownProfileOptions(userId, token));

/**
 * A change to the signed-in account's profile: once it succeeds, what the dashboard shows of the account is
 * loaded again, not only the profile: new photos void a verification, send the advert to review or hold it
 * while a photo is checked, and the panels saying so read their own calls. Only the profile's reload is
 * waited for: the editor is remounted by it, and a caller's own `mutate` callbacks (the "Profile updated"
 * dialog) run only if they come before that, which waiting for every panel's reload made too late.
 */
export function useOwnProfileMutation<V, D>(
  userId: string,
  mutationFn: (variables: V) => Promise<D>,
  onSuccess?: (data: D) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (data) => {
      onSuccess?.(data);
      const profile = ownProfileKey(userId);
      void queryClient.invalidateQueries({
        queryKey: ['account'],
        predicate: (query) => query.queryKey[1] !== profile[1],
      });
      return queryClient.invalidateQueries({ queryKey: profile });
    },
  });
}
