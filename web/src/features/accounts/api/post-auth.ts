import { api } from '../../../lib/api';

/**
 * POST to an `auth/*` call as the site's forms do: as an advertiser (`is_user` 0, the only accounts the
 * site signs up) and without any stored token, which these calls neither need nor should see.
 */
export const postAuth = <T = unknown>(call: string, body: object) =>
  api<T>(`auth/${call}`, { method: 'POST', body: { ...body, is_user: 0 }, auth: false });
