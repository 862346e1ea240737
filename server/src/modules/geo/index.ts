/** Postcode lookup and place suggestions for the address fields. Other modules use only what this file exports. */
export { default as geoRoutes } from './routes.ts';
