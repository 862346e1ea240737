import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DuoInviteBody, DuoState } from '@velvet/contract';
import { api } from '../../../lib/api';

const duoKey = ['account', 'duo'] as const;

/** GET /api/account/duo (bearer): the duo, the invitation sent and those received. */
async function getDuo(signal?: AbortSignal): Promise<DuoState> {
  return (await api<DuoState>('account/duo', { signal })).data;
}

export const useDuo = () =>
  useQuery(queryOptions({ queryKey: duoKey, queryFn: ({ signal }) => getDuo(signal) }));

/** POST /api/account/duo { advert_link }. */
const invite = (body: DuoInviteBody) => api<DuoState>('account/duo', { method: 'POST', body });
/** POST /api/account/duo/accept { guid }. */
const accept = (guid: string) => api<DuoState>('account/duo/accept', { method: 'POST', body: { guid } });
/** DELETE /api/account/duo. */
const end = () => api<DuoState>('account/duo', { method: 'DELETE' });

export function useChangeDuo() {
  const queryClient = useQueryClient();
  // The answer is the new state; both adverts' pages and the lists show the duo.
  const onSuccess = (answer: { data: DuoState }) => {
    queryClient.setQueryData(duoKey, answer.data);
    return queryClient.invalidateQueries({ queryKey: ['adverts'] });
  };
  return {
    invite: useMutation({ mutationFn: invite, onSuccess }),
    accept: useMutation({ mutationFn: accept, onSuccess }),
    end: useMutation({ mutationFn: end, onSuccess }),
  };
}
