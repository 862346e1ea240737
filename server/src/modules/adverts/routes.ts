import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  advertDetailResponse,
  type AdvertDetail,
  advertListResponse,
  featuredResponse,
  nearbyQuery,
  normalQuery,
  relatedResponse,
  searchQuery,
  translate,
  userPackageResponse,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import * as service from './service.ts';

// Malformed guids are answered 404 by the service (not 400): to a visitor it is simply no such advert.
const guidParams = z.object({ guid: z.string().max(100) });
const userIdParams = z.object({
  userId: z.coerce
    .number({ error: 'catalogue.errors.user_id_invalid' })
    .int('catalogue.errors.user_id_invalid')
    .min(1, 'catalogue.errors.user_id_invalid')
    .max(2_147_483_647, 'catalogue.errors.user_id_invalid'),
});

/**
 * The public catalogue (`escort/*`), mounted under /api. Only visible adverts (docs/product.md#visibility).
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['catalogue'];

  app.publicRead({
    url: '/escort/all',
    cached: true,
    tags,
    summary: 'Visible adverts nearest first from latitude/longitude (Copenhagen when absent), 9 per page',
    querystring: nearbyQuery,
    response: advertListResponse,
    load: ({ query }) => service.listNearby(app.deps, query),
  });

  app.publicRead({
    url: '/escort/search',
    cached: true,
    // The original web client sends its bearer token when it has one ("Bearer null" when it has not).
    preHandler: app.optionalAccount,
    tags,
    summary: 'Search visible adverts: sex, age bucket, address/city/zip text, zip prefix, all of interests',
    querystring: searchQuery,
    response: advertListResponse,
    load: ({ query }) => service.search(app.deps, query),
  });

  app.publicRead({
    url: '/escort/featured',
    cached: true,
    tags,
    summary: 'Adverts featured now, ranked (home carousel)',
    response: featuredResponse,
    load: async () => ({ escorts: await service.listFeatured(app.deps) }),
  });

  app.publicRead({
    url: '/escort/normal',
    cached: true,
    tags,
    summary: 'Every visible advert, ranked; page_size default 9, at most 100',
    querystring: normalQuery,
    response: advertListResponse,
    load: ({ query }) => service.listNormal(app.deps, query),
  });

  app.publicRead({
    url: '/escort/getById/:guid',
    cached: true,
    tags,
    summary: 'One visible advert',
    params: guidParams,
    response: advertDetailResponse,
    load: async ({ params, lang }) => ({
      escort: await service.getVisibleAdvert(app.deps, params.guid, lang),
    }),
  });

  app.publicRead({
    url: '/escort/getRelated/:guid',
    cached: true,
    tags,
    summary: 'Up to 8 related visible adverts: same city first, then same sex',
    params: guidParams,
    response: relatedResponse,
    load: async ({ params }) => ({ escorts: await service.listRelated(app.deps, params.guid) }),
  });

  app.get(
    '/escort/get-user-package/:userId',
    {
      preHandler: app.optionalAccount,
      config: { cachedAnswer: true },
      schema: {
        tags,
        summary: "A public advert's (or your own) package status; {} when none",
        params: userIdParams,
        response: { 200: userPackageResponse },
      },
    },
    async (request) => {
      const pkg = await service.userPackageOf(app.deps, request.params.userId, request.account?.id ?? null);
      return ok(request.lang, { escorts: pkg ?? {} });
    },
  );

  // The SPA plugin registers after the API modules; its provider list exists once the app is ready.
  app.addHook('onReady', async () => {
    app.spaHeadProviders.push(async (url, lang) => {
      const guid = url.searchParams.get('guid') ?? '';
      if (url.pathname !== '/details' || !service.isGuid(guid)) return null;
      // The answer the page itself is rendered from, kept by the answer cache: one read for both.
      const { status, body } = await app.readPublic(lang, `escort/getById/${guid}`);
      // A retired advert's page answers 410 Gone, with noindex, whether or not the renderer is built.
      if (status === 410) {
        const title = translate(lang, 'catalogue.errors.advert_gone');
        return { title, description: title, noindex: true, gone: true };
      }
      if (status !== 200) return null;
      const { escort } = (body as { data: { escort: AdvertDetail } }).data;
      return service.detailsHead(app.deps.config.publicUrl, escort, lang);
    });
  });
};

export default routes;
