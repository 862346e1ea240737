import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { ownProfileKey } from './own-profile';

/** POST escort/update-profile (bearer, multipart) — the body is built by the dashboard form. */
export async function updateProfile(body: FormData): Promise<string> {
  const response = await api<unknown>('escort/update-profile', { method: 'POST', body });
  return response.message;
}

export const useUpdateProfile = (userId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ownProfileKey(userId) }),
  });
};
