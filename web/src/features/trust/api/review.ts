import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountReviewData, PublicConfigData } from '@velvet/contract';
import { api } from '../../../lib/api';

/** GET /api/account/review (bearer): whether the advert waits for an operator. */
async function getAccountReview(signal?: AbortSignal): Promise<AccountReviewData> {
  return (await api<AccountReviewData>('account/review', { signal })).data;
}

const accountReviewKey = ['account', 'review'] as const;

export const useAccountReview = (enabled: boolean) =>
  useQuery(
    queryOptions({ queryKey: accountReviewKey, queryFn: ({ signal }) => getAccountReview(signal), enabled }),
  );

/** GET /api/config: how this site runs (the moderation mode). */
async function getPublicConfig(signal?: AbortSignal): Promise<PublicConfigData> {
  return (await api<PublicConfigData>('config', { signal, auth: false })).data;
}

export const usePublicConfig = () =>
  useQuery(
    queryOptions({
      queryKey: ['config'],
      queryFn: ({ signal }) => getPublicConfig(signal),
      staleTime: Infinity,
    }),
  );
