import { useMutation } from '@tanstack/react-query';
import type { AdminAdvertDetail } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/adverts/:id/suspend { reason } */
const suspendAdvert = ({ id, reason }: { id: number; reason: string }) =>
  api<{ advert: AdminAdvertDetail }>(`admin/adverts/${id}/suspend`, { method: 'POST', body: { reason } });
export function useSuspendAdvert() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: suspendAdvert, onSuccess: invalidate });
}
