import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { retireBody } from '@velvet/contract';
import { accountDoc, declareCall, emptyAnswer } from '../../plugins/calls.ts';
import { retire } from './service.ts';

/** `POST /api/account/retire`: the advertiser stops; the token decides whose account it is. */
const routes: FastifyPluginAsyncZod = async (app) => {
  declareCall(app, {
    method: 'POST',
    url: '/account/retire',
    // Before body validation: without a token the answer is 401, whatever the body.
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    doc: accountDoc(
      'Erase the account as deletion does, answer 410 Gone with noindex on the advert’s old addresses, and keep the photos’ hashes against re-upload only when asked; 403 security.reauth_required unless this session re-authenticated within 5 minutes',
    ),
    body: retireBody,
    response: emptyAnswer,
    message: 'accounts.retired',
    run: ({ request, body }) =>
      retire(
        app.deps,
        { id: request.account!.id, tokenId: request.account!.tokenId },
        body.keep_photo_hashes,
      ),
  });
};

export default routes;
