import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackagesData } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';
import { useSession } from '../../../lib/session';

/**
 * GET admin/packages — with the token, the packages this advertiser can buy; signed out, every package on
 * sale. Localised by the server.
 */
async function getPackages(signal?: AbortSignal): Promise<PackagesData> {
  const response = await api<PackagesData>('admin/packages', { signal });
  return response.data;
}

// The account is part of the key: what a visitor is shown is not what an advertiser may buy.
const packagesKey = (lang: string, accountId: string | undefined) =>
  ['payments', 'packages', lang, accountId ?? 'visitor'] as const;

const packagesOptions = (lang: string, accountId: string | undefined) =>
  queryOptions({
    queryKey: packagesKey(lang, accountId),
    queryFn: ({ signal }) => getPackages(signal),
  });

export function usePackages() {
  const { i18n } = useTranslation();
  const session = useSession();
  return useQuery(packagesOptions(i18n.language, session.signedIn ? session.userId : undefined));
}
