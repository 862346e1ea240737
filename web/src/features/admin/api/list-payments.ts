import type { AdminPayment, AdminPaymentsQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/payments?status=&account=&package_id=&page= */
const paymentsList = pagedList<AdminPaymentsQuery, { payments: AdminPayment[] }>(
  'admin/payments',
  adminKeys.payments,
);
export const usePayments = paymentsList.usePage;
