import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityResponse, availableBody } from '@velvet/contract';
import { accountSwitchRoutes } from '../../plugins/account-switch.ts';
import { availability, endAvailability, startAvailability } from './service.ts';

/** "Available now" of the signed-in advertiser; the token decides whose advert it is. */
const routes: FastifyPluginAsyncZod = async (app) => {
  accountSwitchRoutes(app, {
    path: '/account/available',
    response: availabilityResponse,
    body: availableBody,
    summaries: {
      state: '"Available now" state: until when, starts left today',
      start: 'Show the advert as available now for 1–12 hours (at most twice a day)',
      end: 'End "available now"',
    },
    messages: { start: 'revisit.available.started', end: 'revisit.available.ended' },
    state: (id) => availability(app.deps, id),
    start: (id, body) => startAvailability(app.deps, id, body.hours),
    end: (id) => endAvailability(app.deps, id),
  });
};

export default routes;
