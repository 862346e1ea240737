import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionsKey } from './sessions';

/** DELETE /api/account/sessions (bearer): "sign out everywhere else" — every device but this one. */
async function signOutOtherSessions(): Promise<string> {
  return (await api<unknown>('account/sessions', { method: 'DELETE' })).message;
}

export function useSignOutOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutOtherSessions,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
