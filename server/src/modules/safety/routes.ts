import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountSafetyResponse,
  adminSafetyFlagResponse,
  adminSafetyQuery,
  adminSafetyResponse,
  hashListImportBody,
  hashListImportResponse,
} from '@velvet/contract';
import { accountRead, adminDoc, declareCall, idParams, operatorCalls } from '../../plugins/calls.ts';
import * as service from './service.ts';

/**
 * The quick exit without a script: the header's "Quick exit" link points here, and the answer sends the
 * browser on to the neutral site (QUICK_EXIT_URL), telling it nothing of where it came from.
 */
export const quickExitRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/exit', { schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .redirect(app.deps.config.quickExitUrl, 303),
  );
};

/**
 * Safety screening under /api: the advertiser's one fact (a photo is being checked) and the operators'
 * safety queue and hash-list import (admin role, checked before the body is read).
 */
export const safetyRoutes: FastifyPluginAsyncZod = async (app) => {
  accountRead(
    app,
    '/account/safety',
    'Whether a photo of the advert is being checked',
    accountSafetyResponse,
    (id) => service.accountSafety(app.deps, id),
  );

  await operatorCalls(app, '/admin/safety', (ops) => {
    declareCall(ops, {
      method: 'GET',
      url: '/',
      doc: adminDoc('Open findings of the safety screening, oldest first'),
      querystring: adminSafetyQuery,
      response: adminSafetyResponse,
      run: ({ query }) => service.safetyQueue(app.deps, query.page),
    });
    declareCall(ops, {
      method: 'POST',
      url: '/:id/clear',
      doc: adminDoc('Clear a finding: nothing wrong (the advert is released unless something else holds it)'),
      params: idParams,
      response: adminSafetyFlagResponse,
      message: 'safety.flag_cleared',
      run: async ({ accountId, params }) => ({
        flag: await service.clearFlag(app.deps, { id: accountId }, params.id),
      }),
    });
    declareCall(ops, {
      method: 'POST',
      url: '/hash-lists',
      // 100 000 hashes of 16 digits and their line ends.
      bodyLimit: 2 * 1024 * 1024,
      doc: adminDoc('Import a list of hashes of known abusive images (one 16-hex-digit pHash per line)'),
      body: hashListImportBody,
      response: hashListImportResponse,
      message: 'safety.hash_list_imported',
      run: ({ accountId, body }) => service.importHashList(app.deps, { id: accountId }, body),
    });
  });
};
