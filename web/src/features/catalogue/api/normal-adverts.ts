import { useQuery } from '@tanstack/react-query';
import { api, type ApiCall } from '../../../lib/api';
import { advertListOptions } from './advert-list';

/** GET escort/normal — the plain catalogue, ranked validated → featured → recently updated. */
export const normalAdvertsOptions = (page: number, pageSize: number, call: ApiCall = api) =>
  advertListOptions(
    ['adverts', 'normal', page, pageSize],
    'escort/normal',
    { page, page_size: pageSize },
    call,
  );

export const useNormalAdverts = (page: number, pageSize: number) =>
  useQuery(normalAdvertsOptions(page, pageSize));
