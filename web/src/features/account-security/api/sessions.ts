import type { SessionListData } from '@velvet/contract';
import { apiKey, useApiData } from '../../../lib/api-query';

/** GET /api/account/sessions (bearer): the account's signed-in devices, this one first. */
const SESSIONS = 'account/sessions';

export const sessionsKey = apiKey(SESSIONS);

export const useSessions = () => useApiData<SessionListData>(SESSIONS);
