import { and, eq, gt, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { advertisers, duoLinks } from '../../db/schema.ts';
import { visibleAdvert } from '../../lib/visibility.ts';

type Tx = Pick<Db, 'select' | 'insert' | 'update'>;

export type Partner = { guid: string; name: string };

/** Open: an invitation not yet accepted, or a duo, neither ended. */
const open = isNull(duoLinks.endedAt);
const confirmed = and(open, isNotNull(duoLinks.acceptedAt))!;

/**
 * The public predicate written for the partner row `p` of a duo: the same rule as lib/visibility.ts, for a
 * second advertisers row in one statement.
 */
const partnerVisible = sql`(p.role = 'advertiser' and p.email_verified_at is not null and p.activated_at is not null
  and p.suspended_at is null and p.held_at is null
  and not (p.paused_at is not null and (p.paused_until is null or p.paused_until > now())))`;

/**
 * In a confirmed duo whose other advert is public now: what `escort/search?duo=1` asks of each row of
 * the public lists (few rows ever match, found by the two ids).
 */
export const inPublicDuo: SQL = sql`exists (select 1 from duo_links d join advertisers p
  on p.id = case when d.inviter_id = "advertisers"."id" then d.invitee_id else d.inviter_id end
  where (d.inviter_id = "advertisers"."id" or d.invitee_id = "advertisers"."id")
  and d.accepted_at is not null and d.ended_at is null and ${partnerVisible})`;

/** The public partner of the advert in the row, as JSON (or null), for the detail's one-statement read. */
export const publicPartnerJson = sql<Partner | null>`(select json_build_object('guid', p.guid, 'name', p.name)
  from duo_links d join advertisers p
  on p.id = case when d.inviter_id = "advertisers"."id" then d.invitee_id else d.inviter_id end
  where (d.inviter_id = "advertisers"."id" or d.invitee_id = "advertisers"."id")
  and d.accepted_at is not null and d.ended_at is null and ${partnerVisible} limit 1)`;

/** The public partner of each advert in a confirmed duo, in one query. */
export async function publicPartners(db: Db, ids: number[]): Promise<Map<number, Partner>> {
  if (ids.length === 0) return new Map();
  const p = alias(advertisers, 'p');
  // Each duo joins both its sides as p; the row where p is the other side names the partner.
  const rows = await db
    .select({
      inviterId: duoLinks.inviterId,
      inviteeId: duoLinks.inviteeId,
      id: p.id,
      guid: p.guid,
      name: p.name,
    })
    .from(duoLinks)
    .innerJoin(p, or(eq(p.id, duoLinks.inviterId), eq(p.id, duoLinks.inviteeId)))
    .where(
      and(confirmed, or(inArray(duoLinks.inviterId, ids), inArray(duoLinks.inviteeId, ids)), partnerVisible),
    );
  const wanted = new Set(ids);
  const partners = new Map<number, Partner>();
  for (const row of rows) {
    const owner = row.id === row.inviterId ? row.inviteeId : row.inviterId;
    if (wanted.has(owner)) partners.set(owner, { guid: row.guid, name: row.name });
  }
  return partners;
}

/** A public advert by guid (any advertiser's), with its age: duos are between public adult adverts. */
export async function findPublicAdvert(db: Db | Tx, guid: string) {
  const [row] = await db
    .select({ id: advertisers.id, guid: advertisers.guid, name: advertisers.name, age: advertisers.age })
    .from(advertisers)
    .where(and(eq(advertisers.guid, guid), visibleAdvert))
    .limit(1);
  return row;
}

export async function isPublic(db: Db | Tx, id: number): Promise<{ age: number | null } | undefined> {
  const [row] = await db
    .select({ age: advertisers.age })
    .from(advertisers)
    .where(and(eq(advertisers.id, id), visibleAdvert))
    .limit(1);
  return row;
}

/** Both advertisers' rows locked, lowest id first, so two duo changes on the same pair wait in turn. */
export async function lockPair(tx: Tx, a: number, b: number) {
  await tx
    .select({ id: advertisers.id })
    .from(advertisers)
    .where(inArray(advertisers.id, [a, b]))
    .orderBy(advertisers.id)
    .for('update');
}

/** The open links (invitations and duos) either side of which is one of `ids`. */
export async function openLinks(db: Db | Tx, ids: number[]) {
  return db
    .select({
      id: duoLinks.id,
      inviterId: duoLinks.inviterId,
      inviteeId: duoLinks.inviteeId,
      acceptedAt: duoLinks.acceptedAt,
    })
    .from(duoLinks)
    .where(and(open, or(inArray(duoLinks.inviterId, ids), inArray(duoLinks.inviteeId, ids))));
}

/** Invitations this advertiser sent since `since` (ended ones too). */
export async function invitesSince(tx: Tx, inviterId: number, since: Date, inviteeId?: number) {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(duoLinks)
    .where(
      and(
        eq(duoLinks.inviterId, inviterId),
        gt(duoLinks.createdAt, since),
        inviteeId === undefined ? undefined : eq(duoLinks.inviteeId, inviteeId),
      ),
    );
  return row?.n ?? 0;
}

export async function insertInvite(tx: Tx, inviterId: number, inviteeId: number) {
  await tx.insert(duoLinks).values({ inviterId, inviteeId });
}

export async function accept(tx: Tx, linkId: number) {
  await tx
    .update(duoLinks)
    .set({ acceptedAt: sql`now()` })
    .where(eq(duoLinks.id, linkId));
}

export async function endLinks(tx: Tx, linkIds: number[]) {
  if (linkIds.length === 0) return;
  await tx
    .update(duoLinks)
    .set({ endedAt: sql`now()` })
    .where(and(inArray(duoLinks.id, linkIds), open));
}

/** Guid and name of advertisers by id. */
export async function names(db: Db | Tx, ids: number[]): Promise<Map<number, Partner>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: advertisers.id, guid: advertisers.guid, name: advertisers.name })
    .from(advertisers)
    .where(inArray(advertisers.id, ids));
  return new Map(rows.map((r) => [r.id, { guid: r.guid, name: r.name }]));
}
