import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** media routes (mounted under /api). */
const routes: FastifyPluginAsyncZod = async (_app) => {};

export default routes;
