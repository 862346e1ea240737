/** Packages, checkout return pages and the payment history. Other features import only what this file exports. */
export { PaymentHistory } from './components/payment-history';
export { OrderOutcome } from './components/order-outcome';
