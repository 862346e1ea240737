import type { AccountReviewData, PublicConfigData } from '@velvet/contract';
import { useApiData } from '../../../lib/api-query';

/** GET /api/account/review (bearer): whether the advert waits for an operator. */
export const useAccountReview = (enabled: boolean) =>
  useApiData<AccountReviewData>('account/review', { enabled });

/** GET /api/config: how this site runs (the moderation mode). */
export const usePublicConfig = () =>
  useApiData<PublicConfigData>('config', { auth: false, staleTime: Infinity });
