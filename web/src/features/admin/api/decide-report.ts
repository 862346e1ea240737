import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/reports/:id/resolve | dismiss { note } */
const decideReport = ({
  id,
  decision,
  note,
}: {
  id: number;
  decision: 'resolve' | 'dismiss';
  note: string;
}) => api<Record<string, never>>(`admin/reports/${id}/${decision}`, { method: 'POST', body: { note } });
export function useDecideReport() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: decideReport, onSuccess: invalidate });
}
