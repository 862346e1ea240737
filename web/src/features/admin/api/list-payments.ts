import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPayment, AdminPaymentsQuery, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

type Data = { payments: AdminPayment[]; pagination: Pagination };

/** GET admin/payments?status=&account=&package_id=&page= */
export const listPayments = async (query: AdminPaymentsQuery) =>
  (await api<Data>('admin/payments', { query })).data;
export const paymentsQuery = (query: AdminPaymentsQuery) =>
  queryOptions({
    queryKey: adminKeys.payments(query),
    queryFn: () => listPayments(query),
    placeholderData: keepPreviousData,
  });
export const usePayments = (query: AdminPaymentsQuery) => useQuery(paymentsQuery(query));
