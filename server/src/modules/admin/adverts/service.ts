import type { AdminAdvertDetail, AdminAdvertRow, AdminMedia, AdvertStatus } from '@velvet/contract';
import { deleteMediaObject } from '../../../adapters/video.ts';
import type { Db } from '../../../db/client.ts';
import { recordDecision } from '../../decisions/index.ts';
import { profileFacts } from '../../../lib/advertiser-profile.ts';
import { audited } from '../../../lib/audit.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { imageAsset } from '../../../lib/media-urls.ts';
import { sanitizeAbout } from '../../../lib/sanitize.ts';
import { cardImage } from '../../adverts/index.ts';
import { ageCheckOf } from '../../age-check/index.ts';
import { iso, operatorStorage, type Deps, type Operator } from '../shared/service.ts';
import * as queries from './repo.ts';

/** Operators' adverts: the search, one advert with everything on it, suspension and deletion. */

function advertStatus(row: {
  suspendedAt: Date | null;
  emailVerifiedAt: Date | null;
  activatedAt: Date | null;
}): AdvertStatus {
  if (row.suspendedAt) return 'suspended';
  return row.emailVerifiedAt && row.activatedAt ? 'visible' : 'pending';
}

function toAdvertRow(deps: Deps, row: queries.AdvertRow, items: queries.MediaRow[]): AdminAdvertRow {
  const image = cardImage(items);
  return {
    id: row.id,
    guid: row.guid,
    name: row.name,
    email: row.email,
    city: row.city,
    zip_code: row.zipCode,
    status: advertStatus(row),
    email_verified: row.emailVerifiedAt !== null,
    activated: row.activatedAt !== null,
    suspended_at: iso(row.suspendedAt),
    suspended_reason: row.suspendedReason,
    package_until: iso(row.packageUntil),
    featured_until: iso(row.featuredUntil),
    open_reports: row.openReports,
    main_image: image ? (imageAsset(operatorStorage(deps), image)?.src ?? null) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function toAdminMedia(deps: Deps, item: queries.MediaRow): AdminMedia {
  const storage = operatorStorage(deps);
  const asset = item.kind === 'video' ? null : imageAsset(storage, item);
  return {
    id: item.id,
    kind: item.kind,
    url: asset?.src ?? storage.url(item.storageKey),
    srcset: asset?.srcset ?? null,
    mime: item.mime,
    width: item.width,
    height: item.height,
    duration_seconds: item.durationSeconds,
    bytes: item.bytes,
  };
}

export async function listAdverts(
  deps: Deps,
  query: { q?: string | undefined; status: 'all' | AdvertStatus; page: number },
) {
  const { db } = deps.database;
  const { rows, pagination } = await queries.listAdverts(db, query);
  const items = await queries.mediaOf(
    db,
    rows.map((r) => r.id),
  );
  const adverts = rows.map((r) =>
    toAdvertRow(
      deps,
      r,
      items.filter((m) => m.advertiserId === r.id),
    ),
  );
  return { adverts, pagination };
}

async function loadAdvert(db: Pick<Db, 'select'>, id: number) {
  const row = await queries.findAdvert(db, id);
  if (!row) throw notFound();
  if (row.role !== 'advertiser') throw new AppError('admin.not_an_advert', 409);
  return row;
}

export async function getAdvert(deps: Deps, id: number): Promise<AdminAdvertDetail> {
  const { db } = deps.database;
  const row = await loadAdvert(db, id);
  const items = await queries.mediaOf(db, [id]);
  const rel = await queries.advertRelations(db, id);
  return {
    ...toAdvertRow(deps, row, items),
    ...profileFacts(row),
    address: row.address,
    about: sanitizeAbout(row.about),
    email_verified_at: iso(row.emailVerifiedAt),
    activated_at: iso(row.activatedAt),
    consents: {
      adult_at: iso(row.consentAdultAt),
      independent_at: iso(row.consentIndependentAt),
      terms_at: iso(row.consentTermsAt),
    },
    age_check: await ageCheckOf(db, id),
    interests: rel.interests.map((i) => ({ id: i.id, name_en: i.nameEn, name_da: i.nameDa })),
    media: items.map((m) => toAdminMedia(deps, m)),
    packages: rel.periods.map((p) => ({
      id: p.id,
      package_id: p.packageId,
      title: p.title,
      starts_at: p.startsAt.toISOString(),
      ends_at: p.endsAt.toISOString(),
    })),
    payments: rel.payments.map((p) => ({
      id: p.id,
      package_title: p.packageTitle,
      amount_cents: p.amountCents,
      currency: p.currency,
      status: p.status,
      created_at: p.createdAt.toISOString(),
    })),
    reports: rel.reports.map((r) => ({
      id: r.id,
      reason: r.reason,
      status: r.status,
      created_at: r.createdAt.toISOString(),
    })),
  };
}

/**
 * Takes the advert out of every public list at once (they all filter on `visibleAdvert`). The
 * advertiser's tokens stay valid so they can sign in and fix it; they are told why and how to object.
 */
export async function suspendAdvert(
  deps: Deps,
  actor: Operator,
  id: number,
  reason: string,
): Promise<AdminAdvertDetail> {
  const target = { action: 'advert.suspend', targetType: 'advert', targetId: id } as const;
  await audited(deps.database.db, actor, target, async (tx) => {
    const row = await loadAdvert(tx, id);
    if (row.suspendedAt) throw new AppError('admin.already_suspended', 409);
    const after = await queries.setSuspension(tx, id, { suspendedAt: new Date(), suspendedReason: reason });
    await recordDecision(deps, tx, {
      advertiserId: id,
      restriction: 'advert_suspended',
      scope: 'advert',
      facts: { kind: 'operator', note: reason },
      automatedDetection: false,
      decidedBy: actor.id,
      clause: '5.7',
    });
    return {
      before: { suspended_at: null, suspended_reason: row.suspendedReason },
      after: { suspended_at: after!.suspendedAt, suspended_reason: after!.suspendedReason },
    };
  });
  deps.mailer.wake();
  return getAdvert(deps, id);
}

export async function restoreAdvert(deps: Deps, actor: Operator, id: number): Promise<AdminAdvertDetail> {
  const target = { action: 'advert.restore', targetType: 'advert', targetId: id } as const;
  await audited(deps.database.db, actor, target, async (tx) => {
    const row = await loadAdvert(tx, id);
    if (!row.suspendedAt) throw new AppError('admin.not_suspended', 409);
    await queries.setSuspension(tx, id, { suspendedAt: null, suspendedReason: null });
    await recordDecision(deps, tx, {
      advertiserId: id,
      restriction: 'advert_restored',
      scope: 'advert',
      facts: { kind: 'cleared' },
      automatedDetection: false,
      decidedBy: actor.id,
      clause: '5.7',
    });
    return {
      before: { suspended_at: row.suspendedAt, suspended_reason: row.suspendedReason },
      after: { suspended_at: null, suspended_reason: null },
    };
  });
  deps.mailer.wake();
  return getAdvert(deps, id);
}

/** Removes the advert with everything that hangs on it, then its files. */
export async function deleteAdvert(deps: Deps, actor: Operator, id: number): Promise<void> {
  const target = { action: 'advert.delete', targetType: 'advert', targetId: id } as const;
  const { items } = await audited(deps.database.db, actor, target, async (tx) => {
    const row = await loadAdvert(tx, id);
    const rows = await queries.mediaOf(tx, [id]);
    // The statement reaches her by email; its record goes with the account, which is erased.
    await recordDecision(deps, tx, {
      advertiserId: id,
      restriction: 'advert_removed',
      scope: 'account',
      facts: row.suspendedReason ? { kind: 'operator', note: row.suspendedReason } : { kind: 'removed' },
      automatedDetection: false,
      decidedBy: actor.id,
      clause: '5.7',
    });
    await queries.deleteAdvertiser(tx, id);
    // The log keeps who was deleted and why it mattered, not their contact data: the point is erasure.
    const before = {
      guid: row.guid,
      name: row.name,
      city: row.city,
      status: advertStatus(row),
      suspended_reason: row.suspendedReason,
      media: rows.length,
      created_at: row.createdAt,
    };
    return { before, after: null, items: rows };
  });
  deps.mailer.wake();
  // Files go after the commit: a failed delete must not leave rows pointing at missing files.
  for (const item of items) await deleteMediaObject(deps.storage, item);
}
