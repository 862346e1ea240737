import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReport, adminReportsQuery, reportDecisionRequest } from '@velvet/contract';
import { decisionRoutes, listRoute } from '../shared/routes.ts';
import { decideReport, listReports } from './service.ts';

const emailed = 'a report with a note; the reporter is emailed if they left an address';

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/reports',
    {
      summary: 'The reports queue (open first, underage and trafficking on top)',
      query: adminReportsQuery,
      key: 'reports',
      row: adminReport,
    },
    listReports,
  );
  decisionRoutes(
    app,
    '/reports',
    reportDecisionRequest,
    {
      resolve: { summary: `Resolve ${emailed}`, message: 'admin.report_resolved' },
      dismiss: { summary: `Dismiss ${emailed}`, message: 'admin.report_dismissed' },
    },
    (verb, deps, actor, id, body) =>
      decideReport(deps, actor, id, verb === 'resolve' ? 'resolved' : 'dismissed', body.note),
  );
};

export default routes;
