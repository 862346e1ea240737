/** Pausing an advert: out of every public answer until resumed, the package's days kept meanwhile. */
export { default as pauseRoutes } from './routes.ts';
