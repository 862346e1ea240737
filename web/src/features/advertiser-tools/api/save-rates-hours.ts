import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdvertRate, OpeningHours } from '@velvet/contract';
import { api } from '../../../lib/api';
import { toast } from '../../../lib/toast';

/**
 * POST escort/update-profile (bearer, multipart) with only `rates` and `hours`, as JSON fields: the other
 * profile fields are left out, so they stay as they are.
 */
async function saveRatesAndHours(body: { rates: AdvertRate[]; hours: OpeningHours | null }) {
  const form = new FormData();
  form.set('rates', JSON.stringify(body.rates));
  form.set('hours', body.hours ? JSON.stringify(body.hours) : '');
  return (await api<unknown>('escort/update-profile', { method: 'POST', body: form })).message;
}

export function useSaveRatesAndHours() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveRatesAndHours,
    // The save confirms itself, before the reload: the dashboard remounts the editor from the reloaded
    // profile, and a remounted editor never hears of its own save (a `mutate` callback dies with it).
    // The own profile (the dashboard) and the public advert both show them.
    onSuccess: (message) => {
      toast.success(message);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['account'] }),
        queryClient.invalidateQueries({ queryKey: ['adverts'] }),
      ]);
    },
  });
}
