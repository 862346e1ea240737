import { useMutation } from '@tanstack/react-query';
import type { AdminOutboxMessage } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/mail/:id/retry */
const retryOutbox = (id: number) =>
  api<{ message: AdminOutboxMessage }>(`admin/mail/${id}/retry`, { method: 'POST' });
export function useRetryOutbox() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: retryOutbox, onSuccess: invalidate });
}
