import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInBody,
  checkInResponse,
  confirmContactBody,
  emergencyContactBody,
  translate,
  type MessageKey,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { accountDoc, accountRead, declareCall, emptyAnswer } from '../../plugins/calls.ts';
import {
  checkInState,
  confirmContact,
  endCheckIn,
  removeContact,
  setContact,
  startCheckIn,
  sweepCheckIns,
} from './service.ts';

/** How often each instance looks for check-ins to remind of or to fire (claims make it once in all). */
const SWEEP_MS = 30_000;

/**
 * The safety check-in of the signed-in advertiser (the token decides whose), the emergency contact it
 * alerts, and the contact's confirmation link. Never answered from the list cache: nothing here is public.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const change = {
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' }, keepsAnswers: true },
  };
  /** Ending the check-in or removing the contact: each answers the state of both, as the GET does. */
  const removal = (
    url: string,
    summary: string,
    run: (accountId: number) => Promise<object>,
    message: MessageKey,
  ) =>
    declareCall(app, {
      method: 'DELETE',
      url,
      ...change,
      doc: accountDoc(summary),
      response: checkInResponse,
      message,
      run: ({ accountId }) => run(accountId),
    });

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(() => {
      sweepCheckIns(app.deps).catch((error: unknown) =>
        app.log.error({ err: error }, 'check-in sweep failed'),
      );
    }, SWEEP_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));

  accountRead(
    app,
    '/account/check-in',
    'The running check-in and the emergency contact',
    checkInResponse,
    (id) => checkInState(app.deps, id),
  );

  declareCall(app, {
    method: 'POST',
    url: '/account/check-in',
    ...change,
    doc: accountDoc('Start a check-in: 15 minutes to 12 hours'),
    body: checkInBody,
    response: checkInResponse,
    message: 'tools.check_in.started',
    run: ({ accountId, body }) => startCheckIn(app.deps, accountId, body),
  });

  removal(
    '/account/check-in',
    '"I\'m safe": end the check-in, its note deleted',
    (id) => endCheckIn(app.deps, id),
    'tools.check_in.ended',
  );

  app.post(
    '/account/emergency-contact',
    {
      ...change,
      schema: {
        ...accountDoc('Name the emergency contact; they confirm by an emailed link'),
        body: emergencyContactBody,
        response: { 200: checkInResponse },
      },
    },
    async (request) => {
      const data = await setContact(app.deps, request.account!.id, request.body, request.lang);
      return {
        ...ok(request.lang, data),
        message: translate(request.lang, 'tools.contact.saved', { name: request.body.name }),
      };
    },
  );

  removal(
    '/account/emergency-contact',
    'Remove the emergency contact',
    (id) => removeContact(app.deps, id),
    'tools.contact.removed',
  );

  declareCall(app, {
    method: 'POST',
    url: '/emergency-contact/confirm',
    config: { rateLimit: { max: 20, timeWindow: '10 minutes' }, keepsAnswers: true },
    doc: { tags: ['profile'], summary: 'The contact confirms by the token of the emailed link' },
    body: confirmContactBody,
    response: emptyAnswer,
    message: 'tools.contact.confirmed',
    run: ({ body }) => confirmContact(app.deps, body.token),
  });
};

export default routes;
