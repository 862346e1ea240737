import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAuditQuery, auditEntry } from '@velvet/contract';
import { listRoute } from '../shared/routes.ts';
import { listAudit } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/audit-log',
    {
      summary: 'Every admin action: who, what, when, before and after',
      query: adminAuditQuery,
      key: 'entries',
      row: auditEntry,
    },
    listAudit,
  );
};

export default routes;
