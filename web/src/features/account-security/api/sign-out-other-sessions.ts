import { api } from '../../../lib/api';
import { useSessionsSignOut } from './sessions';

/** DELETE /api/account/sessions (bearer): "sign out everywhere else" — every device but this one. */
async function signOutOtherSessions(): Promise<string> {
  return (await api<unknown>('account/sessions', { method: 'DELETE' })).message;
}

export const useSignOutOtherSessions = () => useSessionsSignOut(signOutOtherSessions);
