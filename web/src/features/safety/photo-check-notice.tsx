import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountSafetyData } from '@velvet/contract';
import { useTranslation } from 'react-i18next';
import { api } from '../../lib/api';

/** GET /api/account/safety (bearer): whether a photo of the advert is being checked. */
const accountSafety = queryOptions({
  queryKey: ['account', 'safety'],
  queryFn: async ({ signal }) => (await api<AccountSafetyData>('account/safety', { signal })).data,
});

/**
 * Dashboard notice while a photo of the advert is being checked (it resembles a photo already on the site):
 * the advertiser is told only that, never what it matched.
 */
export function PhotoCheckNotice() {
  const { t } = useTranslation('safety');
  const { data } = useQuery(accountSafety);
  if (!data?.photos_checking) return null;
  return (
    <div role="status" className="rounded-xl border border-champagne-400/50 bg-champagne-400/10 p-4 text-sm">
      <p className="font-semibold text-champagne-200">{t('photoCheck.title')}</p>
      <p className="mt-1 text-mist-300">{t('photoCheck.text')}</p>
    </div>
  );
}
