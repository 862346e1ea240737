import type { AdminVerification, AdminVerificationsQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/verifications?status=&page= — selfies waiting for an operator, or decided ones. */
const verificationsList = pagedList<AdminVerificationsQuery, { verifications: AdminVerification[] }>(
  'admin/verifications',
  adminKeys.verifications,
);
export const useVerifications = verificationsList.usePage;
