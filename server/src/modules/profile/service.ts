import {
  MAX_KEPT_IMAGES,
  MAX_UPLOAD_IMAGES,
  MAX_UPLOAD_VIDEOS,
  profileUpdateFields,
  withoutUnchangedEmpty,
  type Language,
  type MessageKey,
  type OwnProfile,
} from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { deleteMediaObject } from '../../adapters/video.ts';
import { profileValues } from '../../lib/advertiser-profile.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { fieldErrors } from '../../lib/field-errors.ts';
import { isCommonPassword } from '../../lib/password-policy.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sanitizeAbout } from '../../lib/sanitize.ts';
import { advertSearchDocument } from '../../lib/text.ts';
import { mergeFileErrors, type ReceivedUpload } from '../../plugins/uploads.ts';
import { interestsOf, packagePeriods } from '../adverts/index.ts';
import {
  endWaitingSignIns,
  queueSecurityNotice,
  requireSecondFactorRecently,
} from '../account-security/index.ts';
import { accountPackages } from '../packages/index.ts';
import { knownInterestIds, setAdvertInterests } from '../interests/index.ts';
import { addStoredMedia } from '../media/index.ts';
import {
  deleteAdvertiser,
  deleteMedia,
  exportRows,
  findProfile,
  mediaOf,
  packageState,
  passwordHashOf,
  revokeOtherTokens,
  setFeaturedDays,
  updateAdvertiser,
  type MediaRow,
} from './repo.ts';
import { signedMediaStorage } from '../../adapters/media-access.ts';
import { toOwnProfile } from './serialize.ts';
import { refuseKnownAbuse, screenAdvertDetails, screenNewPhotos } from '../safety/index.ts';
import { afterAdvertSaved } from '../trust/index.ts';

/** A profile update carries at most one main image, a batch of photos and of videos. */
export const PROFILE_UPLOAD_LIMITS = { mainImages: 1, images: MAX_UPLOAD_IMAGES, videos: MAX_UPLOAD_VIDEOS };
/**
 * Whole-advert caps, so repeated updates cannot grow a gallery without bound. The gallery holds at
 * most as many photos as an update may keep (10), so keeping them all is always possible.
 */
const GALLERY_MAX = MAX_KEPT_IMAGES;
const VIDEOS_MAX = 10;

async function ownProfile(deps: AppDeps, accountId: number, lang: Language): Promise<OwnProfile> {
  const { db } = deps.database;
  const row = await findProfile(db, accountId);
  if (!row) throw notFound();
  const [items, interests, periods, bought] = await Promise.all([
    mediaOf(db, accountId),
    interestsOf(db, accountId),
    packagePeriods(db, [accountId]),
    accountPackages(db, accountId, lang),
  ]);
  // The owner sees their media also while the advert is hidden: through signed URLs.
  const storage = signedMediaStorage(deps.storage, deps.mediaSigner);
  return toOwnProfile(storage, row, items, interests, periods.get(accountId), bought, lang);
}

/** `GET escort/get-user-id/{userId}`: only the token's own account. */
export async function profileFor(deps: AppDeps, tokenAccountId: number, requestedId: number, lang: Language) {
  if (requestedId !== tokenAccountId) throw forbidden();
  return ownProfile(deps, tokenAccountId, lang);
}

// Stored keys inside the paths the API hands out ("media/img/ab/<uuid>/640.webp"), whatever the host.
const IMAGE_KEY_IN_PATH = /img\/[0-9a-f]{2}\/[0-9a-f-]{36}/;
const VIDEO_KEY_IN_PATH = /vid\/[0-9a-f]{2}\/[0-9a-f-]{36}\/video\.[a-z0-9]+/;

const keysIn = (paths: string[] | undefined, pattern: RegExp) =>
  paths === undefined
    ? undefined
    : new Set(paths.map((p) => pattern.exec(p)?.[0]).filter((k): k is string => Boolean(k)));

/**
 * Which stored items an update removes: with a `keep` list, everything not in it; plus everything in
 * `remove`. Only the account's own rows are candidates, so foreign paths do nothing.
 */
function removedItems(
  items: MediaRow[],
  keep: Set<string> | undefined,
  remove: Set<string> | undefined,
): MediaRow[] {
  return items.filter(
    (m) => (keep !== undefined && !keep.has(m.storageKey)) || (remove?.has(m.storageKey) ?? false),
  );
}

/**
 * `POST escort/update-profile`. Changes only the token's account: absent fields stay, ids in the body
 * are ignored. New files are already stored by the upload; on any failure they are removed and no row
 * changes. Files of removed media are deleted once the transaction has committed.
 */
export async function updateProfile(
  deps: AppDeps,
  lang: Language,
  account: { id: number; tokenId: number; token: string; browser: string | null },
  upload: ReceivedUpload,
): Promise<OwnProfile> {
  const { db } = deps.database;
  let removed: MediaRow[] = [];
  try {
    const current = await findProfile(db, account.id);
    if (!current) throw notFound();
    const parsed = profileUpdateFields.safeParse(withoutUnchangedEmpty(upload.fields, current));
    const errors = fieldErrors(parsed.error?.issues);
    mergeFileErrors(upload, errors, lang);
    if (upload.received.main_image > 1) (errors.main_image ??= []).push('accounts.main_image_required');
    if (upload.received.images > MAX_UPLOAD_IMAGES) (errors.images ??= []).push('accounts.too_many_images');
    if (upload.received.videos > MAX_UPLOAD_VIDEOS) (errors.videos ??= []).push('accounts.too_many_videos');
    const items = await mediaOf(db, account.id);

    let interestIds: number[] | undefined;
    let newPasswordHash: string | undefined;
    if (parsed.success) {
      const f = parsed.data;
      if (f.user_interests) {
        interestIds = await knownInterestIds(db, f.user_interests);
        if (interestIds.length !== f.user_interests.length)
          (errors.user_interests ??= []).push('accounts.interests_invalid');
      }
      if (f.new_password) {
        // A stolen session that knows the password still lacks the second factor: ask for it again.
        await requireSecondFactorRecently(deps, account);
        if (isCommonPassword(f.new_password)) (errors.new_password ??= []).push('accounts.password_common');
        const hash = await passwordHashOf(db, account.id);
        if (!hash || !(await verifyPassword(hash, f.current_password ?? ''))) {
          (errors.current_password ??= []).push('accounts.current_password_incorrect');
        } else if (!errors.new_password) {
          newPasswordHash = await hashPassword(f.new_password);
        }
      }
      const gallery = items.filter((m) => m.kind === 'image');
      const videos = items.filter((m) => m.kind === 'video');
      const removedImages = removedItems(
        gallery,
        keysIn(f.existing_images, IMAGE_KEY_IN_PATH),
        keysIn(f.deleted_files, IMAGE_KEY_IN_PATH),
      );
      const removedVideos = removedItems(
        videos,
        keysIn(f.existing_videos, VIDEO_KEY_IN_PATH),
        keysIn(f.deleted_video_files, VIDEO_KEY_IN_PATH),
      );
      const removedMain = upload.main.length ? items.filter((m) => m.kind === 'main') : [];
      removed = [...removedImages, ...removedVideos, ...removedMain];
      if (gallery.length - removedImages.length + upload.images.length > GALLERY_MAX)
        (errors.images ??= []).push('accounts.gallery_full');
      if (videos.length - removedVideos.length + upload.videos.length > VIDEOS_MAX)
        (errors.videos ??= []).push('accounts.videos_full');
    }
    if (Object.keys(errors).length > 0) {
      const keys = Object.values(errors).flat();
      // One wrong current password says so; anything else is the generic 'Update Failed'.
      const message: MessageKey =
        keys.length === 1 && keys[0] === 'accounts.current_password_incorrect'
          ? 'accounts.current_password_incorrect'
          : 'accounts.update_failed';
      throw new AppError(message, 422, { errors });
    }
    await refuseKnownAbuse(deps, upload, account.id);
    const f = parsed.data!;
    const changes = {
      ...profileValues(f),
      ...(f.name !== undefined && { name: f.name }),
      ...(f.about !== undefined && { about: sanitizeAbout(f.about) }),
      ...(newPasswordHash !== undefined && { passwordHash: newPasswordHash }),
    };
    const city = f.city ?? current.city;
    const address = f.address ?? current.address;
    const zipCode = f.zip_code ?? current.zipCode;
    const showStreetAddress = f.show_street_address ?? current.showStreetAddress;
    const nextPosition = (kind: MediaRow['kind']) =>
      Math.max(-1, ...items.filter((m) => m.kind === kind && !removed.includes(m)).map((m) => m.position)) +
      1;

    await db.transaction(async (tx) => {
      await updateAdvertiser(tx, account.id, {
        ...changes,
        searchText: advertSearchDocument({ city, address, zipCode, showStreetAddress }),
      });
      await deleteMedia(
        tx,
        account.id,
        removed.map((m) => m.id),
      );
      await addStoredMedia(
        tx,
        account.id,
        upload.main.map((file) => ({ kind: 'main' as const, file })),
      );
      await addStoredMedia(
        tx,
        account.id,
        upload.images.map((file) => ({ kind: 'image' as const, file })),
        nextPosition('image'),
      );
      await addStoredMedia(
        tx,
        account.id,
        upload.videos.map((file) => ({ kind: 'video' as const, file })),
        nextPosition('video'),
      );
      if (interestIds) await setAdvertInterests(tx, account.id, interestIds);
      await screenNewPhotos(deps, tx, account.id, [...upload.main, ...upload.images]);
      await screenAdvertDetails(tx, account.id);
      await afterAdvertSaved(tx, deps, account.id, {
        created: false,
        photosAdded: upload.main.length + upload.images.length > 0,
        mediaAdded: upload.main.length + upload.images.length + upload.videos.length > 0,
      });
      if (newPasswordHash) {
        // A new password signs out every other session, and ends sign-ins the old password opened that
        // still wait for their code; this session stays.
        await revokeOtherTokens(tx, account.id, account.token);
        await endWaitingSignIns(tx, account.id);
        await queueSecurityNotice(deps, tx, account.id, 'password_changed', { browser: account.browser });
      }
    });
    if (newPasswordHash) deps.mailer.wake();
  } catch (error) {
    await upload.discard();
    throw error;
  }
  await Promise.all(removed.map((m) => deleteMediaObject(deps.storage, m).catch(() => undefined)));
  return ownProfile(deps, account.id, lang);
}

/** `POST escort/update-featured`: only while a package is active, at most its remaining days. */
export async function updateFeatured(deps: AppDeps, accountId: number, days: number) {
  const { db } = deps.database;
  const state = await packageState(db, accountId);
  if (!state) throw notFound();
  if (!state.active)
    throw new AppError('accounts.featured_no_package', 422, {
      errors: { days: ['accounts.featured_no_package'] },
    });
  if (days > state.remainingDays) {
    throw new AppError('accounts.featured_too_many_days', 422, {
      vars: { days: state.remainingDays },
      errors: { days: ['accounts.featured_failed'] },
      data: { max_days: state.remainingDays },
    });
  }
  const until = await setFeaturedDays(db, accountId, days);
  return {
    featured: until !== null && until.getTime() > Date.now(),
    featured_until: until ? until.toISOString() : null,
  };
}

/** `GET account/export`: the account's data as JSON, never the password hash or tokens. */
export async function exportAccount(deps: AppDeps, accountId: number, lang: Language) {
  const profile = await ownProfile(deps, accountId, lang);
  const row = (await findProfile(deps.database.db, accountId))!;
  const rows = await exportRows(deps.database.db, accountId);
  const items = await mediaOf(deps.database.db, accountId);
  return {
    exported_at: new Date().toISOString(),
    account: profile,
    consents: {
      adult: row.consentAdultAt?.toISOString() ?? null,
      independent: row.consentIndependentAt?.toISOString() ?? null,
      terms: row.consentTermsAt?.toISOString() ?? null,
    },
    media: items.map((m) => ({
      kind: m.kind,
      mime: m.mime,
      width: m.width,
      height: m.height,
      duration_seconds: m.durationSeconds,
      bytes: m.bytes,
      url: signedMediaStorage(deps.storage, deps.mediaSigner).url(
        m.kind === 'video' ? m.storageKey : `${m.storageKey}/${m.variants.at(-1)}.webp`,
      ),
      created_at: m.createdAt.toISOString(),
    })),
    packages: rows.packages.map((p) => ({
      package_id: p.packageId,
      starts_at: p.startsAt.toISOString(),
      ends_at: p.endsAt.toISOString(),
    })),
    payments: rows.payments.map((p) => ({
      reference: p.reference,
      kind: p.kind,
      provider: p.provider,
      package_name: p.packageTitle,
      amount: (p.amountCents / 100).toFixed(2),
      currency: p.currency,
      duration_days: p.durationDays,
      status: p.status,
      transaction_id: p.transactionId,
      created_at: p.createdAt.toISOString(),
      captured_at: p.capturedAt?.toISOString() ?? null,
    })),
    testimonials: rows.testimonials.map((r) => ({
      name: r.name,
      rating: r.rating,
      message: r.message,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
    booking_requests: rows.bookings.map((b) => ({
      first_name: b.firstName,
      last_name: b.lastName,
      contact_number: b.contactNumber,
      email: b.email,
      address: b.address,
      address2: b.address2,
      country: b.country,
      city: b.city,
      postal_code: b.postalCode,
      age: b.age,
      details: b.details,
      created_at: b.createdAt.toISOString(),
    })),
    one_time_codes_sent: rows.codes.map((c) => ({ type: c.purpose, sent_at: c.sentAt.toISOString() })),
  };
}

/** `DELETE account`: with the current password; the advert, its media files and every token go. */
export async function deleteAccount(
  deps: AppDeps,
  accountId: number,
  currentPassword: string,
): Promise<void> {
  const { db } = deps.database;
  const hash = await passwordHashOf(db, accountId);
  if (!hash) throw notFound();
  if (!(await verifyPassword(hash, currentPassword))) {
    throw new AppError('accounts.current_password_incorrect', 422, {
      errors: { current_password: ['accounts.current_password_incorrect'] },
    });
  }
  const items = await mediaOf(db, accountId);
  await deleteAdvertiser(db, accountId);
  // Rows first: if a file delete fails, nothing points at the orphan and the account is gone anyway.
  await Promise.all(items.map((m) => deleteMediaObject(deps.storage, m).catch(() => undefined)));
}
