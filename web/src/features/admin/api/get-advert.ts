import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminAdvertDetail } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

/** GET admin/adverts/:id — all data, consents and media of one advert. */
const getAdvert = async (id: number) =>
  (await api<{ advert: AdminAdvertDetail }>(`admin/adverts/${id}`)).data.advert;
const advertQuery = (id: number) =>
  queryOptions({ queryKey: adminKeys.advert(id), queryFn: () => getAdvert(id) });
export const useAdvert = (id: number) => useQuery(advertQuery(id));
