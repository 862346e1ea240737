/** What other modules may use of the trust checks: the hook their advert writes call. */
export { afterAdvertSaved } from './service.ts';
export { default as trustRoutes } from './routes.ts';
