import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminEscalation,
  adminEscalationsQuery,
  escalationBody,
  escalationCloseBody,
} from '@velvet/contract';
import { createRoute, listRoute, rowRoute } from '../shared/routes.ts';
import { closeEscalation, listEscalations, recordEscalation } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/escalations',
    {
      summary: 'Escalations to the police (open ones oldest first)',
      query: adminEscalationsQuery,
      key: 'escalations',
      row: adminEscalation,
    },
    listEscalations,
  );
  createRoute(
    app,
    '/escalations',
    {
      summary:
        'Record that a safety finding or a report was reported to the police (date, case number, note)',
      body: escalationBody,
      key: 'escalation',
      row: adminEscalation,
      message: 'escalations.recorded',
    },
    recordEscalation,
  );
  rowRoute(
    app,
    'POST',
    '/escalations/:id/close',
    {
      summary: 'Close an open escalation with a note',
      body: escalationCloseBody,
      key: 'escalation',
      row: adminEscalation,
      message: 'escalations.closed',
    },
    closeEscalation,
  );
};

export default routes;
