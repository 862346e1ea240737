/** The signed-in advertiser's own account: profile, featured days, export and deletion. Other modules use only what this file exports. */
export { default as profileRoutes } from './routes.ts';
export { deleteAdvertiser, mediaOf } from './repo.ts';
