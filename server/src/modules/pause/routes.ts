import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pauseBody, pauseResponse } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { endPause, pauseState, startPause } from './service.ts';

const bearer = [{ bearer: [] }];
const tags = ['profile'];

/**
 * Pausing the signed-in advertiser's advert; the token decides whose advert it is. Like every write, a
 * pause empties the answer cache of every instance before its answer leaves (plugins/list-cache.ts): once
 * the advertiser is told it is paused, no list shows it.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const change = {
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  };
  app.get(
    '/account/pause',
    {
      onRequest: app.requireAccount,
      schema: {
        tags,
        security: bearer,
        summary: 'Whether the advert is paused, and until when',
        response: { 200: pauseResponse },
      },
    },
    async (request) => ok(request.lang, await pauseState(app.deps, request.account!.id)),
  );

  app.post(
    '/account/pause',
    {
      ...change,
      schema: {
        tags,
        security: bearer,
        summary: 'Pause the advert now; with starts_at it shows again by itself then',
        body: pauseBody,
        response: { 200: pauseResponse },
      },
    },
    async (request) => {
      const data = await startPause(app.deps, request.account!.id, request.body.starts_at);
      return ok(request.lang, data, 'tools.pause.paused');
    },
  );

  app.delete(
    '/account/pause',
    {
      ...change,
      schema: {
        tags,
        security: bearer,
        summary: 'Show the advert again now',
        response: { 200: pauseResponse },
      },
    },
    async (request) => {
      const data = await endPause(app.deps, request.account!.id);
      return ok(request.lang, data, 'tools.pause.resumed');
    },
  );
};

export default routes;
