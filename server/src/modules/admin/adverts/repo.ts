import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { ADMIN_PAGE_SIZE, type AdvertStatus } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { advertiserInterests, advertiserPackages, advertisers, interests } from '../../../db/schema.ts';
import { media, packages, payments, reports } from '../../../db/schema.ts';
import { accountStateColumns, profileColumns } from '../../../lib/advertiser-profile.ts';
import { newestFirst } from '../../../lib/paginate.ts';
import { visibleAdvert } from '../../../lib/visibility.ts';
import { idOrGuid, likePattern } from '../shared/repo.ts';

export const isAdvert = eq(advertisers.role, 'advertiser');
export const suspendedAdvert = isNotNull(advertisers.suspendedAt);
export const pendingAdvert = and(
  isNull(advertisers.suspendedAt),
  or(isNull(advertisers.emailVerifiedAt), isNull(advertisers.activatedAt)),
)!;

// Correlated subqueries name their tables outright: drizzle writes a lone column unqualified, and
// "advertiser_id = id" inside the subquery would compare the subquery's own columns.
const openReportCount = sql<number>`(select count(*)::int from reports r where r.advertiser_id = "advertisers"."id" and r.status = 'open')`;

const advertRowColumns = {
  id: advertisers.id,
  guid: advertisers.guid,
  name: advertisers.name,
  email: advertisers.email,
  city: advertisers.city,
  zipCode: advertisers.zipCode,
  ...accountStateColumns,
  createdAt: advertisers.createdAt,
  updatedAt: advertisers.updatedAt,
  openReports: openReportCount,
};

/** An advert by name, email, city, ZIP, id or guid; `q` is what the operator typed. */
function advertMatches(q: string): SQL {
  const pattern = likePattern(q);
  const matches: SQL[] = [
    ilike(advertisers.name, pattern),
    ilike(advertisers.email, pattern),
    ilike(advertisers.city, pattern),
    ilike(advertisers.zipCode, pattern),
  ];
  return or(...matches, ...idOrGuid(q))!;
}

export function listAdverts(
  db: Db,
  filter: { q?: string | undefined; status: 'all' | AdvertStatus; page: number },
) {
  const conditions: SQL[] = [isAdvert];
  if (filter.status === 'visible') conditions.push(visibleAdvert);
  if (filter.status === 'pending') conditions.push(pendingAdvert);
  if (filter.status === 'suspended') conditions.push(suspendedAdvert);
  const q = filter.q?.trim();
  if (q) conditions.push(advertMatches(q));
  const where = and(...conditions);
  const rows = db.select(advertRowColumns).from(advertisers).$dynamic();
  return newestFirst(db, advertisers, rows, where, filter.page, ADMIN_PAGE_SIZE);
}

export type AdvertRow = Awaited<ReturnType<typeof listAdverts>>['rows'][number];

export async function findAdvert(db: Pick<Db, 'select'>, id: number) {
  const [row] = await db
    .select({
      ...advertRowColumns,
      role: advertisers.role,
      ...profileColumns,
      consentAdultAt: advertisers.consentAdultAt,
      consentIndependentAt: advertisers.consentIndependentAt,
      consentTermsAt: advertisers.consentTermsAt,
    })
    .from(advertisers)
    .where(eq(advertisers.id, id))
    .limit(1);
  return row ?? null;
}

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

export type MediaRow = Awaited<ReturnType<typeof mediaOf>>[number];

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
  // The whole payment row: the page shows a few of its small columns, picked where it is shaped.
  const paymentRows = await db
    .select()
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
  await db.delete(advertisers).where(and(eq(advertisers.id, id), isAdvert));
}
