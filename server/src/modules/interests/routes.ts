import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** interests routes (mounted under /api). */
const routes: FastifyPluginAsyncZod = async (_app) => {};

export default routes;
