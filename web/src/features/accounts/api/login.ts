import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginResult } from '@velvet/contract';
import { api } from '../../../lib/api';

/**
 * POST auth/login — `data` holds the session values of SPEC §3 (token, guid, id, name, email, featured), or,
 * with two-factor sign-in on, `two_factor_required` and the challenge for the code step.
 */
export async function login(body: LoginBody): Promise<LoginResult> {
  const response = await api<LoginResult>('auth/login', {
    method: 'POST',
    body: { ...body, is_user: 0 },
    auth: false,
  });
  return response.data;
}

export const useLogin = () => useMutation({ mutationFn: login });
