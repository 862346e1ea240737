import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';

/** Anything drizzle can insert through: the app's database or a transaction on it. */
type Writer = Pick<Db, 'insert'>;

export type AuditEntry = {
  /** The operator who acted (null only for system actions). */
  actorId: number | null;
  /** Dotted verb, e.g. `advert.suspend`, `report.resolve`, `package.update`. */
  action: string;
  targetType:
    'advert' | 'report' | 'testimonial' | 'package' | 'interest' | 'contact_message' | 'payment' | 'email';
  targetId: string | number | null;
  before?: unknown;
  after?: unknown;
};

/** JSON-safe copy: Dates become ISO strings, undefined fields disappear, so the log reads the same everywhere. */
const snapshot = (value: unknown) =>
  value === undefined ? null : (JSON.parse(JSON.stringify(value)) as unknown);

/**
 * Writes one audit-log row (who, what, when, before/after). Call it with the same transaction as the
 * change it records, so an action and its record are committed together or not at all.
 */
export async function writeAudit(db: Writer, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === null ? null : String(entry.targetId),
    before: snapshot(entry.before),
    after: snapshot(entry.after),
  });
}
