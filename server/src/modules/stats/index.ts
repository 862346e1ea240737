/** View and contact counts per advert and day, without visitor identifiers. Other modules use only what this file exports. */
export { default as statsRoutes } from './routes.ts';
export { default as statsCounterPlugin } from './counter.ts';
export { addDays, statsDay } from './days.ts';
