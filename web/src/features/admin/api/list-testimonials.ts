import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminTestimonial, AdminTestimonialsQuery, Pagination } from '@velvet/contract';
import { api } from '../../../lib/api';
import { adminKeys } from './keys';

type Data = { testimonials: AdminTestimonial[]; pagination: Pagination };

/** GET admin/testimonials?status=&page= */
export const listTestimonials = async (query: AdminTestimonialsQuery) =>
  (await api<Data>('admin/testimonials', { query })).data;
export const testimonialsQuery = (query: AdminTestimonialsQuery) =>
  queryOptions({
    queryKey: adminKeys.testimonials(query),
    queryFn: () => listTestimonials(query),
    placeholderData: keepPreviousData,
  });
export const useTestimonials = (query: AdminTestimonialsQuery) => useQuery(testimonialsQuery(query));
