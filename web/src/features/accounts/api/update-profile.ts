import { api } from '../../../lib/api';
import { useOwnProfileMutation } from './own-profile';

/** POST escort/update-profile (bearer, multipart) — the body is built by the dashboard form. */
async function updateProfile(body: FormData): Promise<string> {
  const response = await api<unknown>('escort/update-profile', { method: 'POST', body });
  return response.message;
}

export const useUpdateProfile = (userId: string) => useOwnProfileMutation(userId, updateProfile);
