import { useMutation } from '@tanstack/react-query';
import type { RetireBody } from '@velvet/contract';
import { api } from '../../../lib/api';

/**
 * POST account/retire (bearer, after re-authentication): erases the account and its media, and leaves the
 * advert's old addresses answering 410 Gone. 403 `reauth_required` until the session confirmed it is hers.
 */
async function retire(body: RetireBody): Promise<string> {
  const response = await api<unknown>('account/retire', { method: 'POST', body });
  return response.message;
}

export const useRetire = () => useMutation({ mutationFn: retire });
