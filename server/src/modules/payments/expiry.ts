import type { Db } from '../../db/client.ts';
import { runPeriodically } from '../../lib/periodic.ts';
import { expirePendingOrders } from './repo.ts';

/**
 * An order nobody paid within this time is closed as `expired`. Checkouts finish in minutes; twelve
 * hours leave room for a slow bank transfer confirmation, and with the hourly run every such order has
 * ended within a day of being made.
 */
export const ORDER_EXPIRES_AFTER_MS = 12 * 3_600_000;
const EXPIRY_INTERVAL_MS = 3_600_000;

type ExpiryLog = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
  warn: (obj: object, msg: string) => void;
};

/** Closes every order never captured within ORDER_EXPIRES_AFTER_MS; returns how many it closed. */
export const expireUncapturedOrders = (db: Db) => expirePendingOrders(db, ORDER_EXPIRES_AFTER_MS);

/** Runs the expiry at start and then hourly; several instances running it at once change nothing more. */
export function startOrderExpiry(db: Db, log: ExpiryLog, intervalMs = EXPIRY_INTERVAL_MS) {
  return runPeriodically(
    async () => {
      const expired = await expireUncapturedOrders(db);
      if (expired) log.info({ expired }, 'orders never captured: expired');
    },
    { intervalMs, runAtStart: true, log, failure: 'order expiry failed' },
  );
}
