import { useMutation } from '@tanstack/react-query';
import type { ResetPasswordBody } from '@velvet/contract';
import { postAuth } from './post-auth';

/** POST auth/reset-password — needs the reset token of the verified type-1 code; signs out everywhere. */
async function resetPassword(body: ResetPasswordBody): Promise<string> {
  return (await postAuth('reset-password', body)).message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
