/** The list of interests adverts can name. Other modules use only what this file exports. */
export { default as interestsRoutes } from './routes.ts';
export { knownInterestIds, setAdvertInterests } from './service.ts';
