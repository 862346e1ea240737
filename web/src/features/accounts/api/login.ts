import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginData } from '@velvet/contract';
import { api } from '../../../lib/api';
import { setSession } from '../../../lib/session';

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

/** Keeps a successful sign-in in the browser under the session keys the rest of the app reads. */
export function rememberLogin(data: LoginData) {
  setSession({
    authToken: data.token,
    guid: data.guid,
    userId: String(data.id),
    name: data.name,
    email: data.email,
    featured: String(data.featured),
    role: data.role,
  });
}
