/** Advertiser accounts: registration, one-time codes, sign-in and password reset. Other modules use only what this file exports. */
export { default as authRoutes } from './routes.ts';
export { insertMedia, knownInterestIds, replaceInterests } from './repo.ts';
// Account security finishes a sign-in once its second factor is proven, and limits its codes like ours.
export { finishLogin } from './service.ts';
export { keyedLimiter } from './rate-limits.ts';
export { findAccountById, type AccountRow } from './repo.ts';
