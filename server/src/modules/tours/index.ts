/** Touring: an advert found in another town for a few days, back home by itself after. */
export { default as toursRoutes } from './routes.ts';
