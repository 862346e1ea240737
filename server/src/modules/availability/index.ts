/** "Available now": an advertiser shows a badge for a few hours. Other modules use only what this file exports. */
export { default as availabilityRoutes } from './routes.ts';
