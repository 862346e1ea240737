import { useMutation } from '@tanstack/react-query';
import type { LoginBody, LoginData, LoginResult } from '@velvet/contract';
import { setSession } from '../../../lib/session';
import { postAuth } from './post-auth';

/**
 * POST auth/login — `data` holds the session values (token, guid, id, name, email, featured), or, with
 * two-factor sign-in on, `two_factor_required` and the challenge for the code step.
 */
export async function login(body: LoginBody): Promise<LoginResult> {
  return (await postAuth<LoginResult>('login', body)).data;
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
