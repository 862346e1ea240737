import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SessionListData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/sessions (bearer): the account's signed-in devices, this one first. */
async function getSessions(signal?: AbortSignal): Promise<SessionListData> {
  return (await api<SessionListData>('account/sessions', { signal })).data;
}

export const sessionsKey = ['account', 'sessions'] as const;

export const useSessions = () =>
  useQuery(queryOptions({ queryKey: sessionsKey, queryFn: ({ signal }) => getSessions(signal) }));
