/** Duos: two public adverts linked by their advertisers. Other modules use only what this file exports. */
export { default as duoRoutes } from './routes.ts';
export { inPublicDuo, publicPartnerJson, publicPartners, type Partner } from './repo.ts';
