import { useMutation } from '@tanstack/react-query';
import type { AdminAppeal, AppealDecideRequest } from '@velvet/contract';
import { api } from '../../../lib/api';
import { pagedList } from './paged-list';
import { useInvalidateAdmin } from './keys';

/** GET admin/appeals?page= : open appeals first. */
const appealsList = pagedList<{ page: number }, { appeals: AdminAppeal[] }>('admin/appeals', (query) => [
  'admin',
  'appeals',
  query,
]);
export const useAppeals = appealsList.usePage;

/** POST admin/appeals/:id/decide { outcome, reason } */
export function useDecideAppeal() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, ...body }: AppealDecideRequest & { id: number }) =>
      api<{ appeal: AdminAppeal }>(`admin/appeals/${id}/decide`, { method: 'POST', body }),
    onSuccess: invalidate,
  });
}
