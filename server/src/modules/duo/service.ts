import {
  DUO_INVITES_PER_DAY,
  DUO_REINVITE_DAYS,
  guidInLink,
  type DuoState,
  type MessageKey,
} from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'database'>;

const ADULT_AGE = 18;
const DAY_MS = 86_400_000;

/** A refusal that belongs to the form's one field, the advert link. */
const refuse = (key: MessageKey, status = 422) =>
  new AppError(key, status, { errors: { advert_link: [key] } });

/** The duo, the invitation sent and those received, as the owner's dashboard shows them. */
export async function duoState(deps: Deps, advertiserId: number): Promise<DuoState> {
  const db = deps.database.db;
  const links = await repo.openLinks(db, [advertiserId]);
  const others = links.map((l) => (l.inviterId === advertiserId ? l.inviteeId : l.inviterId));
  const named = await repo.names(db, others);
  const name = (id: number) => named.get(id) ?? null;
  const duo = links.find((l) => l.acceptedAt !== null);
  const sent = links.find((l) => l.acceptedAt === null && l.inviterId === advertiserId);
  return {
    duo: duo ? name(duo.inviterId === advertiserId ? duo.inviteeId : duo.inviterId) : null,
    invited: sent ? name(sent.inviteeId) : null,
    invitations: links
      .filter((l) => l.acceptedAt === null && l.inviteeId === advertiserId)
      .map((l) => name(l.inviterId))
      .filter((p): p is repo.Partner => p !== null),
  };
}

const isAdult = (row: { age: number | null } | undefined) => row !== undefined && (row.age ?? 0) >= ADULT_AGE;

/**
 * Invites the advert the link names. Both adverts must be public now (verified, paid, not suspended or
 * paused) and adults'; neither may already be in a duo (a duo is two), the inviter has one open invitation
 * at a time, at most DUO_INVITES_PER_DAY a day, and invites the same advert again only after
 * DUO_REINVITE_DAYS: an invitation lands on a stranger's dashboard.
 */
export async function invite(deps: Deps, advertiserId: number, link: string): Promise<DuoState> {
  const guid = guidInLink(link);
  if (!guid) throw refuse('field_tools.duo.link_invalid');
  await deps.database.db.transaction(async (tx) => {
    const target = await repo.findPublicAdvert(tx, guid);
    if (!target || !isAdult(target)) throw refuse('field_tools.duo.not_found');
    if (target.id === advertiserId) throw refuse('field_tools.duo.self');
    await repo.lockPair(tx, advertiserId, target.id);
    if (!isAdult(await repo.isPublic(tx, advertiserId))) throw refuse('field_tools.duo.not_public', 409);
    const links = await repo.openLinks(tx, [advertiserId, target.id]);
    const mine = links.filter((l) => l.inviterId === advertiserId || l.inviteeId === advertiserId);
    if (mine.some((l) => l.acceptedAt !== null)) throw refuse('field_tools.duo.already_in_duo', 409);
    if (mine.some((l) => l.inviterId === advertiserId)) throw refuse('field_tools.duo.pending', 409);
    if (links.some((l) => l.acceptedAt !== null)) throw refuse('field_tools.duo.partner_taken', 409);
    const now = Date.now();
    if (
      (await repo.invitesSince(tx, advertiserId, new Date(now - DUO_REINVITE_DAYS * DAY_MS), target.id)) > 0
    )
      throw refuse('field_tools.duo.reinvite', 429);
    if ((await repo.invitesSince(tx, advertiserId, new Date(now - DAY_MS))) >= DUO_INVITES_PER_DAY)
      throw refuse('field_tools.duo.daily_cap', 429);
    await repo.insertInvite(tx, advertiserId, target.id);
  });
  return duoState(deps, advertiserId);
}

/**
 * Accepts the invitation of the advert `guid` sent to this advertiser. Both must still be public adults
 * and neither in a duo; every other open invitation of either ends, so no third link can follow.
 */
export async function accept(deps: Deps, advertiserId: number, guid: string): Promise<DuoState> {
  const notOpen = () => new AppError('field_tools.duo.invite_not_found', 404);
  await deps.database.db.transaction(async (tx) => {
    const inviter = await repo.findPublicAdvert(tx, guid.toLowerCase());
    if (!inviter || !isAdult(inviter)) throw notOpen();
    await repo.lockPair(tx, advertiserId, inviter.id);
    if (!isAdult(await repo.isPublic(tx, advertiserId)))
      throw new AppError('field_tools.duo.not_public', 409);
    const links = await repo.openLinks(tx, [advertiserId, inviter.id]);
    const invitation = links.find(
      (l) => l.acceptedAt === null && l.inviterId === inviter.id && l.inviteeId === advertiserId,
    );
    if (!invitation) throw notOpen();
    if (links.some((l) => l.acceptedAt !== null)) throw new AppError('field_tools.duo.partner_taken', 409);
    await repo.accept(tx, invitation.id);
    await repo.endLinks(
      tx,
      links.filter((l) => l.id !== invitation.id).map((l) => l.id),
    );
  });
  return duoState(deps, advertiserId);
}

/** Ends at once whatever this advertiser has open: the duo, the invitation sent, those received. */
export async function end(deps: Deps, advertiserId: number): Promise<DuoState> {
  await deps.database.db.transaction(async (tx) => {
    const links = await repo.openLinks(tx, [advertiserId]);
    await repo.endLinks(
      tx,
      links.map((l) => l.id),
    );
  });
  return duoState(deps, advertiserId);
}
