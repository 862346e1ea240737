/** The back-office: operators' routes under /api/admin, one file per area. */
export { default as adminRoutes } from './routes.ts';
