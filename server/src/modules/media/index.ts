/** Serving uploaded photos and videos, and sweeping files no row references. Other modules use only what this file exports. */
export { default as mediaRoutes } from './routes.ts';
export { startMediaSweep } from './sweep.ts';
export { addStoredMedia } from './service.ts';
