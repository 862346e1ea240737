import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Screening } from '@velvet/contract';
import { api } from '../../../lib/api';

/**
 * POST escort/update-profile (bearer, multipart) with only `screening` and `deposit_policy`: the other
 * profile fields are left out, so they stay as they are. A blank policy removes the deposit terms.
 */
async function saveScreening(body: { screening: Screening; deposit_policy: string }) {
  const form = new FormData();
  form.set('screening', body.screening);
  form.set('deposit_policy', body.deposit_policy);
  return (await api<unknown>('escort/update-profile', { method: 'POST', body: form })).message;
}

export function useSaveScreening() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveScreening,
    // The own profile (the dashboard) and the public advert both show them.
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: ['adverts'] }),
      ]),
  });
}
