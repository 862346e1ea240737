import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useInvalidateAdmin } from './keys';

/** POST admin/testimonials/:id/approve | reject */
const moderateTestimonial = ({ id, decision }: { id: number; decision: 'approve' | 'reject' }) =>
  api<Record<string, never>>(`admin/testimonials/${id}/${decision}`, { method: 'POST' });
export function useModerateTestimonial() {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn: moderateTestimonial, onSuccess: invalidate });
}
