import fp from 'fastify-plugin';
import { createStatsCounter } from './service.ts';

type StatsCounter = ReturnType<typeof createStatsCounter>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts views, clicks and booking requests once per address, advert and day (service.ts). */
    statsCounter: StatsCounter;
  }
}

/**
 * One counter for the whole app: the beacon and the booking form count through the same "first today"
 * memory (or Redis set), and what is still in memory is written before the database closes.
 */
export default fp<{ flushEveryMs?: number }>(
  async (app, options) => {
    const counter = createStatsCounter(app.deps, app.log, options);
    app.decorate('statsCounter', counter);
    app.addHook('onClose', async () => counter.close());
  },
  { name: 'stats-counter', dependencies: ['deps'] },
);
