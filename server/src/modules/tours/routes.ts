import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { tourBody, tourParams, tourResponse, toursResponse } from '@velvet/contract';
import { accountDoc, accountRead, declareCall, emptyAnswer } from '../../plugins/calls.ts';
import { addTour, listTours, removeTour } from './service.ts';

/**
 * The signed-in advertiser's tours; the token decides whose. Adding or removing one empties the answer
 * cache like every write (plugins/list-cache.ts), so the lists show the change at once.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const change = {
    onRequest: app.requireAccount,
    config: { rateLimit: { max: 30, timeWindow: '10 minutes' } },
  };
  accountRead(app, '/account/tours', 'Tours not yet over', toursResponse, async (id) => ({
    tours: await listTours(app.deps, id),
  }));

  declareCall(app, {
    method: 'POST',
    url: '/account/tours',
    ...change,
    doc: accountDoc('Add a tour: a postcode or town, first and last day (Danish dates, at most 14 days)'),
    body: tourBody,
    response: tourResponse,
    message: 'tools.tours.added',
    run: async ({ accountId, body }) => ({ tour: await addTour(app.deps, accountId, body) }),
  });

  declareCall(app, {
    method: 'DELETE',
    url: '/account/tours/:id',
    ...change,
    doc: accountDoc('Remove a tour (a running one ends now)'),
    params: tourParams,
    response: emptyAnswer,
    message: 'tools.tours.removed',
    run: ({ accountId, params }) => removeTour(app.deps, accountId, params.id),
  });
};

export default routes;
