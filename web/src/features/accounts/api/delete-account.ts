import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** DELETE account (bearer + current password) — removes the advert, its media and every token. */
async function deleteAccount(body: { current_password: string }): Promise<string> {
  const response = await api<unknown>('account', { method: 'DELETE', body });
  return response.message;
}

export const useDeleteAccount = () => useMutation({ mutationFn: deleteAccount });
