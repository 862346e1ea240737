import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminAdvertDetail, adminAdvertRow, adminAdvertsQuery, suspendRequest } from '@velvet/contract';
import { decisionRoute, listRoute, rowRoute } from '../shared/routes.ts';
import { deleteAdvert, getAdvert, listAdverts, restoreAdvert, suspendAdvert } from './service.ts';

const advert = { key: 'advert', row: adminAdvertDetail } as const;

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/adverts',
    {
      summary: 'Search adverts by name, email, city, ZIP, id or guid',
      query: adminAdvertsQuery,
      key: 'adverts',
      row: adminAdvertRow,
    },
    listAdverts,
  );
  rowRoute(
    app,
    'GET',
    '/adverts/:id',
    { summary: 'One advert with all its data and media', ...advert },
    (deps, _, id) => getAdvert(deps, id),
  );
  rowRoute(
    app,
    'POST',
    '/adverts/:id/suspend',
    {
      summary: 'Suspend an advert with a reason; the advertiser is emailed',
      body: suspendRequest,
      ...advert,
      message: 'admin.advert_suspended',
    },
    (deps, actor, id, body) => suspendAdvert(deps, actor, id, body.reason),
  );
  rowRoute(
    app,
    'POST',
    '/adverts/:id/restore',
    {
      summary: 'Lift a suspension',
      ...advert,
      message: 'admin.advert_restored',
    },
    restoreAdvert,
  );
  decisionRoute(
    app,
    '/adverts/:id',
    { summary: 'Delete an advert, its data and media files', message: 'admin.advert_deleted', remove: true },
    deleteAdvert,
  );
};

export default routes;
