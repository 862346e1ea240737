import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pauseBody, pauseResponse } from '@velvet/contract';
import { accountSwitchRoutes } from '../../plugins/account-switch.ts';
import { endPause, pauseState, startPause } from './service.ts';

/**
 * Pausing the signed-in advertiser's advert; the token decides whose advert it is. Once the advertiser is
 * told it is paused, no list shows it: the write empties every instance's answer cache first.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  accountSwitchRoutes(app, {
    path: '/account/pause',
    response: pauseResponse,
    body: pauseBody,
    summaries: {
      state: 'Whether the advert is paused, and until when',
      start: 'Pause the advert now; with starts_at it shows again by itself then',
      end: 'Show the advert again now',
    },
    messages: { start: 'tools.pause.paused', end: 'tools.pause.resumed' },
    state: (id) => pauseState(app.deps, id),
    start: (id, body) => startPause(app.deps, id, body.starts_at),
    end: (id) => endPause(app.deps, id),
  });
};

export default routes;
