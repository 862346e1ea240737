import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** DELETE admin/catalogue/packages/:id — only packages nobody bought, never 15. */
const deletePackage = (id: number) =>
  api<Record<string, never>>(`admin/catalogue/packages/${id}`, { method: 'DELETE' });
export function useDeletePackage() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: deletePackage, onSuccess: invalidate });
}
