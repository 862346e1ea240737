import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminPayment, adminPaymentsQuery, monthlyTotal, PAYMENT_STATUSES } from '@velvet/contract';
import { syncPaymentWithProvider } from '../../payments/index.ts';
import { idRoute, listRoute, wholeListRoute } from '../shared/routes.ts';
import { listPayments, monthlyTotals } from './service.ts';

const routes: FastifyPluginAsyncZod = async (app) => {
  listRoute(
    app,
    '/payments',
    {
      summary: 'Payments filtered by status, account and package',
      query: adminPaymentsQuery,
      key: 'payments',
      row: adminPayment,
    },
    listPayments,
  );
  idRoute(
    app,
    'POST',
    '/payments/:id/sync',
    {
      summary: 'Ask the provider (PayPal) how a payment stands; applies refunds and chargebacks it reports',
      data: z.object({ provider_status: z.string(), status: z.enum(PAYMENT_STATUSES) }),
      message: 'admin.payment_synced',
    },
    // The payments module asks the provider with the whole app: its adapters are not the back-office's.
    async (_deps, actor, id, _body, request) => {
      const result = await syncPaymentWithProvider(app.deps, request.log, request.lang, actor.id, id);
      return { provider_status: result.provider_status, status: result.payment!.status };
    },
  );
  wholeListRoute(
    app,
    '/payments/monthly',
    {
      summary: 'Completed payments per month and currency, last 12 months',
      key: 'months',
      row: monthlyTotal,
    },
    monthlyTotals,
  );
};

export default routes;
