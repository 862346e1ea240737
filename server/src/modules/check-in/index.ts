/** Safety check-in: a timed check-in that alerts a confirmed emergency contact when it runs out. */
export { default as checkInRoutes } from './routes.ts';
