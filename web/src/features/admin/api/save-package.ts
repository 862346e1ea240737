import { useMutation } from '@tanstack/react-query';
import type { AdminPackage, PackageInput } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/catalogue/packages (new) or PATCH admin/catalogue/packages/:id (edit). */
const savePackage = ({ id, values }: { id?: number | undefined; values: PackageInput }) =>
  id === undefined
    ? api<{ package: AdminPackage }>('admin/catalogue/packages', { method: 'POST', body: values })
    : api<{ package: AdminPackage }>(`admin/catalogue/packages/${id}`, { method: 'PATCH', body: values });
export function useSavePackage() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: savePackage, onSuccess: invalidate });
}
