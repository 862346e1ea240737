/** Age check with MitID through an identity broker. Other modules use only what this file exports. */
export { default as ageCheckRoutes } from './routes.ts';
export { ageCheckOf } from './service.ts';
