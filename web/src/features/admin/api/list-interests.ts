import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminInterest } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** GET admin/interests — with how many adverts use each. */
const listInterests = async () =>
  (await api<{ interests: AdminInterest[] }>('admin/interests')).data.interests;
const interestsQuery = () => queryOptions({ queryKey: adminKeys.interests(), queryFn: listInterests });
export const useAdminInterests = () => useQuery(interestsQuery());
