/** Advertiser accounts: registration, one-time codes, sign-in and password reset. Other modules use only what this file exports. */
export { default as authRoutes } from './routes.ts';
