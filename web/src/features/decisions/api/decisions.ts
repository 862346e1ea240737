import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountDecisionsData, AppealRequest, Decision } from '@velvet/contract';
import { api } from '../../../lib/api';
import { apiKey, useApiData } from '../../../lib/api-query';

const PATH = 'account/decisions';

/** GET /api/account/decisions (bearer): every decision about the advert, newest first. */
export const useAccountDecisions = () => useApiData<AccountDecisionsData>(PATH);

/** POST /api/account/decisions/:id/appeal { text }: the list shows the open appeal afterwards. */
export function useAppeal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: AppealRequest & { id: number }) =>
      api<{ decision: Decision }>(`${PATH}/${id}/appeal`, { method: 'POST', body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKey(PATH) }),
  });
}
