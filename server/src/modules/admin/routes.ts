import type { FastifyPluginAsync } from 'fastify';
import adverts from './adverts/routes.ts';
import auditLog from './audit-log/routes.ts';
import escalations from './escalations/routes.ts';
import interests from './interests/routes.ts';
import messages from './messages/routes.ts';
import overview from './overview/routes.ts';
import packages from './packages/routes.ts';
import payments from './payments/routes.ts';
import reports from './reports/routes.ts';
import testimonials from './testimonials/routes.ts';

/**
 * The back-office API, mounted under /api/admin, one folder per area. Every route here needs the admin
 * role: 401 without a valid token, 403 for an advertiser's token. The check runs on request, before the
 * body is even parsed, so a non-admin learns nothing from validation errors. The spec's own
 * `admin/packages` and `admin/paypal/*` serve advertisers and live in the payments modules.
 */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', scope.requireAdmin);
      for (const area of [
        overview,
        adverts,
        reports,
        escalations,
        testimonials,
        packages,
        interests,
        payments,
        messages,
        auditLog,
      ])
        await scope.register(area);
    },
    { prefix: '/admin' },
  );
};

export default routes;
