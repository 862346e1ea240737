import type { AdminTestimonial, AdminTestimonialsQuery } from '@velvet/contract';
import { adminKeys } from './keys';
import { pagedList } from './paged-list';

/** GET admin/testimonials?status=&page= */
const testimonialsList = pagedList<AdminTestimonialsQuery, { testimonials: AdminTestimonial[] }>(
  'admin/testimonials',
  adminKeys.testimonials,
);
export const useTestimonials = testimonialsList.usePage;
