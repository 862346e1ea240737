import { useMutation } from '@tanstack/react-query';
import type { ReauthBody, ReauthData } from '@velvet/contract';
import { ApiError, api } from '../../../lib/api';

/**
 * POST /api/account/reauth (bearer): the password, and the code when two-factor sign-in is on, given
 * again; for a few minutes this session may change passkeys, two-factor sign-in and the password.
 */
async function reauthenticate(body: ReauthBody): Promise<{ data: ReauthData; message: string }> {
  const answer = await api<ReauthData>('account/reauth', { method: 'POST', body });
  return { data: answer.data, message: answer.message };
}

export const useReauthenticate = () => useMutation({ mutationFn: reauthenticate });

/** The server refused a guarded change until the password (and code) are given again; whether the code is asked. */
export function reauthRequired(error: unknown): { twoFactor: boolean } | null {
  if (!(error instanceof ApiError) || error.data.reauth_required !== true) return null;
  return { twoFactor: error.data.two_factor === true };
}
