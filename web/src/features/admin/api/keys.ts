import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Every back-office query key starts with 'admin'. */
export const adminKeys = {
  all: ['admin'] as const,
  overview: () => ['admin', 'overview'] as const,
  adverts: (query: object) => ['admin', 'adverts', query] as const,
  advert: (id: number) => ['admin', 'advert', id] as const,
  reports: (query: object) => ['admin', 'reports', query] as const,
  testimonials: (query: object) => ['admin', 'testimonials', query] as const,
  packages: () => ['admin', 'packages'] as const,
  interests: () => ['admin', 'interests'] as const,
  payments: (query: object) => ['admin', 'payments', query] as const,
  monthly: () => ['admin', 'payments-monthly'] as const,
  messages: (query: object) => ['admin', 'messages', query] as const,
  audit: (query: object) => ['admin', 'audit', query] as const,
  outbox: (query: object) => ['admin', 'outbox', query] as const,
  review: (query: object) => ['admin', 'review', query] as const,
  verifications: (query: object) => ['admin', 'verifications', query] as const,
  safety: (query: object) => ['admin', 'safety', query] as const,
  safetyRules: (query: object) => ['admin', 'safety-rules', query] as const,
  escalations: (query: object) => ['admin', 'escalations', query] as const,
};

/**
 * Every admin action changes the overview counts and adds an audit entry besides its own list, so a
 * mutation refreshes the whole back-office cache (a handful of small queries, only the visible ones refetch).
 */
export function useInvalidateAdmin() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: adminKeys.all });
}

/** A back-office action: `mutationFn`, then the back-office cache refreshes. */
function useAdminAction<Variables, Answer>(mutationFn: (variables: Variables) => Promise<Answer>) {
  const invalidate = useInvalidateAdmin();
  return useMutation({ mutationFn, onSuccess: invalidate });
}

/** POST {collection} (new) or PATCH {collection}/:id (edit). */
export const useAdminSave = <Values, Answer>(collection: string) =>
  useAdminAction(({ id, values }: { id?: number | undefined; values: Values }) =>
    id === undefined
      ? api<Answer>(collection, { method: 'POST', body: values })
      : api<Answer>(`${collection}/${id}`, { method: 'PATCH', body: values }),
  );

/** DELETE {collection}/:id. */
export const useAdminDelete = (collection: string) =>
  useAdminAction((id: number) => api<Record<string, never>>(`${collection}/${id}`, { method: 'DELETE' }));
