import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { envelope, tourBody, tourParams, tourResponse, toursResponse } from '@velvet/contract';
import { z } from 'zod';
import { ok } from '../../lib/envelope.ts';
import { addTour, listTours, removeTour } from './service.ts';

const bearer = [{ bearer: [] }];
const tags = ['profile'];

/**
 * The signed-in advertiser's tours; the token decides whose. Adding or removing one empties the answer
 * cache like every write (plugins/list-cache.ts), so the lists show the change at once.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const change = {
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  };
  app.get(
    '/account/tours',
    {
      onRequest: app.requireAccount,
      schema: { tags, security: bearer, summary: 'Tours not yet over', response: { 200: toursResponse } },
    },
    async (request) => ok(request.lang, { tours: await listTours(app.deps, request.account!.id) }),
  );

  app.post(
    '/account/tours',
    {
      ...change,
      schema: {
        tags,
        security: bearer,
        summary: 'Add a tour: a postcode or town, first and last day (Danish dates, at most 14 days)',
        body: tourBody,
        response: { 200: tourResponse },
      },
    },
    async (request) => {
      const tour = await addTour(app.deps, request.account!.id, request.body);
      return ok(request.lang, { tour }, 'tools.tours.added');
    },
  );

  app.delete(
    '/account/tours/:id',
    {
      ...change,
      schema: {
        tags,
        security: bearer,
        summary: 'Remove a tour (a running one ends now)',
        params: tourParams,
        response: { 200: envelope(z.object({})) },
      },
    },
    async (request) => {
      await removeTour(app.deps, request.account!.id, request.params.id);
      return ok(request.lang, {}, 'tools.tours.removed');
    },
  );
};

export default routes;
