import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  accountAgeCheckResponse,
  ageCheckCallbackBody,
  ageCheckResult,
  ageCheckStartResponse,
  envelope,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { accountDoc, accountRead, declareCall } from '../../plugins/calls.ts';
import * as service from './service.ts';

/**
 * The age check of the signed-in advertiser: whether it is offered and its latest answer, start (the
 * broker's sign-in address), and the answer the browser brings back. The token decides whose check it is.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  accountRead(
    app,
    '/account/age-check',
    'Age check with MitID: offered?, latest answer',
    accountAgeCheckResponse,
    (id) => service.accountAgeCheck(app.deps, id),
  );
  declareCall(app, {
    method: 'POST',
    url: '/account/age-check',
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 20, timeWindow: '1 hour' } },
    doc: accountDoc(
      "Start an age check with MitID: answers the broker's sign-in address to send the browser to",
    ),
    response: ageCheckStartResponse,
    message: 'age_check.started',
    run: ({ request }) => service.startAgeCheck(app.deps, request.account!, request.log),
  });
  app.post(
    '/account/age-check/callback',
    {
      onRequest: app.requireAccount,
      config: { rateLimit: { max: 30, timeWindow: '1 hour' } },
      schema: {
        ...accountDoc("The broker's answer as the browser came back with it (its query string)"),
        body: ageCheckCallbackBody,
        response: { 200: envelope(ageCheckResult) },
      },
    },
    async (request) => {
      const { data, message } = await service.finishAgeCheck(
        app.deps,
        request.account!,
        request.body.query,
        request.log,
      );
      return ok(request.lang, data, message);
    },
  );
};

export default routes;
