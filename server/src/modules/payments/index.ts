/** Orders, captures, provider postbacks, refunds and chargebacks. Other modules use only what this file exports. */
export { default as paymentsRoutes } from './routes.ts';
export { syncPaymentWithProvider } from './provider-events.ts';
export { settleLocalDecision } from './service.ts';
export { expireUncapturedOrders, ORDER_EXPIRES_AFTER_MS, startOrderExpiry } from './expiry.ts';
