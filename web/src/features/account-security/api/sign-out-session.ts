import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { sessionsKey } from './sessions';

/** DELETE /api/account/sessions/{id} (bearer): signs one of the account's devices out. */
async function signOutSession(id: number): Promise<string> {
  return (await api<unknown>(`account/sessions/${id}`, { method: 'DELETE' })).message;
}

export function useSignOutSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOutSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
