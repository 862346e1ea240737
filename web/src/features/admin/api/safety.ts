import { useMutation } from '@tanstack/react-query';
import type { HashListImportBody, SafetyCounts, SafetyFlag } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys, useInvalidateAdmin } from './keys';
import { pagedList } from './paged-list';

/**
 * GET admin/safety?page= — open findings of the safety screening (those hiding an advert first, then oldest
 * first) and the counts of all of them by reason.
 */
const safetyList = pagedList<{ page: number }, { flags: SafetyFlag[]; counts: SafetyCounts }>(
  'admin/safety',
  adminKeys.safety,
);
export const useSafetyQueue = safetyList.usePage;

/** POST admin/safety/:id/clear — nothing wrong: the finding closes (and its hold with it). */
export function useClearSafetyFlag() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (id: number) => api<unknown>(`admin/safety/${id}/clear`, { method: 'POST' }),
    onSuccess: invalidate,
  });
}

/** POST admin/safety/hash-lists { source, hashes } — a list of hashes of known abusive images. */
export function useImportHashList() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: HashListImportBody) =>
      api<{ imported: number; already_known: number }>('admin/safety/hash-lists', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
