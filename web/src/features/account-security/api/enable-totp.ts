import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EnableTotpBody, RecoveryCodesData } from '@velvet/contract';
import { api } from '../../../lib/api';
import { twoFactorStatusKey } from './two-factor-status';

/**
 * POST /api/account/2fa/totp/enable (bearer): the first code switches it on; ten recovery codes, once,
 * and the server's confirmation to show.
 */
async function enableTotp(body: EnableTotpBody): Promise<RecoveryCodesData & { message: string }> {
  const answer = await api<RecoveryCodesData>('account/2fa/totp/enable', { method: 'POST', body });
  return { ...answer.data, message: answer.message };
}

export function useEnableTotp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableTotp,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: twoFactorStatusKey }),
  });
}
