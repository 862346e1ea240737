import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MonthlyTotal } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** GET admin/payments/monthly — completed payments per month and currency. */
const monthlyTotals = async () =>
  (await api<{ months: MonthlyTotal[] }>('admin/payments/monthly')).data.months;
const monthlyQuery = () => queryOptions({ queryKey: adminKeys.monthly(), queryFn: monthlyTotals });
export const useMonthlyTotals = () => useQuery(monthlyQuery());
