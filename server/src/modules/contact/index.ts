/** The home page contact form, stored for operators and mailed to support. Other modules use only what this file exports. */
export { default as contactRoutes } from './routes.ts';
