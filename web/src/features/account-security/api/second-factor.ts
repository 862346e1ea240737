import { useMutation } from '@tanstack/react-query';
import type { LoginData, SecondFactorBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/** POST /api/auth/2fa: the sign-in's challenge and a code from the app (or a recovery code). */
async function submitSecondFactor(body: SecondFactorBody): Promise<LoginData> {
  return (await api<LoginData>('auth/2fa', { method: 'POST', body, auth: false })).data;
}

export const useSecondFactor = () => useMutation({ mutationFn: submitSecondFactor });
