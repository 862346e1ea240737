import type { AdminAdvertRow, AdminAdvertsQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/adverts?q=&status=&page= */
const advertsList = pagedList<AdminAdvertsQuery, { adverts: AdminAdvertRow[] }>(
  'admin/adverts',
  adminKeys.adverts,
);
export const useAdverts = advertsList.usePage;
