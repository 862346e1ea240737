import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PasskeyListData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/passkeys (bearer): the account's passkeys. */
async function getPasskeys(signal?: AbortSignal): Promise<PasskeyListData> {
  return (await api<PasskeyListData>('account/passkeys', { signal })).data;
}

export const passkeysKey = ['account', 'passkeys'] as const;

export const usePasskeys = () =>
  useQuery(queryOptions({ queryKey: passkeysKey, queryFn: ({ signal }) => getPasskeys(signal) }));
