import { and, asc, count, eq, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type SafetyReason, type SafetyRuleKind } from '@velvet/contract';
import { advertiserPhones, advertisers, safetyFlags, safetyRules } from '../../db/schema.ts';
import { paginate } from '../../lib/paginate.ts';
import type { Tx } from '../../lib/transaction.ts';
import { findingsOf } from './repo.ts';

/** SQL of the trafficking-indicator rules, the adverts' phone numbers and the operators' hold on a finding. */

export type RuleRow = typeof safetyRules.$inferSelect;

/** The rules the screening matches with (a few hundred at most: read whole, in a stable order). */
export async function enabledRules(db: Tx) {
  return db
    .select({ kind: safetyRules.kind, phrase: safetyRules.phrase })
    .from(safetyRules)
    .where(eq(safetyRules.enabled, true))
    .orderBy(asc(safetyRules.kind), asc(safetyRules.id));
}

/** A page of rules, by kind then age (served by safety_rules_kind_idx). */
export async function listRules(db: Tx, page: number, kind?: SafetyRuleKind) {
  const where = kind ? eq(safetyRules.kind, kind) : undefined;
  return paginate(
    db.select().from(safetyRules).where(where).orderBy(asc(safetyRules.kind), asc(safetyRules.id)).$dynamic(),
    db.select({ n: count() }).from(safetyRules).where(where),
    page,
    ADMIN_PAGE_SIZE,
  );
}

export async function findRule(db: Tx, id: number) {
  const [row] = await db.select().from(safetyRules).where(eq(safetyRules.id, id)).for('update');
  return row;
}

/** Another rule with this phrase in this language, whatever its case. */
export async function ruleWithPhrase(db: Tx, language: string, phrase: string, exceptId?: number) {
  const [row] = await db
    .select({ id: safetyRules.id })
    .from(safetyRules)
    .where(
      and(
        eq(safetyRules.language, language as RuleRow['language']),
        sql`lower(${safetyRules.phrase}) = lower(${phrase})`,
        exceptId === undefined ? undefined : ne(safetyRules.id, exceptId),
      ),
    )
    .limit(1);
  return row;
}

export async function insertRule(db: Tx, values: typeof safetyRules.$inferInsert) {
  const [row] = await db.insert(safetyRules).values(values).returning();
  return row!;
}

export async function updateRule(db: Tx, id: number, values: Partial<typeof safetyRules.$inferInsert>) {
  const [row] = await db
    .update(safetyRules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(safetyRules.id, id))
    .returning();
  return row!;
}

export async function deleteRule(db: Tx, id: number): Promise<void> {
  await db.delete(safetyRules).where(eq(safetyRules.id, id));
}

// ─── What the screening reads of an advert ─────────────────────────────────────

/** The advert's own texts and phone number, as saved. */
export async function advertDetails(db: Tx, advertiserId: number) {
  const [row] = await db
    .select({
      name: advertisers.name,
      about: advertisers.about,
      burst: advertisers.burst,
      eyeColor: advertisers.eyeColor,
      hairColor: advertisers.hairColor,
      phoneCode: advertisers.phoneCode,
      phoneNumber: advertisers.phoneNumber,
      phoneCountryCode: advertisers.phoneCountryCode,
      createdAt: advertisers.createdAt,
    })
    .from(advertisers)
    .where(eq(advertisers.id, advertiserId));
  return row;
}

/** Phrases or numbers an operator already cleared on this advert (safety_flags_advertiser_reason_idx). */
export async function clearedFindings(db: Tx, advertiserId: number, reason: SafetyReason) {
  return db
    .select({
      phrases: safetyFlags.phrases,
      phone: safetyFlags.phone,
      otherAdvertiserId: safetyFlags.otherAdvertiserId,
    })
    .from(safetyFlags)
    .where(and(findingsOf(advertiserId, reason), isNotNull(safetyFlags.resolvedAt)));
}

/**
 * Adds phrases to the advert's open `trafficking_indicators` finding (there is one at most: the open-finding
 * key), keeping those it already had.
 */
export async function addOpenPhrases(db: Tx, advertiserId: number, phrases: string[]): Promise<void> {
  await db
    .update(safetyFlags)
    .set({
      phrases: sql`(select coalesce(jsonb_agg(distinct p), '[]'::jsonb) from jsonb_array_elements_text(${safetyFlags.phrases} || ${JSON.stringify(phrases)}::jsonb) as p)`,
    })
    .where(and(findingsOf(advertiserId, 'trafficking_indicators'), isNull(safetyFlags.resolvedAt)));
}

/** Keeps the advert's number (null: it has none that could be dialled). */
export async function savePhone(db: Tx, advertiserId: number, number: string | null): Promise<void> {
  if (number === null) {
    await db.delete(advertiserPhones).where(eq(advertiserPhones.advertiserId, advertiserId));
    return;
  }
  await db
    .insert(advertiserPhones)
    .values({ advertiserId, number })
    .onConflictDoUpdate({ target: advertiserPhones.advertiserId, set: { number } });
}

export async function insertPhones(db: Tx, rows: { advertiserId: number; number: string }[]) {
  if (rows.length) await db.insert(advertiserPhones).values(rows).onConflictDoNothing();
}

/**
 * Other accounts with the same number, oldest first (advertiser_phones_number_idx): at most 100, which a
 * finding opens with; accounts taking the number later join it one by one (addToOpenPhoneFinding).
 */
export async function accountsWithPhone(db: Tx, number: string, exceptAdvertiserId: number) {
  return db
    .select({ id: advertisers.id, createdAt: advertisers.createdAt })
    .from(advertiserPhones)
    .innerJoin(advertisers, eq(advertisers.id, advertiserPhones.advertiserId))
    .where(and(eq(advertiserPhones.number, number), ne(advertiserPhones.advertiserId, exceptAdvertiserId)))
    .orderBy(asc(advertisers.createdAt), asc(advertisers.id))
    .limit(100);
}

const openPhoneFinding = (number: string) =>
  and(eq(safetyFlags.reason, 'shared_phone'), eq(safetyFlags.phone, number), isNull(safetyFlags.resolvedAt));

/**
 * Adds the account to the number's open shared-phone finding (safety_flags_open_phone_key), unless it is
 * named there already; answers whether the number has an open finding.
 */
export async function addToOpenPhoneFinding(db: Tx, number: string, advertiserId: number): Promise<boolean> {
  const rows = await db
    .update(safetyFlags)
    .set({
      accounts: sql`case when ${safetyFlags.accounts} @> ${JSON.stringify([advertiserId])}::jsonb
        then ${safetyFlags.accounts} else ${safetyFlags.accounts} || ${JSON.stringify([advertiserId])}::jsonb end`,
    })
    .where(openPhoneFinding(number))
    .returning({ id: safetyFlags.id });
  return rows.length > 0;
}

/** The accounts the number's cleared shared-phone findings named (safety_flags_phone_idx). */
export async function clearedPhoneAccounts(db: Tx, number: string): Promise<number[]> {
  const rows = await db
    .select({
      accounts: safetyFlags.accounts,
      advertiserId: safetyFlags.advertiserId,
      otherAdvertiserId: safetyFlags.otherAdvertiserId,
    })
    .from(safetyFlags)
    .where(
      and(
        eq(safetyFlags.reason, 'shared_phone'),
        eq(safetyFlags.phone, number),
        isNotNull(safetyFlags.resolvedAt),
      ),
    );
  // Findings from before one finding per number name their two accounts only.
  return rows.flatMap((r) => [...r.accounts, r.advertiserId, r.otherAdvertiserId ?? []].flat());
}

/** Marks an open finding as holding the advert (an operator's decision). */
export async function markHolding(db: Tx, id: number): Promise<void> {
  await db.update(safetyFlags).set({ holds: true }).where(eq(safetyFlags.id, id));
}
