import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminOverview } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** GET admin/overview — also how the back-office learns whether the stored token is an admin's. */
const getOverview = async () => (await api<AdminOverview>('admin/overview')).data;
const overviewQuery = () =>
  queryOptions({ queryKey: adminKeys.overview(), queryFn: getOverview, retry: false });
export const useOverview = (enabled = true) => useQuery({ ...overviewQuery(), enabled });
