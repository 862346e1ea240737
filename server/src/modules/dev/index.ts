/** Development-only pages: the dev outbox and the local checkout (never in production). Other modules use only what this file exports. */
export { default as devRoutes } from './routes.ts';
