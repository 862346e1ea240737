import { useMutation } from '@tanstack/react-query';
import type { AdminContactMessage } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/contact-messages/:id/read { read } */
const setMessageRead = ({ id, read }: { id: number; read: boolean }) =>
  api<{ message: AdminContactMessage }>(`admin/contact-messages/${id}/read`, {
    method: 'POST',
    body: { read },
  });
export function useSetMessageRead() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: setMessageRead, onSuccess: invalidate });
}
