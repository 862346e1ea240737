import {
  ADMIN_PAGE_SIZE,
  SAFETY_REASONS,
  type AccountSafetyData,
  type HashListImportBody,
  type ReviewPhoto,
  type SafetyAccount,
  type SafetyCounts,
  type SafetyFlag,
  type SafetyReason,
  type DecisionFactKind,
} from '@velvet/contract';
import { setImmediate as yieldToOthers } from 'node:timers/promises';
import type { StoredImage } from '../../adapters/images.ts';
import type { MediaStorage } from '../../adapters/storage.ts';
import type { AppDeps } from '../../deps.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { pageInfo } from '../../lib/paginate.ts';
import type { Transaction } from '../../lib/transaction.ts';
import { signedMediaStorage } from '../../adapters/media-access.ts';
import { imageAsset, imagePath } from '../../lib/media-urls.ts';
import { bandedHash, hexOf, HEX_HASH, type BandedHash } from './hashing.ts';
import * as repo from './repo.ts';
import { recordDecision, recordRelease } from '../decisions/index.ts';

/** The clause of the terms that describes the screen behind each finding: a decision on it quotes that. */
export const CLAUSE_OF = {
  duplicate_photo: '5.2',
  trafficking_indicators: '5.3',
  shared_phone: '5.4',
  age_check_failed: '5.11',
} as const satisfies Record<SafetyReason, string>;

/** The sentence of facts a decision on each kind of finding gives (its text is `decisions.facts.<kind>`). */
export const FACT_OF = {
  duplicate_photo: 'copied_photo',
  trafficking_indicators: 'indicator_phrases',
  shared_phone: 'shared_phone',
  age_check_failed: 'age_check_failed',
} as const satisfies Record<SafetyReason, DecisionFactKind>;

type Deps = Pick<AppDeps, 'config' | 'database' | 'storage' | 'mediaSigner' | 'mailer'>;
type Tx = Parameters<Parameters<AppDeps['database']['db']['transaction']>[0]>[0];
type Actor = { id: number };

// ─── Hooks of the advert's own writes ──────────────────────────────────────────

/**
 * Before an upload is kept: a photo within PHOTO_MATCH_DISTANCE of a hash on an imported list of known
 * abusive or non-consensual images is refused with a neutral message (the sender learns nothing of the
 * list), and the refusal is audited. The caller discards the upload's files.
 */
export async function refuseKnownAbuse(
  deps: Pick<AppDeps, 'database'>,
  upload: { main: StoredImage[]; images: StoredImage[] },
  accountId: number | null,
): Promise<void> {
  const { db } = deps.database;
  for (const [field, files] of [
    ['main_image', upload.main],
    ['images', upload.images],
  ] as const) {
    for (const file of files) {
      if (file.plain) continue;
      // The upright photo and its mirror images and turns: a list's hash is of the picture as it was found.
      let match: Awaited<ReturnType<typeof repo.blockedMatch>>;
      for (const probe of [...file.probes, ...file.turns]) {
        match = await repo.blockedMatch(db, bandedHash(probe));
        if (match) break;
      }
      if (!match) continue;
      await writeAudit(db, {
        actorId: null,
        action: 'photo.known_abuse_refused',
        targetType: 'advert',
        targetId: accountId,
        after: {
          photo_hash: file.phash,
          list: match.source,
          list_hash: hexOf(match.hash),
          distance: match.distance,
        },
      });
      throw new AppError('safety.photo_refused', 422, { errors: { [field]: ['safety.photo_refused'] } });
    }
  }
}

/**
 * In the transaction that writes an advert's new photos: keeps each photo's perceptual hashes, and a photo
 * whose probes come within PHOTO_MATCH_DISTANCE of another account's kept hashes (a copy: scaled,
 * re-encoded, recoloured, mirrored, turned, framed or cropped by up to a fifth) opens a `duplicate_photo`
 * finding that holds the advert back from every public answer, in either moderation mode, until an operator
 * clears it. Only the later holder of a photo is held: a match with a photo uploaded after one of the
 * advertiser's own that the new photo also matches is a later copy of her photo, and holds nothing. A match
 * with her own photos never does. A photo within that distance of one a retired advertiser kept against
 * re-upload (retired_photo_hashes) holds the advert the same way. A plain picture (one colour) is not compared.
 */
export async function screenNewPhotos(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  tx: Tx,
  advertiserId: number,
  files: StoredImage[],
): Promise<void> {
  if (files.length === 0) return;
  const ids = await repo.mediaIdsByKey(
    tx,
    advertiserId,
    files.map((f) => f.storageKey),
  );
  const photos = files.flatMap((file) => {
    const mediaId = ids.get(file.storageKey);
    return mediaId === undefined ? [] : [{ ...file, mediaId, advertiserId }];
  });
  await recordPhotoHashes(tx, photos);
  const arriving = photos.map((photo) => photo.mediaId);
  const copied = new Set<number>();
  for (const photo of photos) {
    if (photo.plain) continue;
    const probes = { probes: photo.probes.map(bandedHash), turns: photo.turns.map(bandedHash) };
    // A photo a retired advertiser kept against re-upload: whose it was is not kept, so no other account.
    const retired = await repo.retiredMatch(tx, probes);
    if (retired) {
      copied.add(photo.mediaId);
      await repo.openFlag(tx, {
        advertiserId,
        reason: 'duplicate_photo',
        mediaId: photo.mediaId,
        distance: retired.distance,
        holds: true,
      });
    }
    for (const match of await repo.similarPhotos(tx, probes, advertiserId)) {
      if (await repo.ownPhotoBefore(tx, probes, advertiserId, match.createdAt, arriving)) continue;
      copied.add(photo.mediaId);
      await repo.openFlag(tx, {
        advertiserId,
        reason: 'duplicate_photo',
        mediaId: photo.mediaId,
        otherAdvertiserId: match.advertiserId,
        otherMediaId: match.mediaId,
        distance: match.distance,
        holds: true,
      });
    }
  }
  if (copied.size === 0) return;
  await repo.holdAdvert(tx, advertiserId);
  await recordDecision(deps, tx, {
    advertiserId,
    restriction: 'advert_held',
    scope: 'advert',
    facts: { kind: 'copied_photo', mediaIds: [...copied] },
    automatedDetection: true,
    decidedBy: null,
    clause: CLAUSE_OF.duplicate_photo,
  });
}

/**
 * An age check with MitID answered "not 18 or older": an `age_check_failed` finding holds the advert back
 * from every public answer, in either moderation mode, until an operator clears it (an identity broker can
 * be wrong about a person, an operator decides). One open finding per advert however often it is answered.
 */
export async function holdForFailedAgeCheck(
  deps: Pick<AppDeps, 'mailer' | 'config'>,
  tx: Tx,
  advertiserId: number,
): Promise<void> {
  await repo.openFlag(tx, { advertiserId, reason: 'age_check_failed', holds: true });
  await repo.holdAdvert(tx, advertiserId);
  await recordDecision(deps, tx, {
    advertiserId,
    restriction: 'advert_held',
    scope: 'advert',
    facts: { kind: 'age_check_failed' },
    automatedDetection: true,
    decidedBy: null,
    clause: CLAUSE_OF.age_check_failed,
  });
}

/**
 * Keeps the hashes of photos whose rows were just written (a plain picture, one colour, has none worth
 * keeping): later photos of other accounts are compared with them.
 */
export async function recordPhotoHashes(
  tx: Tx,
  photos: { mediaId: number; advertiserId: number; kept: string[]; plain: boolean }[],
): Promise<void> {
  await repo.insertPhotoHashes(
    tx,
    photos
      .filter((photo) => !photo.plain)
      .flatMap((photo) =>
        photo.kept.map((hex, variant) => ({
          ...bandedHash(hex),
          variant,
          mediaId: photo.mediaId,
          advertiserId: photo.advertiserId,
        })),
      ),
  );
}

/** The advertiser's side: a photo is being checked (never what it matched). */
export async function accountSafety(
  deps: Pick<AppDeps, 'database'>,
  accountId: number,
): Promise<AccountSafetyData> {
  return { photos_checking: await repo.hasOpenHoldingFlag(deps.database.db, accountId, 'duplicate_photo') };
}

// ─── The operators ─────────────────────────────────────────────────────────────

type AccountRow = Awaited<ReturnType<typeof repo.accountsOf>>[number];
type PhotoRow = Awaited<ReturnType<typeof repo.photosOf>>[number];

/** A photo as the operators' queues show it (screened photos are images, never videos). */
function reviewPhoto(storage: MediaStorage, row: PhotoRow): ReviewPhoto {
  const asset = imageAsset(storage, row);
  return {
    id: row.id,
    kind: row.kind,
    url: asset?.src ?? `/${imagePath(storage, row)}`,
    srcset: asset?.srcset ?? null,
    held: row.heldAt !== null,
    reviewed: row.reviewedAt !== null,
  };
}

/** A page of findings with both accounts and both photos, read in three queries whatever the page holds. */
async function describeFlags(deps: Deps, rows: repo.FlagRow[]): Promise<SafetyFlag[]> {
  const { db } = deps.database;
  const accountIds = [
    ...new Set(rows.flatMap((r) => [r.advertiserId, r.otherAdvertiserId ?? [], r.accounts].flat())),
  ];
  const photoIds = [...new Set(rows.flatMap((r) => [r.mediaId ?? [], r.otherMediaId ?? []].flat()))];
  const [accounts, photos] = await Promise.all([
    repo.accountsOf(db, accountIds),
    repo.photosOf(db, photoIds),
  ]);
  const accountById = new Map<number, AccountRow>(accounts.map((a) => [a.id, a]));
  const photoById = new Map<number, PhotoRow>(photos.map((p) => [p.id, p]));
  // The operators see held photos too, through signed URLs.
  const storage = signedMediaStorage(deps.storage, deps.mediaSigner);
  const account = (id: number | null, photoId: number | null): SafetyAccount | null => {
    const a = id === null ? undefined : accountById.get(id);
    if (!a) return null;
    const photo = photoId === null ? undefined : photoById.get(photoId);
    return {
      id: a.id,
      guid: a.guid,
      name: a.name,
      email: a.email,
      city: a.city,
      created_at: a.createdAt.toISOString(),
      public: a.isPublic,
      photo: photo ? reviewPhoto(storage, photo) : null,
    };
  };
  return rows.flatMap((r) => {
    const advert = account(r.advertiserId, r.mediaId);
    if (!advert) return [];
    return [
      {
        id: r.id,
        reason: r.reason,
        created_at: r.createdAt.toISOString(),
        holds: r.holds,
        advert,
        other: account(r.otherAdvertiserId, r.otherMediaId),
        accounts: r.accounts.flatMap((id) => account(id, null) ?? []),
        distance: r.distance,
        phone: r.phone,
        phrases: r.phrases,
        resolved_at: r.resolvedAt?.toISOString() ?? null,
      },
    ];
  });
}

/** Open findings by reason, and how many hide an advert. */
async function flagCounts(deps: Deps): Promise<SafetyCounts> {
  const counts: SafetyCounts = {
    holding: 0,
    by_reason: Object.fromEntries(SAFETY_REASONS.map((r) => [r, 0])) as SafetyCounts['by_reason'],
  };
  for (const row of await repo.openFlagCounts(deps.database.db)) {
    counts.by_reason[row.reason] += row.n;
    if (row.holds) counts.holding += row.n;
  }
  return counts;
}

/** A page of the safety queue (findings that hide an advert first), with the counts of the whole queue. */
export async function safetyQueue(deps: Deps, page: number) {
  const [{ rows, total }, counts] = await Promise.all([
    repo.listOpenFlags(deps.database.db, page),
    flagCounts(deps),
  ]);
  return {
    flags: await describeFlags(deps, rows),
    pagination: pageInfo(page, ADMIN_PAGE_SIZE, total),
    counts,
  };
}

/**
 * An operator looked and found nothing wrong: the finding is closed, and the advert is public again
 * unless another open finding, a rejection or (MODERATION=pre) a pending approval still holds it. Audited.
 */
export async function clearFlag(deps: Deps, actor: Actor, id: number): Promise<SafetyFlag> {
  return decideOpenFlag(deps, id, async (tx, flag) => {
    await repo.resolveFlag(tx, id, actor.id);
    if (flag.holds) {
      await repo.releaseHold(tx, flag.advertiserId, deps.config.moderation);
      await recordRelease(deps, tx, {
        advertiserId: flag.advertiserId,
        facts: { kind: 'cleared' },
        automatedDetection: true,
        decidedBy: actor.id,
        clause: CLAUSE_OF[flag.reason],
        noticeAt: flag.createdAt,
      });
    }
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'safety.cleared',
      targetType: 'advert',
      targetId: flag.advertiserId,
      before: { flag: flag.id, reason: flag.reason, holds: flag.holds, requested_at: flag.createdAt },
      after: { resolved: true },
    });
  });
}

/**
 * An operator's decision on an open finding: `decide` runs in one transaction with the finding locked
 * (404 when there is none, 409 once it is resolved); the answer is the finding as it then stands.
 */
export async function decideOpenFlag(
  deps: Deps,
  id: number,
  decide: (tx: Transaction, flag: repo.FlagRow) => Promise<void>,
): Promise<SafetyFlag> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const flag = await repo.findFlag(tx, id, true);
    if (!flag) throw notFound();
    if (flag.resolvedAt) throw new AppError('safety.flag_not_open', 409);
    await decide(tx, flag);
  });
  deps.mailer.wake();
  const [described] = await describeFlags(deps, [(await repo.findFlag(db, id))!]);
  if (!described) throw notFound();
  return described;
}

/** How long one batch of a hash-list import may hold the database; the batch size follows it. */
const BATCH_TARGET_MS = 50;
const FIRST_BATCH = 500;
const MIN_BATCH = 25;
const MAX_BATCH = 5000;

/**
 * Imports a list of hashes of known abusive images: one 16-hex-digit hash per line. The first empty or
 * malformed line is reported with its number and nothing of the list is applied. Audited.
 *
 * The hashes go in in batches, each its own short statement, with the event loop let through between
 * them: one transaction for 100 000 lines held the embedded database for the whole import (a visitor's
 * search waited 18 s). Batches are sized to take about BATCH_TARGET_MS on this machine. A list cut short
 * (the process stopped half way) has imported some of its lines; importing it again adds the rest, as
 * known hashes are skipped.
 */
export async function importHashList(
  deps: Pick<AppDeps, 'database'>,
  actor: Actor,
  body: HashListImportBody,
) {
  const lines = body.hashes.split(/\r?\n/);
  // A file's last line ends with a newline too: that is not an empty line of the list.
  if (lines.length > 1 && lines.at(-1) === '') lines.pop();
  const hashes: BandedHash[] = [];
  for (const [index, line] of lines.entries()) {
    const hex = line.trim();
    if (!HEX_HASH.test(hex)) {
      if (lines.length === 1 && hex === '')
        throw new AppError('safety.hash_list_empty', 422, { errors: { hashes: ['safety.hash_list_empty'] } });
      throw new AppError('safety.hash_list_line_invalid', 422, {
        errors: { hashes: ['safety.hash_list_line_invalid'] },
        vars: { line: index + 1 },
      });
    }
    hashes.push(bandedHash(hex.toLowerCase()));
  }
  const { db } = deps.database;
  let imported = 0;
  let size = FIRST_BATCH;
  for (let from = 0; from < hashes.length;) {
    const batch = hashes.slice(from, from + size);
    const started = performance.now();
    imported += await repo.insertBlockedHashes(db, batch, body.source, actor.id);
    const ms = performance.now() - started;
    from += batch.length;
    if (ms > BATCH_TARGET_MS * 2) size = Math.max(MIN_BATCH, Math.floor(size / 2));
    else if (ms < BATCH_TARGET_MS / 2) size = Math.min(MAX_BATCH, size * 2);
    await yieldToOthers();
  }
  await writeAudit(db, {
    actorId: actor.id,
    action: 'safety.hash_list_imported',
    targetType: 'photo_hash_list',
    targetId: body.source,
    after: { lines: hashes.length, imported },
  });
  return { imported, already_known: hashes.length - imported };
}
