/** The mail outbox as operators see it under /api/admin/mail. Other modules use only what this file exports. */
export { default as outboxRoutes } from './routes.ts';
