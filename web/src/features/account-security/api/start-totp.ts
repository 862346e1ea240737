import { useMutation } from '@tanstack/react-query';
import type { TotpSetupData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST /api/account/2fa/totp (bearer): a new secret, its otpauth URL and QR code; nothing is on yet. */
async function startTotp(): Promise<TotpSetupData> {
  return (await api<TotpSetupData>('account/2fa/totp', { method: 'POST' })).data;
}

export const useStartTotp = () => useMutation({ mutationFn: startTotp });
