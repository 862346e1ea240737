import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  captureBody,
  captureData,
  createPaymentQuery,
  createPaymentResponse,
  createRegistrationPaymentBody,
  envelope,
  pageParam,
  paymentHistoryData,
  paymentStatusData,
  paymentStatusQuery,
} from '@velvet/contract';
import { ok } from '../../lib/envelope.ts';
import {
  capturePayment,
  createPackagePayment,
  createRegistrationPayment,
  paymentHistory,
  paymentState,
} from './service.ts';
import { handleVerotelPostback } from './provider-events.ts';

/**
 * Limits count per account (the token is resolved on request, before the body is validated, so nobody
 * signed out learns what a body should hold): a buyer retrying a capture is not blocked by other buyers
 * behind the same address, and one account cannot hammer the provider.
 */
const perAccount = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    hook: 'preHandler' as const,
    keyGenerator: (request: FastifyRequest) =>
      request.account ? `account:${request.account.id}` : request.ip,
  },
});

const bearer = [{ bearer: [] }];
/** A Host header naming this machine: localhost, 127.0.0.1 or [::1], with or without a port. */
const LOOPBACK_HOST = /^(?:localhost|127\.0\.0\.1|\[::1\])(?::\d{1,5})?$/;

/**
 * payments routes (mounted under /api): `admin/paypal/*` (named after PayPal, serving every provider)
 * and the account's payment history.
 */
const routes: FastifyPluginAsyncZod = async (app) => {
  const ctx = (request: FastifyRequest) => ({ deps: app.deps, lang: request.lang, log: request.log });
  /**
   * Starting a checkout: the provider returns the buyer to PUBLIC_URL; in development, to the loopback
   * address she opened the site at (http://127.0.0.1:3000 and http://localhost:3000 keep separate
   * sessions, so a return to the other lost the payment's confirmation). Only loopback hosts are taken
   * from the request, so a forged Host header cannot send a buyer anywhere else.
   */
  const checkoutCtx = (request: FastifyRequest) => {
    const host = request.headers.host ?? '';
    const local = app.deps.config.env === 'development' && LOOPBACK_HOST.test(host);
    return { ...ctx(request), ...(local ? { returnBase: `${request.protocol}://${host}` } : {}) };
  };

  app.post(
    '/admin/paypal/create-registration-payment',
    {
      onRequest: app.requireAccount,
      config: perAccount(10),
      schema: {
        tags: ['payments'],
        summary: 'Start paying the welcome package (once per account)',
        security: bearer,
        body: createRegistrationPaymentBody.optional(),
        response: { 200: createPaymentResponse },
      },
    },
    async (request) => {
      const data = await createRegistrationPayment(
        checkoutCtx(request),
        request.account!,
        request.body?.user_id,
      );
      return { ...ok(request.lang, data, 'payments.redirecting'), redirect_url: data.redirect_url };
    },
  );

  app.post(
    '/admin/paypal/create-payment',
    {
      onRequest: app.requireAccount,
      config: perAccount(10),
      schema: {
        tags: ['payments'],
        summary: 'Start paying a package',
        security: bearer,
        querystring: createPaymentQuery,
        response: { 200: createPaymentResponse },
      },
    },
    async (request) => {
      const data = await createPackagePayment(checkoutCtx(request), request.account!, request.query.id);
      return { ...ok(request.lang, data, 'payments.redirecting'), redirect_url: data.redirect_url };
    },
  );

  for (const path of ['/admin/paypal/capture-payment', '/admin/paypal/capture-registration-payment']) {
    app.post(
      path,
      {
        onRequest: app.requireAccount,
        config: perAccount(40),
        schema: {
          tags: ['payments'],
          summary: 'Capture an approved order and activate its package',
          security: bearer,
          body: captureBody,
          response: { 200: envelope(captureData) },
        },
      },
      async (request) => {
        const data = await capturePayment(ctx(request), request.account!, request.body);
        return ok(request.lang, data, 'payments.captured');
      },
    );
  }

  app.get(
    '/payments/verotel/postback',
    {
      schema: {
        tags: ['payments'],
        summary: 'Verotel FlexPay postback: a signed sale, refund (credit) or chargeback notification',
        // Every parameter is part of the signature: take them all, as single strings.
        querystring: z.record(z.string(), z.union([z.string(), z.array(z.string())])),
        response: { 200: z.string(), '4xx': z.string() },
      },
    },
    async (request, reply) => {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(request.query)) {
        if (typeof value !== 'string') {
          const reference = request.query.referenceID;
          request.log.warn(
            { parameter: key, referenceID: Array.isArray(reference) ? reference[0] : (reference ?? null) },
            'verotel postback refused: repeated parameter',
          );
          return reply.code(400).type('text/plain').send('ERROR - repeated parameter');
        }
        params[key] = value;
      }
      const answer = await handleVerotelPostback(app.deps, request.log, params);
      // FlexPay reads the body: exactly `OK` once the event is stored, anything else makes it retry.
      reply.header('cache-control', 'no-store').type('text/plain');
      return answer.ok ? reply.code(200).send('OK') : reply.code(answer.status).send(answer.text);
    },
  );

  app.get(
    '/payments/status',
    {
      // The order id is the provider's random token on the return URL: knowing it is having been at the
      // checkout. The answer names no account, package or amount.
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['payments'],
        summary: 'How an order stands (paid, pending or failed), for the page the provider returns to',
        querystring: paymentStatusQuery,
        response: { 200: envelope(paymentStatusData) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(request.lang, await paymentState(ctx(request), request.query.token));
    },
  );

  app.get(
    '/account/payments',
    {
      onRequest: app.requireAccount,
      schema: {
        tags: ['payments'],
        summary: "The signed-in account's payments",
        security: bearer,
        querystring: z.object({ page: pageParam.optional() }),
        response: { 200: envelope(paymentHistoryData) },
      },
    },
    async (request) =>
      ok(request.lang, await paymentHistory(ctx(request), request.account!, request.query.page ?? 1)),
  );
};

export default routes;
