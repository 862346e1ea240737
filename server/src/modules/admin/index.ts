/** The back-office: operators' routes under /api/admin, one folder per area (routes, service, repo), shared helpers in shared/. */
export { default as adminRoutes } from './routes.ts';
