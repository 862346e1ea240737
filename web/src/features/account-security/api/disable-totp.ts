import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DisableTotpBody } from '@velvet/contract';
import { api } from '../../../lib/api';
import { twoFactorStatusKey } from './two-factor-status';

/** POST /api/account/2fa/totp/disable (bearer): the password and a current code switch it off. */
async function disableTotp(body: DisableTotpBody): Promise<string> {
  return (await api<unknown>('account/2fa/totp/disable', { method: 'POST', body })).message;
}

export function useDisableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disableTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
