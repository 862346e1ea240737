import { and, eq, gt, inArray, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { Transaction as Tx } from '../../lib/transaction.ts';
import { advertisers, checkIns, emergencyContactRequests, emergencyContacts } from '../../db/schema.ts';
import { listedAdvert } from '../../lib/visibility.ts';

export async function accountOf(db: Db | Tx, advertiserId: number) {
  const [row] = await db
    .select({
      role: advertisers.role,
      name: advertisers.name,
      email: advertisers.email,
      /** Verified, paid, not suspended or held: what may name an emergency contact. */
      listed: sql<boolean>`${listedAdvert}`,
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  return row;
}

export async function contactOf(db: Db | Tx, advertiserId: number) {
  const [row] = await db
    .select()
    .from(emergencyContacts)
    .where(eq(emergencyContacts.advertiserId, advertiserId));
  return row;
}

export async function checkInOf(db: Db | Tx, advertiserId: number) {
  const [row] = await db
    .select({ dueAt: checkIns.dueAt, firedAt: checkIns.firedAt })
    .from(checkIns)
    .where(eq(checkIns.advertiserId, advertiserId));
  return row;
}

/**
 * The confirmation emails sent in the last `hours` by this account, and to this address by anyone. Both
 * are read under a lock on the address and the account (two requests at once wait for each other), so a
 * cap holds under parallel requests; the locks end with the transaction.
 */
export async function recentRequests(
  tx: Tx,
  input: { advertiserId: number; addressHash: string; accountHours: number; addressHours: number },
) {
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`contact:${input.addressHash}`})), pg_advisory_xact_lock(hashtext(${`contact-account:${input.advertiserId}`}))`,
  );
  const since = (hours: number) => sql`now() - make_interval(hours => ${hours})`;
  const [row] = await tx
    .select({
      byAccount:
        sql<number>`count(*) filter (where ${emergencyContactRequests.advertiserId} = ${input.advertiserId} and ${emergencyContactRequests.createdAt} > ${since(input.accountHours)})`.mapWith(
          Number,
        ),
      toAddress:
        sql<number>`count(*) filter (where ${emergencyContactRequests.addressHash} = ${input.addressHash} and ${emergencyContactRequests.createdAt} > ${since(input.addressHours)})`.mapWith(
          Number,
        ),
    })
    .from(emergencyContactRequests)
    .where(
      or(
        eq(emergencyContactRequests.advertiserId, input.advertiserId),
        eq(emergencyContactRequests.addressHash, input.addressHash),
      ),
    );
  return { byAccount: row?.byAccount ?? 0, toAddress: row?.toAddress ?? 0 };
}

/** Records a confirmation email, and forgets this account's and this address's that no cap counts any more. */
export async function recordRequest(
  tx: Tx,
  input: { advertiserId: number; addressHash: string; keepHours: number },
) {
  await tx
    .delete(emergencyContactRequests)
    .where(
      and(
        or(
          eq(emergencyContactRequests.advertiserId, input.advertiserId),
          eq(emergencyContactRequests.addressHash, input.addressHash),
        ),
        lt(emergencyContactRequests.createdAt, sql`now() - make_interval(hours => ${input.keepHours})`),
      ),
    );
  await tx
    .insert(emergencyContactRequests)
    .values({ advertiserId: input.advertiserId, addressHash: input.addressHash });
}

/** A new name or language of the confirmed contact: nothing to confirm again. */
export async function renameContact(
  tx: Tx,
  advertiserId: number,
  contact: { name: string; lang: 'en' | 'da' },
) {
  await tx.update(emergencyContacts).set(contact).where(eq(emergencyContacts.advertiserId, advertiserId));
}

/** A new contact (or a changed one) starts unconfirmed, with a fresh link. */
export async function saveContact(
  tx: Tx,
  contact: { advertiserId: number; name: string; email: string; lang: 'en' | 'da'; tokenHash: string },
) {
  await tx
    .insert(emergencyContacts)
    .values({ ...contact, confirmedAt: null })
    .onConflictDoUpdate({
      target: emergencyContacts.advertiserId,
      set: {
        name: contact.name,
        email: contact.email,
        lang: contact.lang,
        tokenHash: contact.tokenHash,
        confirmedAt: null,
      },
    });
}

export async function deleteContact(db: Db, advertiserId: number) {
  await db.delete(emergencyContacts).where(eq(emergencyContacts.advertiserId, advertiserId));
}

/** Confirms the contact whose link this is; the link works once. */
export async function confirmContact(db: Db, tokenHash: string): Promise<boolean> {
  const rows = await db
    .update(emergencyContacts)
    .set({ confirmedAt: sql`now()`, tokenHash: null })
    .where(eq(emergencyContacts.tokenHash, tokenHash))
    .returning({ id: emergencyContacts.advertiserId });
  return rows.length > 0;
}

/** Starts a check-in, replacing a running or fired one (the timer starts again). */
export async function startCheckIn(tx: Tx, advertiserId: number, minutes: number, note: string) {
  const dueAt = sql`now() + make_interval(mins => ${minutes})`;
  await tx
    .insert(checkIns)
    .values({ advertiserId, note, dueAt })
    .onConflictDoUpdate({
      target: checkIns.advertiserId,
      set: { note, dueAt, remindedAt: null, firedAt: null, createdAt: sql`now()` },
    });
}

/** "I'm safe": the check-in and its note are deleted. */
export async function endCheckIn(db: Db, advertiserId: number) {
  await db.delete(checkIns).where(eq(checkIns.advertiserId, advertiserId));
}

const BATCH = 20;

/**
 * Claims the check-ins that ran out: locked with SKIP LOCKED (another instance's pass takes others or
 * none) and marked fired with the note blanked in this transaction, so each fires once. The notes are
 * returned to be written into the alert email in the same transaction, and then exist nowhere else.
 */
export async function claimRunOut(tx: Tx) {
  const due = await tx
    .select({ advertiserId: checkIns.advertiserId, note: checkIns.note, dueAt: checkIns.dueAt })
    .from(checkIns)
    .where(and(isNull(checkIns.firedAt), lte(checkIns.dueAt, sql`now()`)))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  if (!due.length) return [];
  const ids = due.map((d) => d.advertiserId);
  const claimed = await tx
    .update(checkIns)
    .set({ firedAt: sql`now()`, note: '' })
    .where(and(inArray(checkIns.advertiserId, ids), isNull(checkIns.firedAt)))
    .returning({ advertiserId: checkIns.advertiserId });
  const mine = new Set(claimed.map((c) => c.advertiserId));
  return due.filter((d) => mine.has(d.advertiserId));
}

/** Claims the check-ins that run out within `minutes` and have not been reminded, each once. */
export async function claimReminders(tx: Tx, minutes: number) {
  return tx
    .update(checkIns)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        isNull(checkIns.remindedAt),
        isNull(checkIns.firedAt),
        gt(checkIns.dueAt, sql`now()`),
        lte(checkIns.dueAt, sql`now() + make_interval(mins => ${minutes})`),
      ),
    )
    .returning({ advertiserId: checkIns.advertiserId, dueAt: checkIns.dueAt });
}
