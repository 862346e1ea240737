import { useMutation } from '@tanstack/react-query';
import type { AdminInterest, InterestInput } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/interests (new) or PATCH admin/interests/:id (rename in English and Danish). */
const saveInterest = ({ id, values }: { id?: number | undefined; values: InterestInput }) =>
  id === undefined
    ? api<{ interest: AdminInterest }>('admin/interests', { method: 'POST', body: values })
    : api<{ interest: AdminInterest }>(`admin/interests/${id}`, { method: 'PATCH', body: values });
export function useSaveInterest() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: saveInterest, onSuccess: invalidate });
}
