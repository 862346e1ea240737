import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountDecisionsResponse,
  adminAppealResponse,
  adminAppealsQuery,
  adminAppealsResponse,
  appealDecideRequest,
  appealRequest,
  appealResponse,
} from '@velvet/contract';
import { accountDoc, adminDoc, declareCall, idParams, operatorCalls } from '../../plugins/calls.ts';
import * as service from './service.ts';

/**
 * Statements of reasons: the advertiser reads hers and appeals one (/api/account/decisions); operators
 * answer appeals (/api/admin/appeals).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  declareCall(app, {
    method: 'GET',
    url: '/account/decisions',
    onRequest: app.requireAccount,
    doc: accountDoc('Every decision that restricted the advert or lifted a restriction, newest first'),
    response: accountDecisionsResponse,
    run: ({ accountId, lang }) => service.accountDecisions(app.deps, accountId, lang),
  });
  declareCall(app, {
    method: 'POST',
    url: '/account/decisions/:id/appeal',
    onRequest: app.requireAccount,
    // An appeal is read by a person: a handful a day is plenty, more is noise in their queue.
    config: { rateLimit: { max: 10, timeWindow: '1 day' } },
    doc: accountDoc('Appeal a decision (once, within six months), with reasons'),
    params: idParams,
    body: appealRequest,
    response: appealResponse,
    status: 201,
    message: 'decisions.appeal_sent',
    run: ({ accountId, params, body, lang }) =>
      service.appeal(app.deps, accountId, params.id, body.text, lang),
  });

  await operatorCalls(app, '/admin', (ops) => {
    declareCall(ops, {
      method: 'GET',
      url: '/appeals',
      doc: adminDoc('Appeals of decisions: open ones first, oldest first'),
      querystring: adminAppealsQuery,
      response: adminAppealsResponse,
      run: ({ query, lang }) => service.listAppeals(app.deps, query.page, lang),
    });
    declareCall(ops, {
      method: 'POST',
      url: '/appeals/:id/decide',
      doc: adminDoc('Answer an appeal: upheld or reversed (restores what was restricted), with reasons'),
      params: idParams,
      body: appealDecideRequest,
      response: adminAppealResponse,
      message: 'decisions.appeal_answered',
      run: ({ accountId, params, body, lang }) =>
        service.decideAppeal(app.deps, { id: accountId }, params.id, body, lang),
    });
  });
};

export default routes;
