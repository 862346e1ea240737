import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** DELETE admin/adverts/:id — the advert, its data and its media files. */
const deleteAdvert = (id: number) => api<Record<string, never>>(`admin/adverts/${id}`, { method: 'DELETE' });
export function useDeleteAdvert() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteAdvert, onSuccess: invalidate });
}
