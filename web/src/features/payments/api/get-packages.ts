import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PackagesData } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../../lib/api';

/** GET admin/packages (bearer) — the packages this advertiser can buy, localised by the server. */
export async function getPackages(signal?: AbortSignal): Promise<PackagesData> {
  const response = await api<PackagesData>('admin/packages', { signal });
  return response.data;
}

export const packagesKey = (lang: string) => ['payments', 'packages', lang] as const;

export const packagesOptions = (lang: string) =>
  queryOptions({
    queryKey: packagesKey(lang),
    queryFn: ({ signal }) => getPackages(signal),
  });

export function usePackages() {
  const { i18n } = useTranslation();
  return useQuery(packagesOptions(i18n.language));
}
