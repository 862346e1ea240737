import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PauseBody, PauseData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/pause (bearer): whether the advert is paused, until when, the package's end. */
async function getPause(signal?: AbortSignal): Promise<PauseData> {
  return (await api<PauseData>('account/pause', { signal })).data;
}

const pauseKey = ['account', 'pause'] as const;

const pauseOptions = () => queryOptions({ queryKey: pauseKey, queryFn: ({ signal }) => getPause(signal) });

export const usePause = () => useQuery(pauseOptions());

/** POST /api/account/pause { starts_at? } — pause now, optionally showing again by itself. */
export async function startPause(body: PauseBody) {
  return api<PauseData>('account/pause', { method: 'POST', body });
}

/** DELETE /api/account/pause — show the advert again now. */
async function endPause() {
  return api<PauseData>('account/pause', { method: 'DELETE' });
}

export function useSetPause() {
  const queryClient = useQueryClient();
  const onSuccess = async (answer: Awaited<ReturnType<typeof startPause>>) => {
    queryClient.setQueryData(pauseKey, answer.data);
    // The package's end moves on resume (the dashboard's own profile shows it), and the lists change.
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['adverts'] }),
      queryClient.invalidateQueries({ queryKey: ['account'] }),
    ]);
  };
  return {
    start: useMutation({ mutationFn: startPause, onSuccess }),
    end: useMutation({ mutationFn: endPause, onSuccess }),
  };
}
