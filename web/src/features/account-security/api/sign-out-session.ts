import { api } from '../../../lib/api';
import { useSessionsSignOut } from './sessions';

/** DELETE /api/account/sessions/{id} (bearer): signs one of the account's devices out. */
async function signOutSession(id: number): Promise<string> {
  return (await api<unknown>(`account/sessions/${id}`, { method: 'DELETE' })).message;
}

export const useSignOutSession = () => useSessionsSignOut(signOutSession);
