import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SessionListData } from '@velvet/contract';
import { apiKey, useApiData } from '../../../lib/api-query';

/** GET /api/account/sessions (bearer): the account's signed-in devices, this one first. */
const SESSIONS = 'account/sessions';

const sessionsKey = apiKey(SESSIONS);

export const useSessions = () => useApiData<SessionListData>(SESSIONS);

/** A sign-out of some of the account's devices (answering the server's message); the list is fetched again after. */
export function useSessionsSignOut<V>(signOut: (variables: V) => Promise<string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: signOut,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
