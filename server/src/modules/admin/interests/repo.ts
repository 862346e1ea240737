import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { interests } from '../../../db/schema.ts';
import { insertRow } from '../../../db/rows.ts';
import { bumpSequence, oneOrAll } from '../shared/repo.ts';

const interestUse = sql<number>`(select count(*)::int from advertiser_interests ai where ai.interest_id = "interests"."id")`;

/** Every interest by its English name, or the one `id` names, with how many adverts use it. */
export function interestRows(db: Pick<Db, 'select'>, id?: number) {
  return db
    .select({ ...getTableColumns(interests), adverts: interestUse })
    .from(interests)
    .where(oneOrAll(interests, id))
    .orderBy(asc(interests.nameEn), asc(interests.id));
}

export type InterestRow = Awaited<ReturnType<typeof interestRows>>[number];

/** The ids of the interests whose English name is `nameEn`, whatever its case. */
export async function idsNamed(db: Pick<Db, 'select'>, nameEn: string) {
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(sql`lower(${interests.nameEn}) = lower(${nameEn})`);
  return rows.map((r) => r.id);
}

export async function slugTaken(db: Pick<Db, 'select'>, slug: string) {
  const rows = await db.select({ id: interests.id }).from(interests).where(eq(interests.slug, slug)).limit(1);
  return rows.length > 0;
}

type Names = { nameEn: string; nameDa: string };

/** A new interest; answers its id. */
export async function insertInterest(db: Pick<Db, 'insert' | 'execute'>, values: Names & { slug: string }) {
  await bumpSequence(db, 'interests');
  return insertRow(db, interests, values);
}

export const renameInterest = (db: Pick<Db, 'update'>, id: number, names: Names) =>
  db.update(interests).set(names).where(eq(interests.id, id));

export const deleteInterest = (db: Pick<Db, 'delete'>, id: number) =>
  db.delete(interests).where(eq(interests.id, id));
