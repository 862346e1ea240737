import { useMutation } from '@tanstack/react-query';
import type { TrustRejectBody } from '@velvet/contract';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

export type Decision = { id: number; approve: true } | ({ id: number; approve: false } & TrustRejectBody);

/** POST admin/{queue}/:id/approve | reject { reason } — the review queue and the photo verifications. */
const decideTrust = (queue: 'review' | 'verifications', decision: Decision) =>
  decision.approve
    ? api<unknown>(`admin/${queue}/${decision.id}/approve`, { method: 'POST' })
    : api<unknown>(`admin/${queue}/${decision.id}/reject`, {
        method: 'POST',
        body: { reason: decision.reason },
      });

export function useDecideTrust(queue: 'review' | 'verifications') {
  const invalidate = useInvalidateAdmin();
  return useMutation({
    mutationFn: (decision: Decision) => decideTrust(queue, decision),
    onSuccess: invalidate,
  });
}
