/** Booking requests from visitors, stored and mailed to the advertiser. Other modules use only what this file exports. */
export { default as bookingRoutes } from './routes.ts';
