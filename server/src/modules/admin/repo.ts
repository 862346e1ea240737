import { and, asc, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdvertStatus } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import {
  advertiserInterests,
  advertiserPackages,
  advertisers,
  auditLog,
  contactMessages,
  interests,
  media,
  packages,
  paymentEvents,
  payments,
  reports,
  testimonials,
} from '../../db/schema.ts';
import { visibleAdvert } from '../../lib/visibility.ts';

/** Back-office SQL. Only admins reach these queries, so rows may carry emails and exact data. */

export type Paged<T> = { rows: T[]; total: number };
const offset = (page: number) => (page - 1) * ADMIN_PAGE_SIZE;

/** `%term%` for ILIKE with the user's own % and _ taken literally. */
const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const isAdvert = eq(advertisers.role, 'advertiser');
const suspended = isNotNull(advertisers.suspendedAt);
const pending = and(
  isNull(advertisers.suspendedAt),
  or(isNull(advertisers.emailVerifiedAt), isNull(advertisers.activatedAt)),
)!;

// ─── Overview ──────────────────────────────────────────────────────────────────

export async function overviewCounts(db: Db) {
  const [adverts] = await db
    .select({
      visible: sql<number>`count(*) filter (where ${visibleAdvert})::int`,
      pending: sql<number>`count(*) filter (where ${pending})::int`,
      suspended: sql<number>`count(*) filter (where ${suspended})::int`,
    })
    .from(advertisers)
    .where(isAdvert);
  const [openReports] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(eq(reports.status, 'open'));
  const [pendingTestimonials] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testimonials)
    .where(eq(testimonials.status, 'pending'));
  const [unread] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  const monthTotals = await db
    .select({
      currency: payments.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(and(eq(payments.status, 'completed'), gte(payments.capturedAt, sql`date_trunc('month', now())`)))
    .groupBy(payments.currency)
    .orderBy(payments.currency);
  return {
    adverts: adverts!,
    openReports: openReports!.n,
    pendingTestimonials: pendingTestimonials!.n,
    unreadMessages: unread!.n,
    monthTotals,
  };
}

// ─── Adverts ───────────────────────────────────────────────────────────────────

// Correlated subqueries name their tables outright: drizzle writes a lone column unqualified, and
// "advertiser_id = id" inside the subquery would compare the subquery's own columns.
const openReportCount = sql<number>`(select count(*)::int from reports r where r.advertiser_id = "advertisers"."id" and r.status = 'open')`;

export const advertRowColumns = {
  id: advertisers.id,
  guid: advertisers.guid,
  name: advertisers.name,
  email: advertisers.email,
  city: advertisers.city,
  zipCode: advertisers.zipCode,
  emailVerifiedAt: advertisers.emailVerifiedAt,
  activatedAt: advertisers.activatedAt,
  suspendedAt: advertisers.suspendedAt,
  suspendedReason: advertisers.suspendedReason,
  packageUntil: advertisers.packageUntil,
  featuredUntil: advertisers.featuredUntil,
  createdAt: advertisers.createdAt,
  updatedAt: advertisers.updatedAt,
  openReports: openReportCount,
};

export async function listAdverts(
  db: Db,
  filter: { q?: string | undefined; status: 'all' | AdvertStatus; page: number },
) {
  const conditions: SQL[] = [isAdvert];
  if (filter.status === 'visible') conditions.push(visibleAdvert);
  if (filter.status === 'pending') conditions.push(pending);
  if (filter.status === 'suspended') conditions.push(suspended);
  const q = filter.q?.trim();
  if (q) {
    const pattern = likePattern(q);
    const matches: SQL[] = [
      ilike(advertisers.name, pattern),
      ilike(advertisers.email, pattern),
      ilike(advertisers.city, pattern),
      ilike(advertisers.zipCode, pattern),
    ];
    if (/^\d{1,9}$/.test(q)) matches.push(eq(advertisers.id, Number(q)));
    if (/^[0-9a-f-]{36}$/i.test(q)) matches.push(sql`${advertisers.guid}::text = ${q.toLowerCase()}`);
    conditions.push(or(...matches)!);
  }
  const where = and(...conditions);
  const rows = await db
    .select(advertRowColumns)
    .from(advertisers)
    .where(where)
    .orderBy(desc(advertisers.createdAt), desc(advertisers.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(filter.page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(advertisers)
    .where(where);
  return { rows, total: count!.n };
}

export type AdvertRow = Awaited<ReturnType<typeof listAdverts>>['rows'][number];

export async function findAdvert(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({
      ...advertRowColumns,
      role: advertisers.role,
      phoneCode: advertisers.phoneCode,
      phoneNumber: advertisers.phoneNumber,
      phoneCountryCode: advertisers.phoneCountryCode,
      address: advertisers.address,
      state: advertisers.state,
      country: advertisers.country,
      latitude: advertisers.latitude,
      longitude: advertisers.longitude,
      age: advertisers.age,
      height: advertisers.height,
      weight: advertisers.weight,
      burst: advertisers.burst,
      eyeColor: advertisers.eyeColor,
      hairColor: advertisers.hairColor,
      sex: advertisers.sex,
      about: advertisers.about,
      consentAdultAt: advertisers.consentAdultAt,
      consentIndependentAt: advertisers.consentIndependentAt,
      consentTermsAt: advertisers.consentTermsAt,
    })
    .from(advertisers)
    .where(eq(advertisers.id, id))
    .limit(1);
  return row ?? null;
}

export type AdvertFull = NonNullable<Awaited<ReturnType<typeof findAdvert>>>;

export async function mediaOf(db: Pick<Db, 'select'>, advertiserIds: number[]) {
  if (!advertiserIds.length) return [];
  return db
    .select()
    .from(media)
    .where(inArray(media.advertiserId, advertiserIds))
    .orderBy(
      asc(media.advertiserId),
      sql`case ${media.kind} when 'main' then 0 when 'image' then 1 else 2 end`,
      asc(media.position),
      asc(media.id),
    );
}

export async function advertRelations(db: Db, advertiserId: number) {
  const interestRows = await db
    .select({ id: interests.id, nameEn: interests.nameEn, nameDa: interests.nameDa })
    .from(advertiserInterests)
    .innerJoin(interests, eq(interests.id, advertiserInterests.interestId))
    .where(eq(advertiserInterests.advertiserId, advertiserId))
    .orderBy(asc(interests.nameEn));
  const periods = await db
    .select({
      id: advertiserPackages.id,
      packageId: advertiserPackages.packageId,
      title: packages.title,
      startsAt: advertiserPackages.startsAt,
      endsAt: advertiserPackages.endsAt,
    })
    .from(advertiserPackages)
    .innerJoin(packages, eq(packages.id, advertiserPackages.packageId))
    .where(eq(advertiserPackages.advertiserId, advertiserId))
    .orderBy(desc(advertiserPackages.startsAt));
  const paymentRows = await db
    .select({
      id: payments.id,
      packageTitle: payments.packageTitle,
      amountCents: payments.amountCents,
      currency: payments.currency,
      status: payments.status,
      createdAt: payments.createdAt,
    })
    .from(payments)
    .where(eq(payments.advertiserId, advertiserId))
    .orderBy(desc(payments.createdAt))
    .limit(50);
  const reportRows = await db
    .select({ id: reports.id, reason: reports.reason, status: reports.status, createdAt: reports.createdAt })
    .from(reports)
    .where(eq(reports.advertiserId, advertiserId))
    .orderBy(desc(reports.createdAt))
    .limit(50);
  return { interests: interestRows, periods, payments: paymentRows, reports: reportRows };
}

type SuspensionState = { suspendedAt: Date | null; suspendedReason: string | null };

export async function setSuspension(db: Pick<Db, 'update'>, id: number, state: SuspensionState) {
  // updated_at is left alone on purpose: restoring an advert must not lift it to the top of the lists.
  const [row] = await db
    .update(advertisers)
    .set(state)
    .where(and(eq(advertisers.id, id), isAdvert))
    .returning({ suspendedAt: advertisers.suspendedAt, suspendedReason: advertisers.suspendedReason });
  return row ?? null;
}

/** Deletes the account row; media, interests, periods, payments, reports, testimonials and tokens cascade. */
export async function deleteAdvertiser(db: Pick<Db, 'delete'>, id: number) {
  const rows = await db
    .delete(advertisers)
    .where(and(eq(advertisers.id, id), isAdvert))
    .returning({ id: advertisers.id });
  return rows.length > 0;
}

// ─── Reports ───────────────────────────────────────────────────────────────────

const resolver = sql<string | null>`(select a.name from advertisers a where a.id = "reports"."resolved_by")`;

export async function listReports(
  db: Db,
  filter: { status: 'all' | 'open' | 'resolved' | 'dismissed'; page: number },
) {
  const where = filter.status === 'all' ? undefined : eq(reports.status, filter.status);
  const rows = await db
    .select({
      id: reports.id,
      reason: reports.reason,
      details: reports.details,
      reporterEmail: reports.reporterEmail,
      status: reports.status,
      resolutionNote: reports.resolutionNote,
      resolvedAt: reports.resolvedAt,
      resolvedBy: resolver,
      createdAt: reports.createdAt,
      advertId: advertisers.id,
      advertGuid: advertisers.guid,
      advertName: advertisers.name,
      advertCity: advertisers.city,
      advertSuspendedAt: advertisers.suspendedAt,
    })
    .from(reports)
    .innerJoin(advertisers, eq(advertisers.id, reports.advertiserId))
    .where(where)
    // Children and trafficking first: they cannot wait behind fake-photo complaints.
    .orderBy(
      sql`case when ${reports.status} = 'open' then 0 else 1 end`,
      sql`case when ${reports.reason} in ('underage', 'trafficking') and ${reports.status} = 'open' then 0 else 1 end`,
      desc(reports.createdAt),
    )
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(filter.page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(reports)
    .where(where);
  return { rows, total: count!.n };
}

export async function findReport(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(reports).where(eq(reports.id, id)).limit(1);
  return row ?? null;
}

export async function closeReport(
  db: Pick<Db, 'update'>,
  id: number,
  values: { status: 'resolved' | 'dismissed'; note: string; adminId: number },
) {
  const [row] = await db
    .update(reports)
    .set({
      status: values.status,
      resolutionNote: values.note,
      resolvedAt: new Date(),
      resolvedBy: values.adminId,
    })
    .where(and(eq(reports.id, id), eq(reports.status, 'open')))
    .returning();
  return row ?? null;
}

// ─── Testimonials ──────────────────────────────────────────────────────────────

export async function listTestimonials(
  db: Db,
  filter: { status: 'all' | 'pending' | 'approved' | 'rejected'; page: number },
) {
  const where = filter.status === 'all' ? undefined : eq(testimonials.status, filter.status);
  const rows = await db
    .select({
      id: testimonials.id,
      name: testimonials.name,
      rating: testimonials.rating,
      message: testimonials.message,
      status: testimonials.status,
      moderatedAt: testimonials.moderatedAt,
      createdAt: testimonials.createdAt,
      advertId: advertisers.id,
      advertGuid: advertisers.guid,
      advertName: advertisers.name,
    })
    .from(testimonials)
    .innerJoin(advertisers, eq(advertisers.id, testimonials.advertiserId))
    .where(where)
    .orderBy(desc(testimonials.createdAt), desc(testimonials.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(filter.page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(testimonials)
    .where(where);
  return { rows, total: count!.n };
}

export async function findTestimonial(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(testimonials).where(eq(testimonials.id, id)).limit(1);
  return row ?? null;
}

export async function moderateTestimonial(
  db: Pick<Db, 'update'>,
  id: number,
  status: 'approved' | 'rejected',
  adminId: number,
) {
  const [row] = await db
    .update(testimonials)
    .set({ status, moderatedAt: new Date(), moderatedBy: adminId })
    .where(eq(testimonials.id, id))
    .returning();
  return row ?? null;
}

// ─── Packages ──────────────────────────────────────────────────────────────────

const packageInUse = sql<boolean>`(exists (select 1 from payments p where p.package_id = "packages"."id") or exists (select 1 from advertiser_packages ap where ap.package_id = "packages"."id"))`;

export async function listPackages(db: Pick<Db, 'select'>, id?: number) {
  return db
    .select({
      id: packages.id,
      title: packages.title,
      titleDa: packages.titleDa,
      description: packages.description,
      descriptionDa: packages.descriptionDa,
      priceCents: packages.priceCents,
      currency: packages.currency,
      durationDays: packages.durationDays,
      active: packages.active,
      sortOrder: packages.sortOrder,
      inUse: packageInUse,
    })
    .from(packages)
    .where(id === undefined ? undefined : eq(packages.id, id))
    .orderBy(asc(packages.sortOrder), asc(packages.id));
}

export type PackageRow = Awaited<ReturnType<typeof listPackages>>[number];

export async function insertPackage(db: Pick<Db, 'insert'>, values: typeof packages.$inferInsert) {
  const [row] = await db.insert(packages).values(values).returning({ id: packages.id });
  return row!.id;
}

export async function updatePackage(
  db: Pick<Db, 'update'>,
  id: number,
  values: Partial<typeof packages.$inferInsert>,
) {
  await db
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packages.id, id));
}

export async function deletePackage(db: Pick<Db, 'delete'>, id: number) {
  await db.delete(packages).where(eq(packages.id, id));
}

// ─── Interests ─────────────────────────────────────────────────────────────────

const interestUse = sql<number>`(select count(*)::int from advertiser_interests ai where ai.interest_id = "interests"."id")`;

export async function listInterests(db: Pick<Db, 'select'>, id?: number) {
  return db
    .select({
      id: interests.id,
      slug: interests.slug,
      nameEn: interests.nameEn,
      nameDa: interests.nameDa,
      adverts: interestUse,
    })
    .from(interests)
    .where(id === undefined ? undefined : eq(interests.id, id))
    .orderBy(asc(interests.nameEn), asc(interests.id));
}

export type InterestRow = Awaited<ReturnType<typeof listInterests>>[number];

export async function interestNameTaken(db: Pick<Db, 'select'>, nameEn: string, exceptId?: number) {
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(sql`lower(${interests.nameEn}) = lower(${nameEn})`);
  return rows.some((r) => r.id !== exceptId);
}

export async function slugTaken(db: Pick<Db, 'select'>, slug: string) {
  const rows = await db.select({ id: interests.id }).from(interests).where(eq(interests.slug, slug)).limit(1);
  return rows.length > 0;
}

export async function insertInterest(
  db: Pick<Db, 'insert'>,
  values: { slug: string; nameEn: string; nameDa: string },
) {
  const [row] = await db.insert(interests).values(values).returning({ id: interests.id });
  return row!.id;
}

export async function updateInterest(
  db: Pick<Db, 'update'>,
  id: number,
  values: { nameEn: string; nameDa: string },
) {
  await db.update(interests).set(values).where(eq(interests.id, id));
}

export async function deleteInterest(db: Pick<Db, 'delete'>, id: number) {
  await db.delete(interests).where(eq(interests.id, id));
}

// ─── Payments ──────────────────────────────────────────────────────────────────

export async function listPayments(
  db: Db,
  filter: {
    status: 'all' | (typeof payments.$inferSelect)['status'];
    account?: string | undefined;
    packageId?: number | undefined;
    page: number;
  },
) {
  const conditions: SQL[] = [];
  if (filter.status !== 'all') conditions.push(eq(payments.status, filter.status));
  if (filter.packageId) conditions.push(eq(payments.packageId, filter.packageId));
  const account = filter.account?.trim();
  if (account) {
    const pattern = likePattern(account);
    const matches: SQL[] = [ilike(advertisers.name, pattern), ilike(advertisers.email, pattern)];
    if (/^\d{1,9}$/.test(account)) matches.push(eq(advertisers.id, Number(account)));
    if (/^[0-9a-f-]{36}$/i.test(account))
      matches.push(sql`${advertisers.guid}::text = ${account.toLowerCase()}`);
    conditions.push(or(...matches)!);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await db
    .select({
      payment: payments,
      accountId: advertisers.id,
      accountGuid: advertisers.guid,
      accountName: advertisers.name,
      accountEmail: advertisers.email,
    })
    .from(payments)
    .innerJoin(advertisers, eq(advertisers.id, payments.advertiserId))
    .where(where)
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(filter.page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .innerJoin(advertisers, eq(advertisers.id, payments.advertiserId))
    .where(where);
  return { rows, total: count!.n };
}

/**
 * Money per calendar month (UTC) and currency, newest month first: what was received (captured
 * payments, including those later refunded or charged back), and what went back in that month.
 */
export async function monthlyTotals(db: Db, months: number) {
  const since = sql`date_trunc('month', now()) - make_interval(months => ${months - 1})`;
  const capturedMonth = sql<string>`to_char(date_trunc('month', ${payments.capturedAt} at time zone 'UTC'), 'YYYY-MM')`;
  const received = await db
    .select({
      month: capturedMonth,
      currency: payments.currency,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${payments.amountCents}), 0)::int`,
    })
    .from(payments)
    .where(
      and(
        inArray(payments.status, ['completed', 'refunded', 'charged_back']),
        isNotNull(payments.capturedAt),
        gte(payments.capturedAt, since),
      ),
    )
    .groupBy(capturedMonth, payments.currency);
  const eventMonth = sql<string>`to_char(date_trunc('month', ${paymentEvents.createdAt} at time zone 'UTC'), 'YYYY-MM')`;
  const reversed = await db
    .select({
      month: eventMonth,
      currency: paymentEvents.currency,
      kind: paymentEvents.kind,
      count: sql<number>`count(*)::int`,
      amount: sql<number>`coalesce(sum(${paymentEvents.amountCents}), 0)::int`,
    })
    .from(paymentEvents)
    .where(gte(paymentEvents.createdAt, since))
    .groupBy(eventMonth, paymentEvents.currency, paymentEvents.kind);

  type Row = {
    month: string;
    currency: string;
    count: number;
    amount: number;
    refundCount: number;
    refunds: number;
    chargebackCount: number;
    chargebacks: number;
  };
  const rows = new Map<string, Row>();
  const row = (month: string, currency: string) => {
    const key = `${month} ${currency}`;
    let r = rows.get(key);
    if (!r) {
      r = {
        month,
        currency,
        count: 0,
        amount: 0,
        refundCount: 0,
        refunds: 0,
        chargebackCount: 0,
        chargebacks: 0,
      };
      rows.set(key, r);
    }
    return r;
  };
  for (const r of received) Object.assign(row(r.month, r.currency), { count: r.count, amount: r.amount });
  for (const r of reversed) {
    const target = row(r.month, r.currency);
    if (r.kind === 'refund') Object.assign(target, { refundCount: r.count, refunds: r.amount });
    else Object.assign(target, { chargebackCount: r.count, chargebacks: r.amount });
  }
  return [...rows.values()].sort((a, b) =>
    a.month === b.month ? a.currency.localeCompare(b.currency) : b.month.localeCompare(a.month),
  );
}

// ─── Contact messages ──────────────────────────────────────────────────────────

export async function listMessages(db: Db, filter: { status: 'all' | 'unread' | 'read'; page: number }) {
  const where =
    filter.status === 'unread'
      ? isNull(contactMessages.readAt)
      : filter.status === 'read'
        ? isNotNull(contactMessages.readAt)
        : undefined;
  const rows = await db
    .select()
    .from(contactMessages)
    .where(where)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(filter.page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(contactMessages)
    .where(where);
  return { rows, total: count!.n };
}

export async function setMessageRead(db: Pick<Db, 'update'>, id: number, read: boolean) {
  const [row] = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning();
  return row ?? null;
}

export async function findMessage(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id)).limit(1);
  return row ?? null;
}

// ─── Audit log ─────────────────────────────────────────────────────────────────

export async function listAudit(db: Db, filter: { action?: string | undefined; page: number }) {
  const where = filter.action
    ? ilike(auditLog.action, `${filter.action.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
    : undefined;
  const rows = await db
    .select({
      entry: auditLog,
      actorName: advertisers.name,
      actorEmail: advertisers.email,
    })
    .from(auditLog)
    .leftJoin(advertisers, eq(advertisers.id, auditLog.actorId))
    .where(where)
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(ADMIN_PAGE_SIZE)
    .offset(offset(filter.page));
  const [count] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(where);
  return { rows, total: count!.n };
}
