import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasskeyListData } from '@velvet/contract';
import { api } from '../../../lib/api';
import { passkeysKey } from './passkeys';

/** DELETE /api/account/passkeys/{id} (bearer): answers the passkeys left. */
async function removePasskey(id: number): Promise<PasskeyListData> {
  return (await api<PasskeyListData>(`account/passkeys/${id}`, { method: 'DELETE' })).data;
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSuccess: (data) => queryClient.setQueryData(passkeysKey, data),
  });
}
