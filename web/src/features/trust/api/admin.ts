import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminReviewItem, AdminVerification, Pagination, TrustRejectBody } from '@velvet/contract';
import { api } from '../../../lib/api';

export type VerificationFilter = 'pending' | 'approved' | 'rejected';
type VerificationList = { verifications: AdminVerification[]; pagination: Pagination };
type ReviewList = { adverts: AdminReviewItem[]; pagination: Pagination };

/** GET /api/admin/verifications — selfies waiting for an operator (or decided ones). */
export async function getVerifications(status: VerificationFilter, page: number, signal?: AbortSignal) {
  return (await api<VerificationList>('admin/verifications', { query: { status, page }, signal })).data;
}

export const adminVerificationsKey = ['admin', 'verifications'] as const;

export const useAdminVerifications = (status: VerificationFilter, page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...adminVerificationsKey, status, page],
      queryFn: ({ signal }) => getVerifications(status, page, signal),
      placeholderData: keepPreviousData,
    }),
  );

export type Decision = { id: number; approve: true } | ({ id: number; approve: false } & TrustRejectBody);

/** POST /api/admin/verifications/{id}/approve | reject { reason }. */
export async function decideVerification(decision: Decision) {
  return decision.approve
    ? api<{ verification: AdminVerification }>(`admin/verifications/${decision.id}/approve`, {
        method: 'POST',
      })
    : api<{ verification: AdminVerification }>(`admin/verifications/${decision.id}/reject`, {
        method: 'POST',
        body: { reason: decision.reason },
      });
}

export function useDecideVerification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideVerification,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminVerificationsKey }),
  });
}

/** GET /api/admin/review — adverts and photos waiting for review. */
export async function getReviewQueue(page: number, signal?: AbortSignal) {
  return (await api<ReviewList>('admin/review', { query: { page }, signal })).data;
}

export const adminReviewKey = ['admin', 'review'] as const;

export const useReviewQueue = (page: number) =>
  useQuery(
    queryOptions({
      queryKey: [...adminReviewKey, page],
      queryFn: ({ signal }) => getReviewQueue(page, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /api/admin/review/{id}/approve | reject { reason }. */
export async function decideReview(decision: Decision) {
  return decision.approve
    ? api<{ advert: AdminReviewItem }>(`admin/review/${decision.id}/approve`, { method: 'POST' })
    : api<{ advert: AdminReviewItem }>(`admin/review/${decision.id}/reject`, {
        method: 'POST',
        body: { reason: decision.reason },
      });
}

export function useDecideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideReview,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminReviewKey }),
  });
}
