/** Health, readiness and the other routes outside /api. Other modules use only what this file exports. */
export { default as systemRoutes } from './routes.ts';
