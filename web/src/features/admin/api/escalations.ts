import { useMutation } from '@tanstack/react-query';
import type { AdminEscalation, EscalationBody, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys, useInvalidateAdmin } from './keys';
import { pagedList } from './paged-list';

/** GET admin/escalations?status=&page= — what was reported to the police; open ones oldest first. */
const escalationsList = pagedList<
  { status: string; page: number },
  { escalations: AdminEscalation[]; pagination: Pagination }
>('admin/escalations', adminKeys.escalations);
export const useEscalations = escalationsList.usePage;

/** POST admin/escalations — a safety finding or a report was reported to the police. */
export function useRecordEscalation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (body: EscalationBody) =>
      api<{ escalation: AdminEscalation }>('admin/escalations', { method: 'POST', body }),
    onSuccess: invalidate,
  });
}

/** POST admin/escalations/:id/close { note } */
export function useCloseEscalation() {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) =>
      api<{ escalation: AdminEscalation }>(`admin/escalations/${id}/close`, {
        method: 'POST',
        body: { note },
      }),
    onSuccess: invalidate,
  });
}
