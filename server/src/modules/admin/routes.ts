import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminAdvertDetail,
  adminAdvertRow,
  adminAdvertsQuery,
  adminAuditQuery,
  adminContactMessage,
  adminInterest,
  adminMessagesQuery,
  adminOverview,
  adminPackage,
  adminPayment,
  adminPaymentsQuery,
  adminReport,
  adminReportsQuery,
  adminTestimonial,
  adminTestimonialsQuery,
  auditEntry,
  envelope,
  interestInput,
  monthlyTotal,
  packageInput,
  packageUpdate,
  pagination,
  PAYMENT_STATUSES,
  readStateRequest,
  reportDecisionRequest,
  suspendRequest,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import { syncPaymentWithProvider } from '../payments/service.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
const empty = envelope(z.object({}));
const doc = (summary: string) => ({ tags: ['admin'], summary, security: [{ bearer: [] }] });

/**
 * The back-office API (issue 6), mounted under /api/admin. Every route here needs the admin role:
 * 401 without a valid token, 403 for an advertiser's token. The check runs on request, before the
 * body is even parsed, so a non-admin learns nothing from validation errors. The spec's own
 * `admin/packages` and `admin/paypal/*` serve advertisers and live in the payments modules.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  await app.register(
    async (scope) => {
      const admin = scope.withTypeProvider<ZodTypeProvider>();
      admin.addHook('onRequest', admin.requireAdmin);
      const actor = (request: { account: { id: number } | null }) => ({ id: request.account!.id });

      admin.get(
        '/overview',
        { schema: { ...doc('Counts for the back-office home'), response: { 200: envelope(adminOverview) } } },
        async (request) => ok(request.lang, await service.overview(app.deps)),
      );

      // ── Adverts ──
      admin.get(
        '/adverts',
        {
          schema: {
            ...doc('Search adverts by name, email, city, ZIP, id or guid'),
            querystring: adminAdvertsQuery,
            response: { 200: envelope(z.object({ adverts: z.array(adminAdvertRow), pagination })) },
          },
        },
        async (request) => ok(request.lang, await service.listAdverts(app.deps, request.query)),
      );
      admin.get(
        '/adverts/:id',
        {
          schema: {
            ...doc('One advert with all its data and media'),
            params: idParams,
            response: { 200: envelope(z.object({ advert: adminAdvertDetail })) },
          },
        },
        async (request) => ok(request.lang, { advert: await service.getAdvert(app.deps, request.params.id) }),
      );
      admin.post(
        '/adverts/:id/suspend',
        {
          schema: {
            ...doc('Suspend an advert with a reason; the advertiser is emailed'),
            params: idParams,
            body: suspendRequest,
            response: { 200: envelope(z.object({ advert: adminAdvertDetail })) },
          },
        },
        async (request) => {
          const advert = await service.suspendAdvert(
            app.deps,
            actor(request),
            request.params.id,
            request.body.reason,
          );
          return ok(request.lang, { advert }, 'admin.advert_suspended');
        },
      );
      admin.post(
        '/adverts/:id/restore',
        {
          schema: {
            ...doc('Lift a suspension'),
            params: idParams,
            response: { 200: envelope(z.object({ advert: adminAdvertDetail })) },
          },
        },
        async (request) => {
          const advert = await service.restoreAdvert(app.deps, actor(request), request.params.id);
          return ok(request.lang, { advert }, 'admin.advert_restored');
        },
      );
      admin.delete(
        '/adverts/:id',
        {
          schema: {
            ...doc('Delete an advert, its data and media files'),
            params: idParams,
            response: { 200: empty },
          },
        },
        async (request) => {
          await service.deleteAdvert(app.deps, actor(request), request.params.id);
          return ok(request.lang, {}, 'admin.advert_deleted');
        },
      );

      // ── Reports ──
      admin.get(
        '/reports',
        {
          schema: {
            ...doc('The reports queue (open first, underage and trafficking on top)'),
            querystring: adminReportsQuery,
            response: { 200: envelope(z.object({ reports: z.array(adminReport), pagination })) },
          },
        },
        async (request) => ok(request.lang, await service.listReports(app.deps, request.query)),
      );
      for (const [verb, outcome, message] of [
        ['resolve', 'resolved', 'admin.report_resolved'],
        ['dismiss', 'dismissed', 'admin.report_dismissed'],
      ] as const) {
        admin.post(
          `/reports/:id/${verb}`,
          {
            schema: {
              ...doc(
                `${verb === 'resolve' ? 'Resolve' : 'Dismiss'} a report with a note; the reporter is emailed if they left an address`,
              ),
              params: idParams,
              body: reportDecisionRequest,
              response: { 200: empty },
            },
          },
          async (request) => {
            await service.decideReport(
              app.deps,
              actor(request),
              request.params.id,
              outcome,
              request.body.note,
            );
            return ok(request.lang, {}, message);
          },
        );
      }

      // ── Testimonials ──
      admin.get(
        '/testimonials',
        {
          schema: {
            ...doc('Testimonials by status (pending first by default)'),
            querystring: adminTestimonialsQuery,
            response: { 200: envelope(z.object({ testimonials: z.array(adminTestimonial), pagination })) },
          },
        },
        async (request) => ok(request.lang, await service.listTestimonials(app.deps, request.query)),
      );
      for (const [verb, status, message] of [
        ['approve', 'approved', 'admin.testimonial_approved'],
        ['reject', 'rejected', 'admin.testimonial_rejected'],
      ] as const) {
        admin.post(
          `/testimonials/:id/${verb}`,
          {
            schema: {
              ...doc(`${verb === 'approve' ? 'Approve' : 'Reject'} a testimonial`),
              params: idParams,
              response: { 200: empty },
            },
          },
          async (request) => {
            await service.moderateTestimonial(app.deps, actor(request), request.params.id, status);
            return ok(request.lang, {}, message);
          },
        );
      }

      // ── Packages (the catalogue of packages; GET admin/packages is the spec's advertiser call) ──
      const onePackage = envelope(z.object({ package: adminPackage }));
      admin.get(
        '/catalogue/packages',
        {
          schema: {
            ...doc('Every package, active or not'),
            response: { 200: envelope(z.object({ packages: z.array(adminPackage) })) },
          },
        },
        async (request) => ok(request.lang, { packages: await service.listPackages(app.deps) }),
      );
      admin.post(
        '/catalogue/packages',
        { schema: { ...doc('Create a package (EUR)'), body: packageInput, response: { 201: onePackage } } },
        async (request, reply) => {
          const created = await service.createPackage(app.deps, actor(request), request.body);
          return reply.code(201).send(ok(request.lang, { package: created }, 'admin.package_created'));
        },
      );
      admin.patch(
        '/catalogue/packages/:id',
        {
          schema: {
            ...doc('Edit a package; paid periods keep their own price and length'),
            params: idParams,
            body: packageUpdate,
            response: { 200: onePackage },
          },
        },
        async (request) => {
          const updated = await service.updatePackage(
            app.deps,
            actor(request),
            request.params.id,
            request.body,
          );
          return ok(request.lang, { package: updated }, 'admin.package_saved');
        },
      );
      for (const [verb, active] of [
        ['deactivate', false],
        ['activate', true],
      ] as const) {
        admin.post(
          `/catalogue/packages/:id/${verb}`,
          {
            schema: {
              ...doc(`${active ? 'Offer' : 'Stop offering'} a package (the welcome package 15 stays active)`),
              params: idParams,
              response: { 200: onePackage },
            },
          },
          async (request) => {
            const updated = await service.setPackageActive(
              app.deps,
              actor(request),
              request.params.id,
              active,
            );
            return ok(request.lang, { package: updated }, 'admin.package_saved');
          },
        );
      }
      admin.delete(
        '/catalogue/packages/:id',
        {
          schema: {
            ...doc('Delete a package nobody has bought (never 15)'),
            params: idParams,
            response: { 200: empty },
          },
        },
        async (request) => {
          await service.deletePackage(app.deps, actor(request), request.params.id);
          return ok(request.lang, {}, 'admin.package_deleted');
        },
      );

      // ── Interests ──
      const oneInterest = envelope(z.object({ interest: adminInterest }));
      admin.get(
        '/interests',
        {
          schema: {
            ...doc('Interests with how many adverts use each'),
            response: { 200: envelope(z.object({ interests: z.array(adminInterest) })) },
          },
        },
        async (request) => ok(request.lang, { interests: await service.listInterests(app.deps) }),
      );
      admin.post(
        '/interests',
        {
          schema: {
            ...doc('Create an interest (English and Danish names)'),
            body: interestInput,
            response: { 201: oneInterest },
          },
        },
        async (request, reply) => {
          const interest = await service.createInterest(app.deps, actor(request), request.body);
          return reply.code(201).send(ok(request.lang, { interest }, 'admin.interest_created'));
        },
      );
      admin.patch(
        '/interests/:id',
        {
          schema: {
            ...doc('Rename an interest'),
            params: idParams,
            body: interestInput,
            response: { 200: oneInterest },
          },
        },
        async (request) => {
          const interest = await service.renameInterest(
            app.deps,
            actor(request),
            request.params.id,
            request.body,
          );
          return ok(request.lang, { interest }, 'admin.interest_saved');
        },
      );
      admin.delete(
        '/interests/:id',
        {
          schema: { ...doc('Delete an interest no advert uses'), params: idParams, response: { 200: empty } },
        },
        async (request) => {
          await service.deleteInterest(app.deps, actor(request), request.params.id);
          return ok(request.lang, {}, 'admin.interest_deleted');
        },
      );

      // ── Payments ──
      admin.get(
        '/payments',
        {
          schema: {
            ...doc('Payments filtered by status, account and package'),
            querystring: adminPaymentsQuery,
            response: { 200: envelope(z.object({ payments: z.array(adminPayment), pagination })) },
          },
        },
        async (request) => ok(request.lang, await service.listPayments(app.deps, request.query)),
      );
      admin.post(
        '/payments/:id/sync',
        {
          schema: {
            ...doc(
              'Ask the provider (PayPal) how a payment stands; applies refunds and chargebacks it reports',
            ),
            params: idParams,
            response: {
              200: envelope(z.object({ provider_status: z.string(), status: z.enum(PAYMENT_STATUSES) })),
            },
          },
        },
        async (request) => {
          const result = await syncPaymentWithProvider(
            app.deps,
            request.log,
            request.lang,
            actor(request).id,
            request.params.id,
          );
          return ok(
            request.lang,
            { provider_status: result.provider_status, status: result.payment!.status },
            'admin.payment_synced',
          );
        },
      );
      admin.get(
        '/payments/monthly',
        {
          schema: {
            ...doc('Completed payments per month and currency, last 12 months'),
            response: { 200: envelope(z.object({ months: z.array(monthlyTotal) })) },
          },
        },
        async (request) => ok(request.lang, { months: await service.monthlyTotals(app.deps) }),
      );

      // ── Contact messages ──
      admin.get(
        '/contact-messages',
        {
          schema: {
            ...doc('Contact form messages'),
            querystring: adminMessagesQuery,
            response: { 200: envelope(z.object({ messages: z.array(adminContactMessage), pagination })) },
          },
        },
        async (request) => ok(request.lang, await service.listMessages(app.deps, request.query)),
      );
      admin.post(
        '/contact-messages/:id/read',
        {
          schema: {
            ...doc('Mark a contact message read or unread'),
            params: idParams,
            body: readStateRequest,
            response: { 200: envelope(z.object({ message: adminContactMessage })) },
          },
        },
        async (request) => {
          const message = await service.setMessageRead(
            app.deps,
            actor(request),
            request.params.id,
            request.body.read,
          );
          return ok(request.lang, { message }, 'admin.message_updated');
        },
      );

      // ── Audit log ──
      admin.get(
        '/audit-log',
        {
          schema: {
            ...doc('Every admin action: who, what, when, before and after'),
            querystring: adminAuditQuery,
            response: { 200: envelope(z.object({ entries: z.array(auditEntry), pagination })) },
          },
        },
        async (request) => ok(request.lang, await service.listAudit(app.deps, request.query)),
      );
    },
    { prefix: '/admin' },
  );
};

export default routes;
