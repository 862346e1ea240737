import type { Db } from '../db/client.ts';
import { auditLog } from '../db/schema.ts';
import type { Transaction } from './transaction.ts';

/** Anything drizzle can insert through: the app's database or a transaction on it. */
type Writer = Pick<Db, 'insert'>;

export type AuditEntry = {
  /** The operator who acted (null only for system actions). */
  actorId: number | null;
  /** Dotted verb, e.g. `advert.suspend`, `report.resolve`, `package.update`. */
  action: string;
  targetType:
    | 'advert'
    | 'report'
    | 'testimonial'
    | 'package'
    | 'interest'
    | 'contact_message'
    | 'payment'
    | 'email'
    | 'photo_hash_list'
    | 'decision'
    | 'escalation'
    | 'safety_rule';
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

/** The operator acting; null for what the system does by itself (a provider's postback). */
export type Actor = { id: number } | null;

/** What an audited change touches: the dotted verb and the row it acts on. */
export type AuditTarget = Pick<AuditEntry, 'action' | 'targetType' | 'targetId'>;

/**
 * Runs one audited change: `change` finds the row as it was, changes it and says what it was and
 * what it became; the audit row is written in the same transaction, so an action and its record
 * commit together or not at all. `change` answers null when there was nothing to change (nothing is
 * recorded then), and names the row with `targetId` when it only now exists (a create). Whatever
 * else it returns comes back to the caller.
 */
export async function audited<
  T extends { before: unknown; after: unknown; targetId?: number | string } | null,
>(db: Db, actor: Actor, target: AuditTarget, change: (tx: Transaction) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    const done = await change(tx);
    if (done) {
      await writeAudit(tx, {
        ...target,
        actorId: actor?.id ?? null,
        targetId: done.targetId ?? target.targetId,
        before: done.before,
        after: done.after,
      });
    }
    return done;
  });
}
