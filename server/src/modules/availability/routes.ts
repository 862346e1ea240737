import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { availabilityResponse, availableBody } from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { availability, endAvailability, startAvailability } from './service.ts';

const bearer = [{ bearer: [] }];
const tags = ['profile'];

/** "Available now" of the signed-in advertiser; the token decides whose advert it is. */
const routes: FastifyPluginAsyncZod = async (app) => {
  // A start or an end: the account is checked before body validation (without a token the answer is
  // 401, whatever the body), and both have the same rate limit.
  const change = {
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  };
  app.get(
    '/account/available',
    {
      onRequest: app.requireAccount,
      schema: {
        tags,
        security: bearer,
        summary: '"Available now" state: until when, starts left today',
        response: { 200: availabilityResponse },
      },
    },
    async (request) => ok(request.lang, await availability(app.deps, request.account!.id)),
  );

  app.post(
    '/account/available',
    {
      ...change,
      schema: {
        tags,
        security: bearer,
        summary: 'Show the advert as available now for 1–12 hours (at most twice a day)',
        body: availableBody,
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const data = await startAvailability(app.deps, request.account!.id, request.body.hours);
      app.listCache.clear();
      return ok(request.lang, data, 'revisit.available.started');
    },
  );

  app.delete(
    '/account/available',
    {
      ...change,
      schema: {
        tags,
        security: bearer,
        summary: 'End "available now"',
        response: { 200: availabilityResponse },
      },
    },
    async (request) => {
      const data = await endAvailability(app.deps, request.account!.id);
      app.listCache.clear();
      return ok(request.lang, data, 'revisit.available.ended');
    },
  );
};

export default routes;
