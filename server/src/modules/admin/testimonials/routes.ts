import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminTestimonial, adminTestimonialsQuery } from '@velvet/contract';
import { decisionRoutes, listRoute } from '../shared/routes.ts';
import { listTestimonials, moderateTestimonial } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/testimonials',
    {
      summary: 'Testimonials by status (pending first by default)',
      query: adminTestimonialsQuery,
      key: 'testimonials',
      row: adminTestimonial,
    },
    listTestimonials,
  );
  decisionRoutes(
    app,
    '/testimonials',
    undefined,
    {
      approve: { summary: 'Approve a testimonial', message: 'admin.testimonial_approved' },
      reject: { summary: 'Reject a testimonial', message: 'admin.testimonial_rejected' },
    },
    (verb, deps, actor, id) =>
      moderateTestimonial(deps, actor, id, verb === 'approve' ? 'approved' : 'rejected'),
  );
};

export default routes;
