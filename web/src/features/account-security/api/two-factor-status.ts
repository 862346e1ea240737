import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TwoFactorStatusData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/2fa (bearer): whether the authenticator app is on, recovery codes left. */
async function getTwoFactorStatus(signal?: AbortSignal): Promise<TwoFactorStatusData> {
  return (await api<TwoFactorStatusData>('account/2fa', { signal })).data;
}

export const twoFactorStatusKey = ['account', '2fa'] as const;

export const useTwoFactorStatus = () =>
  useQuery(
    queryOptions({ queryKey: twoFactorStatusKey, queryFn: ({ signal }) => getTwoFactorStatus(signal) }),
  );
