import fp from 'fastify-plugin';
import type { AppDeps } from '../deps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}

export default fp<{ deps: AppDeps }>(
  async (app, { deps }) => {
    app.decorate('deps', deps);
  },
  { name: 'deps' },
);
