/** Reports visitors file against an advert, for the operators' queue. Other modules use only what this file exports. */
export { default as reportsRoutes } from './routes.ts';
