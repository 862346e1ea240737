import {
  reportReceiptReference,
  SUPPORT_EMAIL,
  type ReportReceipt,
  type ReportReason,
} from '@velvet/contract';
import type { OutboxWriter } from '../../adapters/mailer.ts';
import type { AppDeps } from '../../deps.ts';
import { reportUrgentEmail } from '../../emails/report-urgent.ts';
import { AppError } from '../../lib/errors.ts';
import { findAdvertForReport, insertReport } from './repo.ts';

/**
 * Reasons that put a person at risk: operators are emailed at once instead of waiting for the queue
 * (docs/product.md#moderation).
 */
const URGENT: ReadonlySet<ReportReason> = new Set(['underage', 'trafficking']);

export async function createReport(
  deps: AppDeps,
  input: { guid: string; reason: ReportReason; details: string; email?: string | undefined },
): Promise<ReportReceipt> {
  const { db } = deps.database;
  const advert = await findAdvertForReport(db, input.guid);
  if (!advert)
    throw new AppError('reports.guid_invalid', 404, { errors: { guid: ['reports.guid_invalid'] } });
  // Nothing about the reporter is kept except the email they chose to give: no account, no IP.
  const { row, receipt } = await db.transaction(async (tx) => {
    const row = await insertReport(tx, {
      advertiserId: advert.id,
      reason: input.reason,
      details: input.details,
      reporterEmail: input.email?.toLowerCase() ?? null,
    });
    const receipt = reportReceiptReference(row.id);
    if (URGENT.has(input.reason)) await queueUrgentAlert(deps, tx, advert, input, receipt);
    return { row, receipt };
  });
  deps.mailer.wake();
  return { receipt, received_at: row.createdAt.toISOString() };
}

/** Operators hear of an urgent report in the transaction that stores it. */
async function queueUrgentAlert(
  deps: AppDeps,
  tx: OutboxWriter,
  advert: { id: number; name: string },
  input: { reason: ReportReason; details: string },
  receipt: string,
) {
  await deps.mailer.enqueue(tx, {
    to: SUPPORT_EMAIL,
    template: 'report-urgent',
    lang: 'en',
    ...reportUrgentEmail({
      receipt,
      reason: input.reason,
      details: input.details,
      advert,
      publicUrl: deps.config.publicUrl,
    }),
  });
}
