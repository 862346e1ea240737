import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { localPaymentOrders } from '../../db/schema.ts';
import {
  PaymentProviderError,
  type CaptureResult,
  type CapturingProvider,
  type ProviderOrder,
} from './provider.ts';

export type LocalOrder = typeof localPaymentOrders.$inferSelect;

/**
 * The development and test provider: orders live in `local_payment_orders` and the buyer
 * approves or cancels them on our own `/dev/checkout/{orderId}` page. It follows PayPal's rules — an
 * order must be approved before capture, a capture happens once — so the payments service is exercised
 * exactly as in production.
 */
export function createLocalProvider(options: { db: Db; publicUrl: string }): CapturingProvider {
  const { db } = options;
  const toProviderOrder = (row: LocalOrder): ProviderOrder => ({
    id: row.id,
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    customId: row.customId,
    transactionId: row.captureId,
    captureStatus: row.captureId ? 'COMPLETED' : null,
    refundedCents: null,
  });
  const toCapture = (row: LocalOrder): CaptureResult => ({
    status: row.status,
    amount: row.amount,
    currency: row.currency,
    customId: row.customId,
    transactionId: row.captureId,
  });

  return {
    name: 'local',
    activation: 'capture',
    async createOrder(input) {
      const id = `LOCAL${randomBytes(8).toString('hex').toUpperCase()}`;
      await db.insert(localPaymentOrders).values({
        id,
        amount: input.amount,
        currency: input.currency,
        description: input.description,
        customId: input.reference,
        returnUrl: input.returnUrl,
        cancelUrl: input.cancelUrl,
      });
      const lang = input.lang ? `?lang=${input.lang}` : '';
      return { orderId: id, approveUrl: `${options.publicUrl}/dev/checkout/${id}${lang}` };
    },
    async getOrder(orderId) {
      const row = await findLocalOrder(db, orderId);
      if (!row) throw new PaymentProviderError('not_found', `local order ${orderId} does not exist`);
      return toProviderOrder(row);
    },
    async captureOrder(orderId) {
      // Only an approved order moves to COMPLETED, and only once, whoever asks first.
      const [captured] = await db
        .update(localPaymentOrders)
        .set({ status: 'COMPLETED', captureId: `LOCALCAP${randomBytes(8).toString('hex').toUpperCase()}` })
        .where(and(eq(localPaymentOrders.id, orderId), eq(localPaymentOrders.status, 'APPROVED')))
        .returning();
      if (captured) return toCapture(captured);
      const row = await findLocalOrder(db, orderId);
      if (!row) throw new PaymentProviderError('not_found', `local order ${orderId} does not exist`);
      // Already captured: answer with the existing capture, as the PayPal adapter does.
      if (row.status === 'COMPLETED') return toCapture(row);
      throw new PaymentProviderError('not_approved', `local order ${orderId} is ${row.status}`);
    },
  };
}

export async function findLocalOrder(db: Db, orderId: string): Promise<LocalOrder | undefined> {
  const [row] = await db.select().from(localPaymentOrders).where(eq(localPaymentOrders.id, orderId)).limit(1);
  return row;
}

/** The buyer's decision on the local checkout page; only a fresh order can be decided. */
export async function decideLocalOrder(
  db: Db,
  orderId: string,
  decision: 'approve' | 'cancel',
): Promise<LocalOrder | undefined> {
  const [row] = await db
    .update(localPaymentOrders)
    .set({ status: decision === 'approve' ? 'APPROVED' : 'VOIDED' })
    .where(and(eq(localPaymentOrders.id, orderId), eq(localPaymentOrders.status, 'CREATED')))
    .returning();
  return row;
}
