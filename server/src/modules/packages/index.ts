/** Packages an advertiser can buy, and the periods an account bought. Other modules use only what this file exports. */
export { default as packagesRoutes } from './routes.ts';
export { accountPackages } from './service.ts';
export { findActivePackage, findPackage } from './repo.ts';
