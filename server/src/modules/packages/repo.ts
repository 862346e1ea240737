import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertiserPackages, packages } from '../../db/schema.ts';
import { firstRow } from '../../db/rows.ts';
import { paginate, type Paged } from '../../lib/paginate.ts';

export type PackageRow = typeof packages.$inferSelect;

export async function findActivePackage(db: Db, id: number): Promise<PackageRow | undefined> {
  return firstRow(
    db
      .select()
      .from(packages)
      .where(and(eq(packages.id, id), eq(packages.active, true))),
  );
}

/** Active packages in the operators' order; `excludeId` hides the welcome package from accounts that used it. */
export function listActivePackages(
  db: Db,
  options: { excludeId?: number | undefined; page: number; pageSize: number },
): Promise<Paged<PackageRow>> {
  const where = and(
    eq(packages.active, true),
    options.excludeId === undefined ? undefined : ne(packages.id, options.excludeId),
  );
  const rows = db
    .select()
    .from(packages)
    .where(where)
    .orderBy(asc(packages.sortOrder), asc(packages.priceCents), asc(packages.id))
    .$dynamic();
  return paginate(
    rows,
    db.select({ n: count() }).from(packages).where(where),
    options.page,
    options.pageSize,
  );
}

/** Any package, active or not: names of past purchases still need it. */
export async function findPackage(db: Db, id: number): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}

/** Every period an account bought, newest first, each with the database's clock to judge it by. */
export async function accountPeriods(db: Db, advertiserId: number) {
  const rows = await db
    .select({
      id: advertiserPackages.id,
      packageId: advertiserPackages.packageId,
      paymentId: advertiserPackages.paymentId,
      startsAt: advertiserPackages.startsAt,
      endsAt: advertiserPackages.endsAt,
      title: packages.title,
      titleDa: packages.titleDa,
      nowMs: sql<number>`(extract(epoch from now()) * 1000)::float8`.mapWith(Number),
    })
    .from(advertiserPackages)
    .innerJoin(packages, eq(packages.id, advertiserPackages.packageId))
    .where(eq(advertiserPackages.advertiserId, advertiserId))
    .orderBy(desc(advertiserPackages.startsAt), desc(advertiserPackages.id));
  return { rows, now: new Date(rows[0]?.nowMs ?? Date.now()) };
}
