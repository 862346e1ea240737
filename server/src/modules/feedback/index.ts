/** Testimonials visitors leave on an advert, shown once an operator approves them. Other modules use only what this file exports. */
export { default as feedbackRoutes } from './routes.ts';
export { testimonialColumns } from './repo.ts';
