import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { packages } from '../../db/schema.ts';

export type PackageRow = typeof packages.$inferSelect;

export async function findActivePackage(db: Db, id: number): Promise<PackageRow | undefined> {
  const [row] = await db
    .select()
    .from(packages)
    .where(and(eq(packages.id, id), eq(packages.active, true)))
    .limit(1);
  return row;
}

/** Active packages in the operators' order; `excludeId` hides the welcome package from accounts that used it. */
export async function listActivePackages(
  db: Db,
  options: { excludeId?: number | undefined; limit: number; offset: number },
): Promise<{ rows: PackageRow[]; total: number }> {
  const where = and(
    eq(packages.active, true),
    options.excludeId === undefined ? undefined : ne(packages.id, options.excludeId),
  );
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(packages)
      .where(where)
      .orderBy(asc(packages.sortOrder), asc(packages.priceCents), asc(packages.id))
      .limit(options.limit)
      .offset(options.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(packages)
      .where(where),
  ]);
  return { rows, total: Number(counted?.total ?? 0) };
}

/** Any package, active or not: names of past purchases still need it. */
export async function findPackage(db: Db, id: number): Promise<PackageRow | undefined> {
  const [row] = await db.select().from(packages).where(eq(packages.id, id)).limit(1);
  return row;
}
