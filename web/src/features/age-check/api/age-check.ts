import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AccountAgeCheckData, AgeCheckResult } from '@velvet/contract';
import { api } from '../../../lib/api';
import { apiKey, useApiData } from '../../../lib/api-query';

/** /api/account/age-check (bearer): whether the site offers the check, and the account's latest answer. */
const AGE_CHECK = 'account/age-check';

export const useAgeCheck = () => useApiData<AccountAgeCheckData>(AGE_CHECK);

/** POST /api/account/age-check — the broker's sign-in address; the browser goes there. */
export function useStartAgeCheck() {
  return useMutation({
    mutationFn: () => api<{ url: string }>(AGE_CHECK, { method: 'POST' }),
    onSuccess: (answer) => window.location.assign(answer.data.url),
  });
}

/** POST /api/account/age-check/callback — the broker's answer, as the browser came back with it. */
export function useFinishAgeCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (query: string) =>
      api<AgeCheckResult>(`${AGE_CHECK}/callback`, { method: 'POST', body: { query } }),
    // The answer may hold the advert or add the badge: the account's views read again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: apiKey('account') }),
  });
}
