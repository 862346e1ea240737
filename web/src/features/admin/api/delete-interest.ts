import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** DELETE admin/interests/:id — refused while adverts use it. */
const deleteInterest = (id: number) =>
  api<Record<string, never>>(`admin/interests/${id}`, { method: 'DELETE' });
export function useDeleteInterest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deleteInterest, onSuccess: invalidate });
}
