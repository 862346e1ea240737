/** Retiring an advertiser: erased, with a tombstone of her advert's public id. Other modules use only what this file exports. */
export { default as retireRoutes } from './routes.ts';
