import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** booking routes (mounted under /api). */
const routes: FastifyPluginAsyncZod = async (_app) => {};

export default routes;
