import { useMutation } from '@tanstack/react-query';
import type { AdminAdvertDetail } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/adverts/:id/restore */
const restoreAdvert = (id: number) =>
  api<{ advert: AdminAdvertDetail }>(`admin/adverts/${id}/restore`, { method: 'POST' });
export function useRestoreAdvert() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: restoreAdvert, onSuccess: invalidate });
}
