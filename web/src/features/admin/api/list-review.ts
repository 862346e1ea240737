import type { AdminReviewItem, AdminReviewQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/review?page= — adverts and photos waiting for an operator, oldest first. */
const reviewList = pagedList<AdminReviewQuery, { adverts: AdminReviewItem[] }>(
  'admin/review',
  adminKeys.review,
);
export const useReviewQueue = reviewList.usePage;
