import { sql } from 'drizzle-orm';
import {
  ADMIN_PAGE_SIZE,
  CURRENCY,
  reportReceiptReference,
  WELCOME_PACKAGE_ID,
  type AdminAdvertDetail,
  type AdminAdvertRow,
  type AdminContactMessage,
  type AdminInterest,
  type AdminMedia,
  type AdminOverview,
  type AdminPackage,
  type AdminPayment,
  type AdminReport,
  type AdminTestimonial,
  type AdvertStatus,
  type AuditEntry,
  type MonthlyTotal,
  type Pagination,
} from '@velvet/contract';
import { deleteMediaObject } from '../../adapters/video.ts';
import type { Db } from '../../db/client.ts';
import type { AppDeps } from '../../deps.ts';
import { reportOutcomeEmail } from '../../emails/report-outcome.ts';
import { restoredEmail, suspensionEmail } from '../../emails/suspension.ts';
import { writeAudit } from '../../lib/audit.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { signedMediaStorage } from '../../lib/media-access.ts';
import { imageAsset } from '../../lib/media-urls.ts';
import { foldText } from '../../lib/text.ts';
import { sanitizeAbout } from '../../lib/sanitize.ts';
import { cardImage } from '../adverts/serialize.ts';
import * as repo from './repo.ts';

type Deps = Pick<AppDeps, 'database' | 'storage' | 'mailer' | 'config' | 'mediaSigner'>;

/** Operators see every advert's media, public or not: through signed URLs (lib/media-access.ts). */
const operatorStorage = (deps: Deps) => signedMediaStorage(deps.storage, deps.mediaSigner);
/** The operator acting; every change below is written to the audit log under this id. */
export type Actor = { id: number };

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
const pagination = (page: number, total: number): Pagination => ({
  page,
  page_size: ADMIN_PAGE_SIZE,
  total,
  total_pages: Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE)),
});

// ─── Overview ──────────────────────────────────────────────────────────────────

export async function overview(deps: Deps): Promise<AdminOverview> {
  const c = await repo.overviewCounts(deps.database.db);
  return {
    adverts: c.adverts,
    open_reports: c.openReports,
    pending_testimonials: c.pendingTestimonials,
    payments_this_month: {
      count: c.monthTotals.reduce((n, t) => n + t.count, 0),
      totals: c.monthTotals.map((t) => ({ currency: t.currency, amount_cents: t.amount })),
    },
    unread_messages: c.unreadMessages,
  };
}

// ─── Adverts ───────────────────────────────────────────────────────────────────

function advertStatus(row: {
  suspendedAt: Date | null;
  emailVerifiedAt: Date | null;
  activatedAt: Date | null;
}): AdvertStatus {
  if (row.suspendedAt) return 'suspended';
  return row.emailVerifiedAt && row.activatedAt ? 'visible' : 'pending';
}

type MediaRow = Awaited<ReturnType<typeof repo.mediaOf>>[number];

function toAdvertRow(deps: Deps, row: repo.AdvertRow, items: MediaRow[]): AdminAdvertRow {
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

function toAdminMedia(deps: Deps, item: MediaRow): AdminMedia {
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
  const { rows, total } = await repo.listAdverts(db, query);
  const items = await repo.mediaOf(
    db,
    rows.map((r) => r.id),
  );
  return {
    adverts: rows.map((r) =>
      toAdvertRow(
        deps,
        r,
        items.filter((m) => m.advertiserId === r.id),
      ),
    ),
    pagination: pagination(query.page, total),
  };
}

async function loadAdvert(db: Pick<Db, 'select'>, id: number) {
  const row = await repo.findAdvert(db, id);
  if (!row) throw notFound();
  if (row.role !== 'advertiser') throw new AppError('admin.not_an_advert', 409);
  return row;
}

export async function getAdvert(deps: Deps, id: number): Promise<AdminAdvertDetail> {
  const { db } = deps.database;
  const row = await loadAdvert(db, id);
  const items = await repo.mediaOf(db, [id]);
  const rel = await repo.advertRelations(db, id);
  return {
    ...toAdvertRow(deps, row, items),
    phone_code: row.phoneCode,
    phone_number: row.phoneNumber,
    phone_country_code: row.phoneCountryCode,
    address: row.address,
    state: row.state,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    age: row.age,
    height: row.height,
    weight: row.weight,
    burst: row.burst,
    eye_color: row.eyeColor,
    hair_color: row.hairColor,
    sex: row.sex,
    about: sanitizeAbout(row.about),
    email_verified_at: iso(row.emailVerifiedAt),
    activated_at: iso(row.activatedAt),
    consents: {
      adult_at: iso(row.consentAdultAt),
      independent_at: iso(row.consentIndependentAt),
      terms_at: iso(row.consentTermsAt),
    },
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
  actor: Actor,
  id: number,
  reason: string,
): Promise<AdminAdvertDetail> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const row = await loadAdvert(tx, id);
    if (row.suspendedAt) throw new AppError('admin.already_suspended', 409);
    const after = await repo.setSuspension(tx, id, { suspendedAt: new Date(), suspendedReason: reason });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'advert.suspend',
      targetType: 'advert',
      targetId: id,
      before: { suspended_at: null, suspended_reason: row.suspendedReason },
      after: { suspended_at: after!.suspendedAt, suspended_reason: after!.suspendedReason },
    });
    await deps.mailer.enqueue(tx, {
      to: row.email,
      template: 'suspension',
      lang: 'da',
      ...suspensionEmail({ name: row.name, reason, publicUrl: deps.config.publicUrl }),
    });
  });
  deps.mailer.wake();
  return getAdvert(deps, id);
}

export async function restoreAdvert(deps: Deps, actor: Actor, id: number): Promise<AdminAdvertDetail> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const row = await loadAdvert(tx, id);
    if (!row.suspendedAt) throw new AppError('admin.not_suspended', 409);
    await repo.setSuspension(tx, id, { suspendedAt: null, suspendedReason: null });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'advert.restore',
      targetType: 'advert',
      targetId: id,
      before: { suspended_at: row.suspendedAt, suspended_reason: row.suspendedReason },
      after: { suspended_at: null, suspended_reason: null },
    });
    await deps.mailer.enqueue(tx, {
      to: row.email,
      template: 'suspension-lifted',
      lang: 'da',
      ...restoredEmail({ name: row.name, publicUrl: deps.config.publicUrl }),
    });
  });
  deps.mailer.wake();
  return getAdvert(deps, id);
}

/** Removes the advert with everything that hangs on it, then its files. */
export async function deleteAdvert(deps: Deps, actor: Actor, id: number): Promise<void> {
  const { db } = deps.database;
  const items = await db.transaction(async (tx) => {
    const row = await loadAdvert(tx, id);
    const rows = await repo.mediaOf(tx, [id]);
    await repo.deleteAdvertiser(tx, id);
    // The log keeps who was deleted and why it mattered, not their contact data: the point is erasure.
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'advert.delete',
      targetType: 'advert',
      targetId: id,
      before: {
        guid: row.guid,
        name: row.name,
        city: row.city,
        status: advertStatus(row),
        suspended_reason: row.suspendedReason,
        media: rows.length,
        created_at: row.createdAt,
      },
      after: null,
    });
    return rows;
  });
  // Files go after the commit: a failed delete must not leave rows pointing at missing files.
  for (const item of items) await deleteMediaObject(deps.storage, item);
}

// ─── Reports ───────────────────────────────────────────────────────────────────

type ReportListRow = Awaited<ReturnType<typeof repo.listReports>>['rows'][number];

function toAdminReport(row: ReportListRow): AdminReport {
  return {
    id: row.id,
    receipt: reportReceiptReference(row.id),
    reason: row.reason,
    details: row.details,
    reporter_email: row.reporterEmail,
    status: row.status,
    resolution_note: row.resolutionNote,
    resolved_at: iso(row.resolvedAt),
    resolved_by: row.resolvedBy,
    created_at: row.createdAt.toISOString(),
    advert: {
      id: row.advertId,
      guid: row.advertGuid,
      name: row.advertName,
      city: row.advertCity,
      suspended: row.advertSuspendedAt !== null,
    },
  };
}

export async function listReports(
  deps: Deps,
  query: { status: 'all' | 'open' | 'resolved' | 'dismissed'; page: number },
) {
  const { rows, total } = await repo.listReports(deps.database.db, query);
  return { reports: rows.map(toAdminReport), pagination: pagination(query.page, total) };
}

export async function decideReport(
  deps: Deps,
  actor: Actor,
  id: number,
  outcome: 'resolved' | 'dismissed',
  note: string,
): Promise<void> {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const before = await repo.findReport(tx, id);
    if (!before) throw notFound();
    const row = await repo.closeReport(tx, id, { status: outcome, note, adminId: actor.id });
    if (!row) throw new AppError('admin.report_closed', 409);
    await writeAudit(tx, {
      actorId: actor.id,
      action: outcome === 'resolved' ? 'report.resolve' : 'report.dismiss',
      targetType: 'report',
      targetId: id,
      before: { status: before.status },
      after: { status: row.status, resolution_note: row.resolutionNote },
    });
    if (row.reporterEmail) {
      await deps.mailer.enqueue(tx, {
        to: row.reporterEmail,
        template: 'report-outcome',
        lang: 'da',
        ...reportOutcomeEmail({ receipt: reportReceiptReference(id), outcome, note }),
      });
    }
  });
  deps.mailer.wake();
}

// ─── Testimonials ──────────────────────────────────────────────────────────────

export async function listTestimonials(
  deps: Deps,
  query: { status: 'all' | 'pending' | 'approved' | 'rejected'; page: number },
) {
  const { rows, total } = await repo.listTestimonials(deps.database.db, query);
  const testimonials: AdminTestimonial[] = rows.map((r) => ({
    id: r.id,
    name: r.name,
    rating: r.rating,
    message: r.message,
    status: r.status,
    moderated_at: iso(r.moderatedAt),
    created_at: r.createdAt.toISOString(),
    advert: { id: r.advertId, guid: r.advertGuid, name: r.advertName },
  }));
  return { testimonials, pagination: pagination(query.page, total) };
}

export async function moderateTestimonial(
  deps: Deps,
  actor: Actor,
  id: number,
  status: 'approved' | 'rejected',
) {
  await deps.database.db.transaction(async (tx) => {
    const before = await repo.findTestimonial(tx, id);
    if (!before) throw notFound();
    await repo.moderateTestimonial(tx, id, status, actor.id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: status === 'approved' ? 'testimonial.approve' : 'testimonial.reject',
      targetType: 'testimonial',
      targetId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}

// ─── Packages ──────────────────────────────────────────────────────────────────

function toAdminPackage(p: repo.PackageRow): AdminPackage {
  return {
    id: p.id,
    title: p.title,
    title_da: p.titleDa,
    description: p.description,
    description_da: p.descriptionDa,
    price_cents: p.priceCents,
    currency: p.currency,
    duration_days: p.durationDays,
    active: p.active,
    sort_order: p.sortOrder,
    in_use: p.inUse,
    locked: p.id === WELCOME_PACKAGE_ID,
  };
}

export async function listPackages(deps: Deps): Promise<AdminPackage[]> {
  return (await repo.listPackages(deps.database.db)).map(toAdminPackage);
}

async function loadPackage(db: Pick<Db, 'select'>, id: number) {
  const [row] = await repo.listPackages(db, id);
  if (!row) throw notFound();
  return toAdminPackage(row);
}

type PackageFields = {
  title?: string | undefined;
  title_da?: string | undefined;
  description?: string | undefined;
  description_da?: string | undefined;
  price_cents?: number | undefined;
  duration_days?: number | undefined;
  sort_order?: number | undefined;
};

const packageColumns = (input: PackageFields) => {
  const values: Record<string, unknown> = {
    title: input.title,
    titleDa: input.title_da,
    description: input.description,
    descriptionDa: input.description_da,
    priceCents: input.price_cents,
    durationDays: input.duration_days,
    sortOrder: input.sort_order,
  };
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
};

/**
 * The migrations write the welcome package with its fixed id 15, which can leave the serial
 * sequence behind; move it past the highest id before inserting so a new row never collides.
 */
async function bumpSequence(db: Pick<Db, 'execute'>, table: 'packages' | 'interests') {
  await db.execute(
    sql`select setval(pg_get_serial_sequence(${table}, 'id'), greatest((select coalesce(max(id), 0) from ${sql.identifier(table)}), (select last_value from ${sql.identifier(`${table}_id_seq`)})), true)`,
  );
}

export async function createPackage(
  deps: Deps,
  actor: Actor,
  input: Required<PackageFields>,
): Promise<AdminPackage> {
  return deps.database.db.transaction(async (tx) => {
    await bumpSequence(tx, 'packages');
    const id = await repo.insertPackage(tx, {
      title: input.title,
      titleDa: input.title_da,
      description: input.description,
      descriptionDa: input.description_da,
      priceCents: input.price_cents,
      durationDays: input.duration_days,
      sortOrder: input.sort_order,
      currency: CURRENCY,
      active: true,
    });
    const after = await loadPackage(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'package.create',
      targetType: 'package',
      targetId: id,
      before: null,
      after,
    });
    return after;
  });
}

/** Price and duration changes apply to future orders only: payments and periods keep their own snapshot. */
export async function updatePackage(
  deps: Deps,
  actor: Actor,
  id: number,
  input: PackageFields,
): Promise<AdminPackage> {
  // Every new advert pays the welcome package once to go online: it can be renamed, never made free.
  if (id === WELCOME_PACKAGE_ID && input.price_cents !== undefined && input.price_cents < 1) {
    throw new AppError('admin.welcome_package_free', 409, {
      errors: { price_cents: ['admin.welcome_package_free'] },
    });
  }
  return deps.database.db.transaction(async (tx) => {
    const before = await loadPackage(tx, id);
    const values = packageColumns(input);
    if (Object.keys(values).length) await repo.updatePackage(tx, id, values);
    const after = await loadPackage(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'package.update',
      targetType: 'package',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}

export async function setPackageActive(
  deps: Deps,
  actor: Actor,
  id: number,
  active: boolean,
): Promise<AdminPackage> {
  // Every new advert pays the welcome package to be listed: without it nobody could register.
  if (!active && id === WELCOME_PACKAGE_ID) throw new AppError('admin.welcome_package_locked', 409);
  return deps.database.db.transaction(async (tx) => {
    const before = await loadPackage(tx, id);
    await repo.updatePackage(tx, id, { active });
    const after = await loadPackage(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: active ? 'package.activate' : 'package.deactivate',
      targetType: 'package',
      targetId: id,
      before: { active: before.active },
      after: { active: after.active },
    });
    return after;
  });
}

export async function deletePackage(deps: Deps, actor: Actor, id: number): Promise<void> {
  if (id === WELCOME_PACKAGE_ID) throw new AppError('admin.welcome_package_locked', 409);
  await deps.database.db.transaction(async (tx) => {
    const before = await loadPackage(tx, id);
    if (before.in_use) throw new AppError('admin.package_in_use', 409);
    await repo.deletePackage(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'package.delete',
      targetType: 'package',
      targetId: id,
      before,
      after: null,
    });
  });
}

// ─── Interests ─────────────────────────────────────────────────────────────────

const toAdminInterest = (i: repo.InterestRow): AdminInterest => ({
  id: i.id,
  slug: i.slug,
  name_en: i.nameEn,
  name_da: i.nameDa,
  adverts: i.adverts,
});

export async function listInterests(deps: Deps): Promise<AdminInterest[]> {
  return (await repo.listInterests(deps.database.db)).map(toAdminInterest);
}

async function loadInterest(db: Pick<Db, 'select'>, id: number) {
  const [row] = await repo.listInterests(db, id);
  if (!row) throw notFound();
  return toAdminInterest(row);
}

const slugify = (name: string) =>
  foldText(name, 'plain')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'interest';

export async function createInterest(deps: Deps, actor: Actor, input: { name_en: string; name_da: string }) {
  return deps.database.db.transaction(async (tx) => {
    if (await repo.interestNameTaken(tx, input.name_en)) {
      throw new AppError('admin.interest_exists', 409, { errors: { name_en: ['admin.interest_exists'] } });
    }
    const base = slugify(input.name_en);
    let slug = base;
    for (let n = 2; await repo.slugTaken(tx, slug); n += 1) slug = `${base}-${n}`;
    await bumpSequence(tx, 'interests');
    const id = await repo.insertInterest(tx, { slug, nameEn: input.name_en, nameDa: input.name_da });
    const after = await loadInterest(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'interest.create',
      targetType: 'interest',
      targetId: id,
      before: null,
      after,
    });
    return after;
  });
}

/** Renames keep the slug: links and saved searches use ids, and the slug is only a stable handle. */
export async function renameInterest(
  deps: Deps,
  actor: Actor,
  id: number,
  input: { name_en: string; name_da: string },
) {
  return deps.database.db.transaction(async (tx) => {
    const before = await loadInterest(tx, id);
    if (await repo.interestNameTaken(tx, input.name_en, id)) {
      throw new AppError('admin.interest_exists', 409, { errors: { name_en: ['admin.interest_exists'] } });
    }
    await repo.updateInterest(tx, id, { nameEn: input.name_en, nameDa: input.name_da });
    const after = await loadInterest(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'interest.rename',
      targetType: 'interest',
      targetId: id,
      before,
      after,
    });
    return after;
  });
}

export async function deleteInterest(deps: Deps, actor: Actor, id: number) {
  await deps.database.db.transaction(async (tx) => {
    const before = await loadInterest(tx, id);
    if (before.adverts > 0) throw new AppError('admin.interest_in_use', 409);
    await repo.deleteInterest(tx, id);
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'interest.delete',
      targetType: 'interest',
      targetId: id,
      before,
      after: null,
    });
  });
}

// ─── Payments ──────────────────────────────────────────────────────────────────

export async function listPayments(
  deps: Deps,
  query: {
    status: 'all' | AdminPayment['status'];
    account?: string | undefined;
    package_id?: number | undefined;
    page: number;
  },
) {
  const { rows, total } = await repo.listPayments(deps.database.db, {
    ...query,
    packageId: query.package_id,
  });
  const list: AdminPayment[] = rows.map(({ payment: p, ...a }) => ({
    id: p.id,
    reference: p.reference,
    kind: p.kind,
    provider: p.provider,
    provider_order_id: p.providerOrderId,
    transaction_id: p.transactionId,
    package_id: p.packageId,
    package_title: p.packageTitle,
    amount_cents: p.amountCents,
    currency: p.currency,
    duration_days: p.durationDays,
    status: p.status,
    failure_reason: p.failureReason,
    review_reason: p.reviewReason,
    created_at: p.createdAt.toISOString(),
    captured_at: iso(p.capturedAt),
    account: { id: a.accountId, guid: a.accountGuid, name: a.accountName, email: a.accountEmail },
  }));
  return { payments: list, pagination: pagination(query.page, total) };
}

export async function monthlyTotals(deps: Deps, months = 12): Promise<MonthlyTotal[]> {
  const rows = await repo.monthlyTotals(deps.database.db, months);
  return rows.map((r) => ({
    month: r.month,
    currency: r.currency,
    count: r.count,
    amount_cents: r.amount,
    refund_count: r.refundCount,
    refunds_cents: r.refunds,
    chargeback_count: r.chargebackCount,
    chargebacks_cents: r.chargebacks,
    net_cents: r.amount - r.refunds - r.chargebacks,
  }));
}

// ─── Contact messages ──────────────────────────────────────────────────────────

type MessageRow = NonNullable<Awaited<ReturnType<typeof repo.findMessage>>>;
const toAdminMessage = (m: MessageRow): AdminContactMessage => ({
  id: m.id,
  name: m.name,
  email: m.email,
  service: m.service,
  message: m.message,
  read_at: iso(m.readAt),
  created_at: m.createdAt.toISOString(),
});

export async function listMessages(deps: Deps, query: { status: 'all' | 'unread' | 'read'; page: number }) {
  const { rows, total } = await repo.listMessages(deps.database.db, query);
  return { messages: rows.map(toAdminMessage), pagination: pagination(query.page, total) };
}

export async function setMessageRead(
  deps: Deps,
  actor: Actor,
  id: number,
  read: boolean,
): Promise<AdminContactMessage> {
  return deps.database.db.transaction(async (tx) => {
    const before = await repo.findMessage(tx, id);
    if (!before) throw notFound();
    const row = await repo.setMessageRead(tx, id, read);
    await writeAudit(tx, {
      actorId: actor.id,
      action: read ? 'contact_message.read' : 'contact_message.unread',
      targetType: 'contact_message',
      targetId: id,
      before: { read_at: before.readAt },
      after: { read_at: row!.readAt },
    });
    return toAdminMessage(row!);
  });
}

// ─── Audit log ─────────────────────────────────────────────────────────────────

export async function listAudit(deps: Deps, query: { action?: string | undefined; page: number }) {
  const { rows, total } = await repo.listAudit(deps.database.db, query);
  const entries: AuditEntry[] = rows.map(({ entry, actorName, actorEmail }) => ({
    id: entry.id,
    actor:
      entry.actorId !== null && actorName !== null
        ? { id: entry.actorId, name: actorName, email: actorEmail ?? '' }
        : null,
    action: entry.action,
    target_type: entry.targetType,
    target_id: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    created_at: entry.createdAt.toISOString(),
  }));
  return { entries, pagination: pagination(query.page, total) };
}
