import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST auth/login — `data` holds the session values (token, guid, id, name, email, featured). */
export async function login(body: LoginBody): Promise<LoginData> {
  const response = await api<LoginData>('auth/login', {
    method: 'POST',
    body: { ...body, is_user: 0 },
    auth: false,
  });
  return response.data;
}

export const useLogin = () => useMutation({ mutationFn: login });
