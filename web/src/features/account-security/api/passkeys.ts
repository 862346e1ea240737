import type { PasskeyListData } from '@velvet/contract';
import { apiKey, useApiData } from '../../../lib/api-query';

/** GET /api/account/passkeys (bearer): the account's passkeys. */
const PASSKEYS = 'account/passkeys';

export const passkeysKey = apiKey(PASSKEYS);

export const usePasskeys = () => useApiData<PasskeyListData>(PASSKEYS);
