import { asc, eq, sql } from 'drizzle-orm';
import { CURRENCY } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { packages } from '../../../db/schema.ts';
import { bumpSequence, oneOrAll } from '../shared/repo.ts';

const packageInUse = sql<boolean>`(exists (select 1 from payments p where p.package_id = "packages"."id") or exists (select 1 from advertiser_packages ap where ap.package_id = "packages"."id"))`;

/** Every package in the operators' order, or the one `id` names; `inUse` when a payment or a period names it. */
export function packageRows(db: Pick<Db, 'select'>, id?: number) {
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
    .where(oneOrAll(packages, id))
    .orderBy(asc(packages.sortOrder), asc(packages.id));
}

export type PackageRow = Awaited<ReturnType<typeof packageRows>>[number];
export type PackageValues = Partial<typeof packages.$inferInsert>;

/** A new package, offered at once, priced in the site's currency; answers its id. */
export async function insertPackage(db: Pick<Db, 'insert' | 'execute'>, values: PackageValues) {
  await bumpSequence(db, 'packages');
  const [row] = await db
    .insert(packages)
    .values({ ...(values as typeof packages.$inferInsert), currency: CURRENCY, active: true })
    .returning({ id: packages.id });
  return row!.id;
}

export const setPackage = (db: Pick<Db, 'update'>, id: number, values: PackageValues) =>
  db
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packages.id, id));

export const deletePackage = (db: Pick<Db, 'delete'>, id: number) =>
  db.delete(packages).where(eq(packages.id, id));
