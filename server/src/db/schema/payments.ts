import { PAYMENT_STATUSES } from '@velvet/contract';
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, serialId, tstz } from './columns.ts';
import { advertiserRef } from './advertisers.ts';

export const packages = pgTable('packages', {
  id: serialId(),
  title: text('title').notNull(),
  titleDa: text('title_da').notNull(),
  description: text('description').notNull().default(''),
  descriptionDa: text('description_da').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  currency: text('currency').notNull().default('EUR'),
  durationDays: integer('duration_days').notNull(),
  active: boolean('active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: tstz('updated_at').notNull().defaultNow(),
});

/** The package a row was bought from: a package that was ever bought is never deleted. */
const packageRef = () =>
  integer('package_id')
    .notNull()
    .references(() => packages.id, { onDelete: 'restrict' });

export const payments = pgTable(
  'payments',
  {
    id: serialId(),
    /** Our reference, sent to the provider as custom_id and checked on capture. */
    reference: uuid('reference').notNull().defaultRandom(),
    advertiserId: advertiserRef(),
    packageId: packageRef(),
    kind: text('kind', { enum: ['registration', 'package'] }).notNull(),
    provider: text('provider', { enum: ['local', 'paypal', 'verotel'] }).notNull(),
    providerOrderId: text('provider_order_id'),
    /** Snapshot of the package at order time: later price changes never touch this payment. */
    packageTitle: text('package_title').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    durationDays: integer('duration_days').notNull(),
    /**
     * `review`: money arrived but nothing was granted (a second welcome package, a tampered amount) and an
     * operator refunds or resolves it; `refunded` / `charged_back`: the money went back and the period ended.
     */
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    transactionId: text('transaction_id'),
    failureReason: text('failure_reason'),
    /** Why an operator must look at this payment (set with status `review`, kept afterwards). */
    reviewReason: text('review_reason'),
    /** The buyer's language when ordering: mails sent later (receipt by postback, refund) use it. */
    lang: text('lang', { enum: ['en', 'da'] })
      .notNull()
      .default('en'),
    createdAt: createdAt(),
    capturedAt: tstz('captured_at'),
  },
  (t) => [
    uniqueIndex('payments_reference_key').on(t.reference),
    uniqueIndex('payments_provider_order_key').on(t.provider, t.providerOrderId),
    index('payments_advertiser_idx').on(t.advertiserId, t.createdAt),
    index('payments_status_idx').on(t.status, t.createdAt),
    // The welcome package is granted once per account, whatever races the captures or postbacks run.
    uniqueIndex('payments_one_welcome_key')
      .on(t.advertiserId)
      .where(sql`${t.kind} = 'registration' and ${t.status} = 'completed'`),
  ],
);

/** Money going back after a payment: one refund and one chargeback at most per payment. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serialId(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['refund', 'chargeback'] }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** The provider's id of the event (FlexPay transactionID, PayPal capture id). */
    providerEventId: text('provider_event_id'),
    /** The sale it reverses, as the provider named it (FlexPay saleID); null when not reported. */
    saleId: text('sale_id'),
    /** When the period was ended by it; null while it waits for its sale (it arrived first). */
    appliedAt: tstz('applied_at'),
    /** Why an operator must look at this event (it arrived before its sale, for instance). */
    reviewReason: text('review_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_events_payment_kind_key').on(t.paymentId, t.kind),
    index('payment_events_created_idx').on(t.createdAt),
  ],
);

/** A paid period. Stacking: a purchase while active starts where the current period ends. */
export const advertiserPackages = pgTable(
  'advertiser_packages',
  {
    id: serialId(),
    advertiserId: advertiserRef(),
    packageId: packageRef(),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    /** How far pauses have moved this period's end (and every later period): at most 30 days. */
    pausedSeconds: integer('paused_seconds').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('advertiser_packages_advertiser_idx').on(t.advertiserId, t.endsAt),
    uniqueIndex('advertiser_packages_payment_key').on(t.paymentId),
  ],
);

/** Orders of the local payment provider (development and tests only). */
export const localPaymentOrders = pgTable('local_payment_orders', {
  id: text('id').primaryKey(),
  amount: text('amount').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  customId: text('custom_id').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  status: text('status', { enum: ['CREATED', 'APPROVED', 'COMPLETED', 'VOIDED'] })
    .notNull()
    .default('CREATED'),
  captureId: text('capture_id'),
  createdAt: createdAt(),
});
