import { useMutation } from '@tanstack/react-query';
import type { AdminPackage } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/catalogue/packages/:id/activate | deactivate */
const setPackageActive = ({ id, active }: { id: number; active: boolean }) =>
  api<{ package: AdminPackage }>(`admin/catalogue/packages/${id}/${active ? 'activate' : 'deactivate'}`, {
    method: 'POST',
  });
export function useSetPackageActive() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: setPackageActive, onSuccess: invalidate });
}
