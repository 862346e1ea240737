import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  checkInBody,
  checkInResponse,
  confirmContactBody,
  emergencyContactBody,
  envelope,
  translate,
} from '@velvet/contract';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import {
  checkInState,
  confirmContact,
  endCheckIn,
  removeContact,
  setContact,
  startCheckIn,
  sweepCheckIns,
} from './service.ts';

const bearer = [{ bearer: [] }];
const tags = ['profile'];
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
  const schema = (summary: string) => ({
    tags,
    security: bearer,
    summary,
    response: { 200: checkInResponse },
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

  app.get(
    '/account/check-in',
    { onRequest: app.requireAccount, schema: schema('The running check-in and the emergency contact') },
    async (request) => ok(request.lang, await checkInState(app.deps, request.account!.id)),
  );

  app.post(
    '/account/check-in',
    { ...change, schema: { ...schema('Start a check-in: 15 minutes to 12 hours'), body: checkInBody } },
    async (request) =>
      ok(
        request.lang,
        await startCheckIn(app.deps, request.account!.id, request.body),
        'tools.check_in.started',
      ),
  );

  app.delete(
    '/account/check-in',
    { ...change, schema: schema('"I\'m safe": end the check-in, its note deleted') },
    async (request) =>
      ok(request.lang, await endCheckIn(app.deps, request.account!.id), 'tools.check_in.ended'),
  );

  app.post(
    '/account/emergency-contact',
    {
      ...change,
      schema: {
        ...schema('Name the emergency contact; they confirm by an emailed link'),
        body: emergencyContactBody,
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

  app.delete(
    '/account/emergency-contact',
    { ...change, schema: schema('Remove the emergency contact') },
    async (request) =>
      ok(request.lang, await removeContact(app.deps, request.account!.id), 'tools.contact.removed'),
  );

  app.post(
    '/emergency-contact/confirm',
    {
      config: { rateLimit: { max: 20, timeWindow: '10 minutes' }, keepsAnswers: true },
      schema: {
        tags,
        summary: 'The contact confirms by the token of the emailed link',
        body: confirmContactBody,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await confirmContact(app.deps, request.body.token);
      return ok(request.lang, {}, 'tools.contact.confirmed');
    },
  );
};

export default routes;
