import type { FastifyRequest } from 'fastify';
import {
  IMAGE_MAX_BYTES,
  type AccountReviewData,
  type AdminReviewItem,
  type AdminVerification,
  type Pagination,
  type QueueReason,
  type ReviewPhoto,
  type VerificationData,
  ADMIN_PAGE_SIZE,
} from '@velvet/contract';
import { storeImage } from '../../adapters/images.ts';
import type { MediaStorage } from '../../adapters/storage.ts';
import { deleteMediaObject } from '../../adapters/video.ts';
import type { Config } from '../../config.ts';
import type { AppDeps } from '../../deps.ts';
import {
  photosRejectedEmail,
  photosVerifiedEmail,
  reviewApprovedEmail,
  reviewRejectedEmail,
} from '../../emails/trust.ts';
import type { RenderedEmail } from '../../emails/layout.ts';
import { writeAudit } from '../../lib/audit.ts';
import { reviewWaitingSince } from '../../lib/review-times.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageInfo } from '../../lib/paginate.ts';
import { signedMediaStorage } from '../../adapters/media-access.ts';
import { imageAsset, imagePath, videoPath } from '../../lib/media-urls.ts';
import { holdingReasons, keepHeldWhileFlagged } from '../safety/index.ts';
import { recordDecision, recordRelease } from '../decisions/index.ts';
import * as repo from './repo.ts';
import { verificationWord } from './words.ts';

type Deps = Pick<AppDeps, 'config' | 'database' | 'mailer' | 'storage' | 'mediaSigner'>;
type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0];
type Actor = { id: number };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const notAnAdvert = () => new AppError('trust.not_an_advert', 403);
/** Owner and operators see hidden photos and selfies through signed URLs only. */
const signed = (deps: Deps) => signedMediaStorage(deps.storage, deps.mediaSigner);

async function advertiserOf(db: Tx | Deps['database']['db'], id: number, lock = false) {
  const account = await repo.findAccount(db, id, lock);
  if (!account) throw notFound();
  if (account.role !== 'advertiser') throw notAnAdvert();
  return account;
}

// ─── Hooks of the advert's own writes ──────────────────────────────────────────

/**
 * Called in the transaction that creates an advert or saves the owner's changes to it, after its media
 * rows are written. MODERATION=pre holds a new advert and every photo or video nobody has approved;
 * new or replaced photos void a photo verification; a rejected advert goes back to the review queue.
 */
export async function afterAdvertSaved(
  tx: Tx,
  deps: { config: Pick<Config, 'moderation' | 'publicUrl'>; mailer: AppDeps['mailer'] },
  advertiserId: number,
  change: { created: boolean; photosAdded: boolean; mediaAdded: boolean },
): Promise<void> {
  if (deps.config.moderation === 'pre') {
    const premoderated = {
      advertiserId,
      facts: { kind: 'pre_moderation' },
      automatedDetection: true,
      decidedBy: null,
      clause: '5.6',
    } as const;
    if (change.created) {
      await repo.holdAdvert(tx, advertiserId);
      await recordDecision(deps, tx, { ...premoderated, restriction: 'advert_held', scope: 'advert' });
    }
    // A new advert's own photos are covered by the advert's hold; later ones are held one by one.
    const held = change.mediaAdded ? await repo.holdUnreviewedMedia(tx, advertiserId) : [];
    if (held.length > 0 && !change.created) {
      await recordDecision(deps, tx, {
        ...premoderated,
        restriction: 'media_hidden',
        scope: held.every((m) => m.kind === 'video') ? 'video' : 'photo',
        facts: { kind: 'pre_moderation', mediaIds: held.map((m) => m.id) },
      });
    }
  }
  if (change.photosAdded) await repo.voidPhotoVerification(tx, advertiserId);
  if (!change.created) await repo.reopenRejected(tx, advertiserId);
}

// ─── Photo verification: the advertiser ────────────────────────────────────────

function selfieAsset(storage: MediaStorage, row: repo.VerificationRow) {
  if (!row.selfieKey) return null;
  return imageAsset(storage, {
    storageKey: row.selfieKey,
    variants: row.selfieVariants,
    width: row.selfieWidth,
    height: row.selfieHeight,
  });
}

function toVerificationData(
  deps: Deps,
  account: repo.AccountRow,
  row: repo.VerificationRow | undefined,
): VerificationData {
  return {
    status: row?.status === 'issued' ? 'word_issued' : (row?.status ?? 'none'),
    word: row?.word ?? null,
    reason: row?.status === 'rejected' ? row.reason : null,
    selfie: row ? selfieAsset(signed(deps), row) : null,
    issued_at: iso(row?.issuedAt),
    submitted_at: iso(row?.submittedAt),
    decided_at: iso(row?.decidedAt),
    photo_verified: account.photoVerifiedAt !== null,
  };
}

export async function verificationOf(deps: Deps, accountId: number): Promise<VerificationData> {
  const { db } = deps.database;
  const account = await advertiserOf(db, accountId);
  return toVerificationData(deps, account, await repo.findVerification(db, accountId));
}

/**
 * A fresh one-time word. Asking again replaces the word (and a rejected round's selfie); while a selfie
 * waits for an operator, or the photos are verified, there is nothing to ask for.
 */
export async function issueWord(deps: Deps, accountId: number): Promise<VerificationData> {
  const { db } = deps.database;
  const old = await db.transaction(async (tx) => {
    await advertiserOf(tx, accountId, true);
    const current = await repo.findVerification(tx, accountId, true);
    if (current?.status === 'pending') throw new AppError('trust.already_pending', 409);
    if (current?.status === 'approved') throw new AppError('trust.already_verified', 409);
    await repo.issueWord(tx, accountId, verificationWord());
    return current;
  });
  // The selfie of an earlier round is of no use any more: its file goes once the row no longer names it.
  if (old?.selfieKey)
    await deleteMediaObject(deps.storage, { storageKey: old.selfieKey, mime: 'image/webp' }).catch(() => {});
  return verificationOf(deps, accountId);
}

/** Reads the one `photo` file of a multipart request, at most IMAGE_MAX_BYTES (413 beyond). */
async function readPhoto(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw new AppError('errors.unsupported_media_type', 415);
  let photo: Buffer | undefined;
  for await (const part of request.parts({ limits: { fileSize: IMAGE_MAX_BYTES, files: 1 } })) {
    if (part.type !== 'file') continue;
    const buffer = await part.toBuffer();
    if (part.fieldname === 'photo' && buffer.length > 0) photo = buffer;
  }
  if (!photo) throw new AppError('errors.validation', 422, { errors: { photo: ['trust.photo_required'] } });
  return photo;
}

/**
 * The selfie holding the issued word. It goes through the photos' pipeline (type by content, re-encoded
 * to WebP, metadata gone) and is referenced only from photo_verifications: /media never serves it
 * publicly, only through signed URLs to its owner and the operators.
 */
export async function submitSelfie(
  deps: Deps,
  accountId: number,
  request: FastifyRequest,
): Promise<VerificationData> {
  const { db } = deps.database;
  // Refuse before reading the upload when there is no word to hold up.
  await advertiserOf(db, accountId);
  const before = await repo.findVerification(db, accountId);
  if (!before || before.status !== 'issued') throw new AppError('trust.word_required', 409);
  const stored = await storeImage(deps.storage, await readPhoto(request));
  try {
    await db.transaction(async (tx) => {
      const current = await repo.findVerification(tx, accountId, true);
      if (!current || current.status !== 'issued') throw new AppError('trust.word_required', 409);
      await repo.saveSelfie(tx, accountId, stored);
    });
  } catch (error) {
    await deleteMediaObject(deps.storage, stored).catch(() => {});
    throw error;
  }
  return verificationOf(deps, accountId);
}

// ─── Photo verification: the operators ─────────────────────────────────────────

function toReviewPhoto(storage: MediaStorage, row: repo.MediaRow): ReviewPhoto {
  const asset = row.kind === 'video' ? null : imageAsset(storage, row);
  return {
    id: row.id,
    kind: row.kind,
    url:
      row.kind === 'video'
        ? `/${videoPath(storage, row.storageKey)}`
        : (asset?.src ?? `/${imagePath(storage, row)}`),
    srcset: asset?.srcset ?? null,
    held: row.heldAt !== null,
    reviewed: row.reviewedAt !== null,
  };
}

const paging = (page: number, total: number): Pagination => pageInfo(page, ADMIN_PAGE_SIZE, total);

type VerificationListRow = Awaited<ReturnType<typeof repo.listVerifications>>['rows'][number];

function toAdminVerification(
  storage: MediaStorage,
  row: VerificationListRow,
  photos: repo.MediaRow[],
): AdminVerification {
  const v = row.verification;
  return {
    advertiser_id: v.advertiserId,
    guid: row.guid,
    name: row.name,
    city: row.city,
    status: v.status === 'issued' ? 'word_issued' : v.status,
    word: v.word,
    reason: v.reason,
    selfie: selfieAsset(storage, v),
    photos: photos.filter((m) => m.kind !== 'video').map((m) => toReviewPhoto(storage, m)),
    submitted_at: iso(v.submittedAt),
    decided_at: iso(v.decidedAt),
  };
}

export async function listVerifications(
  deps: Deps,
  query: { status: 'pending' | 'approved' | 'rejected'; page: number },
) {
  const { db } = deps.database;
  const { rows, total } = await repo.listVerifications(db, query.status, query.page);
  const media = await repo.mediaOf(
    db,
    rows.map((r) => r.verification.advertiserId),
  );
  const storage = signed(deps);
  return {
    verifications: rows.map((row) =>
      toAdminVerification(
        storage,
        row,
        media.filter((m) => m.advertiserId === row.verification.advertiserId),
      ),
    ),
    pagination: paging(query.page, total),
  };
}

async function adminVerification(deps: Deps, advertiserId: number): Promise<AdminVerification> {
  const { db } = deps.database;
  const account = await advertiserOf(db, advertiserId);
  const v = await repo.findVerification(db, advertiserId);
  if (!v) throw notFound();
  return toAdminVerification(
    signed(deps),
    { verification: v, guid: account.guid, name: account.name, city: account.city },
    await repo.mediaOf(db, [advertiserId]),
  );
}

/** An operator's answer to what waits in a queue; a rejection says why (the advertiser is told). */
export type Decision = { approve: true } | { approve: false; reason: string };

/**
 * An operator's decision on an advert: `decide` runs in one transaction with the advertiser locked and
 * answers the email that tells them; it is queued in that transaction, and the mailer woken once it commits.
 */
async function decideOnAdvert(
  deps: Deps,
  advertiserId: number,
  decide: (
    tx: Tx,
    account: repo.AccountRow,
    tell: { name: string; publicUrl: string },
  ) => Promise<RenderedEmail & { template: string }>,
): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    const account = await advertiserOf(tx, advertiserId, true);
    const email = await decide(tx, account, { name: account.name, publicUrl: deps.config.publicUrl });
    await deps.mailer.enqueue(tx, { to: account.email, lang: 'da', ...email });
  });
  deps.mailer.wake();
}

/** Approve or reject a waiting selfie; audited and emailed in the same transaction as the decision. */
export async function decideVerification(
  deps: Deps,
  actor: Actor,
  advertiserId: number,
  decision: Decision,
): Promise<AdminVerification> {
  await decideOnAdvert(deps, advertiserId, async (tx, account, input) => {
    const v = await repo.findVerification(tx, advertiserId, true);
    if (!v) throw notFound();
    if (v.status !== 'pending') throw new AppError('trust.not_pending', 409);
    const reason = decision.approve ? null : decision.reason;
    await repo.decideVerification(tx, advertiserId, {
      status: decision.approve ? 'approved' : 'rejected',
      reason,
      actorId: actor.id,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: decision.approve ? 'advert.photos_verified' : 'advert.photos_rejected',
      targetType: 'advert',
      targetId: advertiserId,
      before: {
        verification: v.status,
        photo_verified_at: account.photoVerifiedAt,
        word: v.word,
        requested_at: v.submittedAt,
      },
      after: { verification: decision.approve ? 'approved' : 'rejected', reason },
    });
    return {
      template: decision.approve ? 'photos-verified' : 'photos-rejected',
      ...(decision.approve ? photosVerifiedEmail(input) : photosRejectedEmail({ ...input, reason: reason! })),
    };
  });
  return adminVerification(deps, advertiserId);
}

// ─── Review before publishing ──────────────────────────────────────────────────

function reviewStatus(account: repo.AccountRow, media: repo.MediaRow[]): 'pending' | 'approved' | 'rejected' {
  if (account.reviewRejectedAt) return 'rejected';
  if (account.reviewedAt && !account.heldAt && media.every((m) => m.reviewedAt)) return 'approved';
  return 'pending';
}

export async function accountReview(deps: Deps, accountId: number): Promise<AccountReviewData> {
  const { db } = deps.database;
  const account = await advertiserOf(db, accountId);
  const media = await repo.mediaOf(db, [accountId]);
  return {
    mode: deps.config.moderation,
    status: reviewStatus(account, media),
    held: account.heldAt !== null,
    reason: account.reviewRejectedAt ? account.reviewReason : null,
    held_media: media.filter((m) => m.heldAt).length,
  };
}

/** What an advert in the review queue is there for, besides its own rows: findings that hide it, open reports. */
type QueueFacts = { holding: Map<number, QueueReason[]>; reported: Set<number> };

async function queueFacts(db: Tx | Deps['database']['db'], ids: number[]): Promise<QueueFacts> {
  const [holding, reported] = await Promise.all([holdingReasons(db, ids), repo.withOpenReports(db, ids)]);
  const byAdvert = new Map<number, QueueReason[]>();
  for (const row of holding)
    byAdvert.set(row.advertiserId, [...(byAdvert.get(row.advertiserId) ?? []), row.reason]);
  return { holding: byAdvert, reported };
}

/** The weightiest first: what hides the advert from the public before what only waits to be looked at. */
const REASON_ORDER: QueueReason[] = [
  'duplicate_photo',
  'trafficking_indicators',
  'shared_phone',
  'new_advert',
  'new_media',
  'report',
];

/**
 * Why an advert waits in the review queue: a finding of the screening that hides it; new (never approved,
 * or held again: changed after a rejection, or MODERATION=pre); photos or videos nobody has looked at on an
 * advert approved before; and, said too, a visitor's report of it still open.
 */
function reviewReasons(account: repo.AccountRow, media: repo.MediaRow[], facts: QueueFacts) {
  const holding = facts.holding.get(account.id) ?? [];
  const found = new Set<QueueReason>(holding);
  const isNew = account.reviewedAt === null || (account.heldAt !== null && holding.length === 0);
  if (isNew) found.add('new_advert');
  else if (media.some((m) => m.reviewedAt === null)) found.add('new_media');
  if (facts.reported.has(account.id)) found.add('report');
  // An advert out of the queue (just decided) still says what it was there for: at least that it was new.
  if (found.size === 0 || (found.size === 1 && found.has('report'))) found.add('new_advert');
  return REASON_ORDER.filter((r) => found.has(r));
}

function toReviewItem(
  storage: MediaStorage,
  account: repo.AccountRow,
  media: repo.MediaRow[],
  reasons: QueueReason[],
): AdminReviewItem {
  return {
    id: account.id,
    guid: account.guid,
    name: account.name,
    city: account.city,
    created_at: account.createdAt.toISOString(),
    status: reviewStatus(account, media),
    held: account.heldAt !== null,
    reason: reasons[0]!,
    reasons,
    rejection_reason: account.reviewRejectedAt ? account.reviewReason : null,
    public: account.isPublic,
    age_checked: account.ageChecked,
    photos: media.map((m) => toReviewPhoto(storage, m)),
  };
}

/** One advert as it stands after a decision, with the reasons it waited for (read before the decision). */
async function reviewItem(deps: Deps, id: number, reasons: QueueReason[]): Promise<AdminReviewItem> {
  const { db } = deps.database;
  const account = await advertiserOf(db, id);
  return toReviewItem(signed(deps), account, await repo.mediaOf(db, [id]), reasons);
}

export async function reviewQueue(deps: Deps, page: number) {
  const { db } = deps.database;
  const { ids, total } = await repo.listReviewQueue(db, page);
  const [accounts, media, facts] = await Promise.all([
    Promise.all(ids.map((id) => repo.findAccount(db, id))),
    repo.mediaOf(db, ids),
    queueFacts(db, ids),
  ]);
  const storage = signed(deps);
  return {
    adverts: accounts
      .filter((a): a is repo.AccountRow => Boolean(a))
      .map((a) => {
        const own = media.filter((m) => m.advertiserId === a.id);
        return toReviewItem(storage, a, own, reviewReasons(a, own, facts));
      }),
    pagination: paging(page, total),
  };
}

/**
 * Approve or reject what waits for review on an advert. Approval publishes a held advert and all its
 * photos and videos; rejection hides the advert until its owner changes it and an operator approves it.
 * Audited and emailed in the transaction of the decision.
 */
export async function decideReview(
  deps: Deps,
  actor: Actor,
  id: number,
  decision: Decision,
): Promise<AdminReviewItem> {
  let reasons: QueueReason[] = [];
  await decideOnAdvert(deps, id, async (tx, account, input) => {
    if (!(await repo.isInReviewQueue(tx, id))) throw new AppError('trust.nothing_to_review', 409);
    // What it waited for, read before the decision changes it: the answer names it.
    reasons = reviewReasons(account, await repo.mediaOf(tx, [id]), await queueFacts(tx, [id]));
    const reason = decision.approve ? null : decision.reason;
    // Read before the decision releases the holds it is measured from.
    const requestedAt = await reviewWaitingSince(tx, id);
    const reviewed = {
      advertiserId: id,
      automatedDetection: false,
      decidedBy: actor.id,
      clause: '5.5',
    } as const;
    if (decision.approve) {
      await repo.approveAdvert(tx, id);
      // A finding of the safety screening (a copied photo) keeps holding it until an operator clears that.
      await keepHeldWhileFlagged(tx, id);
      if (account.heldAt) await recordRelease(deps, tx, { ...reviewed, facts: { kind: 'review_approved' } });
    } else {
      await repo.rejectAdvert(tx, id, decision.reason);
      await recordDecision(deps, tx, {
        ...reviewed,
        restriction: 'advert_held',
        scope: 'advert',
        facts: { kind: 'review_rejected', note: decision.reason },
      });
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: decision.approve ? 'advert.review_approved' : 'advert.review_rejected',
      targetType: 'advert',
      targetId: id,
      before: { held_at: account.heldAt, reviewed_at: account.reviewedAt, requested_at: requestedAt },
      after: { held: !decision.approve, reason },
    });
    return {
      template: decision.approve ? 'review-approved' : 'review-rejected',
      ...(decision.approve
        ? reviewApprovedEmail({ ...input, held: account.heldAt !== null })
        : reviewRejectedEmail({ ...input, reason: reason! })),
    };
  });
  return reviewItem(deps, id, reasons);
}
