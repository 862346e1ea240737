import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { duoAcceptBody, duoInviteBody, duoResponse } from '@velvet/contract';
import { accountDoc, accountRead, declareCall } from '../../plugins/calls.ts';
import { accept, duoState, end, invite } from './service.ts';

/**
 * The signed-in advertiser's duo; the token decides whose. Every change empties the answer cache like
 * every write (plugins/list-cache.ts), so both adverts show the duo, or stop showing it, at once.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const change = {
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  };
  accountRead(app, '/account/duo', 'The duo, the invitation sent and those received', duoResponse, (id) =>
    duoState(app.deps, id),
  );
  declareCall(app, {
    method: 'POST',
    url: '/account/duo',
    ...change,
    doc: accountDoc("Invite another public advert to a duo by its page's link (at most 5 a day)"),
    body: duoInviteBody,
    response: duoResponse,
    message: 'field_tools.duo.invited',
    run: ({ accountId, body }) => invite(app.deps, accountId, body.advert_link),
  });
  declareCall(app, {
    method: 'POST',
    url: '/account/duo/accept',
    ...change,
    doc: accountDoc('Accept the duo invitation of the advert `guid`'),
    body: duoAcceptBody,
    response: duoResponse,
    message: 'field_tools.duo.accepted',
    run: ({ accountId, body }) => accept(app.deps, accountId, body.guid),
  });
  declareCall(app, {
    method: 'DELETE',
    url: '/account/duo',
    ...change,
    doc: accountDoc('End the duo at once, and every open invitation sent or received'),
    response: duoResponse,
    message: 'field_tools.duo.ended',
    run: ({ accountId }) => end(app.deps, accountId),
  });
};

export default routes;
