import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminInterest, interestInput, type AdminInterest } from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { interests } from '../../db/schema.ts';
import { audited } from '../../lib/audit.ts';
import { AppError } from '../../lib/errors.ts';
import { foldText } from '../../lib/text.ts';
import {
  bumpSequence,
  createRoute,
  deleteRoute,
  rowReaders,
  updateRoute,
  wholeListRoute,
  type Deps,
  type Operator,
} from './common.ts';

const interestUse = sql<number>`(select count(*)::int from advertiser_interests ai where ai.interest_id = "interests"."id")`;

function interestRows(db: Pick<Db, 'select'>, id?: number) {
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

const toAdminInterest = (i: Awaited<ReturnType<typeof interestRows>>[number]): AdminInterest => ({
  id: i.id,
  slug: i.slug,
  name_en: i.nameEn,
  name_da: i.nameDa,
  adverts: i.adverts,
});

const { list: listInterests, load: loadInterest } = rowReaders(interestRows, toAdminInterest);

/** English names are unique whatever their case: two "Massage" entries would confuse every filter. */
async function refuseTakenName(db: Pick<Db, 'select'>, nameEn: string, exceptId?: number) {
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(sql`lower(${interests.nameEn}) = lower(${nameEn})`);
  if (rows.some((r) => r.id !== exceptId)) {
    throw new AppError('admin.interest_exists', 409, { errors: { name_en: ['admin.interest_exists'] } });
  }
}

const slugify = (name: string) =>
  foldText(name, 'plain')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 50) || 'interest';

async function freeSlug(db: Pick<Db, 'select'>, name: string) {
  const base = slugify(name);
  const taken = async (slug: string) =>
    (await db.select({ id: interests.id }).from(interests).where(eq(interests.slug, slug)).limit(1)).length >
    0;
  let slug = base;
  for (let n = 2; await taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

const target = (action: string, id: number | null) =>
  ({ action, targetType: 'interest', targetId: id }) as const;
type Names = { name_en: string; name_da: string };

async function createInterest(deps: Deps, actor: Operator, input: Names) {
  const created = await audited(deps.database.db, actor, target('interest.create', null), async (tx) => {
    await refuseTakenName(tx, input.name_en);
    const slug = await freeSlug(tx, input.name_en);
    await bumpSequence(tx, 'interests');
    const [row] = await tx
      .insert(interests)
      .values({ slug, nameEn: input.name_en, nameDa: input.name_da })
      .returning({ id: interests.id });
    return { before: null, after: await loadInterest(tx, row!.id), targetId: row!.id };
  });
  return created.after;
}

/** Renames keep the slug: links and saved searches use ids, and the slug is only a stable handle. */
async function renameInterest(deps: Deps, actor: Operator, id: number, input: Names) {
  const renamed = await audited(deps.database.db, actor, target('interest.rename', id), async (tx) => {
    const before = await loadInterest(tx, id);
    await refuseTakenName(tx, input.name_en, id);
    await tx
      .update(interests)
      .set({ nameEn: input.name_en, nameDa: input.name_da })
      .where(eq(interests.id, id));
    return { before, after: await loadInterest(tx, id) };
  });
  return renamed.after;
}

/** Only an interest no advert uses can go: removing it would silently change those adverts. */
async function deleteInterest(deps: Deps, actor: Operator, id: number) {
  await audited(deps.database.db, actor, target('interest.delete', id), async (tx) => {
    const before = await loadInterest(tx, id);
    if (before.adverts > 0) throw new AppError('admin.interest_in_use', 409);
    await tx.delete(interests).where(eq(interests.id, id));
    return { before, after: null };
  });
}

const routes: FastifyPluginAsyncZod = async (app) => {
  wholeListRoute(
    app,
    '/interests',
    { summary: 'Interests with how many adverts use each', key: 'interests', row: adminInterest },
    listInterests,
  );
  createRoute(
    app,
    '/interests',
    {
      summary: 'Create an interest (English and Danish names)',
      body: interestInput,
      key: 'interest',
      row: adminInterest,
      message: 'admin.interest_created',
    },
    createInterest,
  );
  updateRoute(
    app,
    '/interests/:id',
    {
      summary: 'Rename an interest',
      body: interestInput,
      key: 'interest',
      row: adminInterest,
      message: 'admin.interest_saved',
    },
    renameInterest,
  );
  deleteRoute(
    app,
    '/interests/:id',
    'Delete an interest no advert uses',
    deleteInterest,
    'admin.interest_deleted',
  );
};

export default routes;
