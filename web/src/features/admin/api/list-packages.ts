import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminPackage } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** GET admin/catalogue/packages — every package, active or not. */
const listPackages = async () =>
  (await api<{ packages: AdminPackage[] }>('admin/catalogue/packages')).data.packages;
const packagesQuery = () => queryOptions({ queryKey: adminKeys.packages(), queryFn: listPackages });
export const usePackages = () => useQuery(packagesQuery());
