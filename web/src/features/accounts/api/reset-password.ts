import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST auth/reset-password — needs the reset token of the verified type-1 code; signs out everywhere. */
export async function resetPassword(body: ResetPasswordBody): Promise<string> {
  const response = await api<unknown>('auth/reset-password', {
    method: 'POST',
    body: { ...body, is_user: 0 },
    auth: false,
  });
  return response.message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
