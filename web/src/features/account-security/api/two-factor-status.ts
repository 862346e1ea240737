import type { TwoFactorStatusData } from '@velvet/contract';
import { apiKey, useApiData } from '../../../lib/api-query';

/** GET /api/account/2fa (bearer): whether the authenticator app is on, recovery codes left. */
const TWO_FACTOR = 'account/2fa';

export const twoFactorStatusKey = apiKey(TWO_FACTOR);

export const useTwoFactorStatus = () => useApiData<TwoFactorStatusData>(TWO_FACTOR);
