import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminPackage,
  CURRENCY,
  envelope,
  packageInput,
  packageUpdate,
  WELCOME_PACKAGE_ID,
  type AdminPackage,
} from '@velvet/contract';
import type { Db } from '../../db/client.ts';
import { packages } from '../../db/schema.ts';
import { audited } from '../../lib/audit.ts';
import { ok } from '../../lib/envelope.ts';
import { AppError } from '../../lib/errors.ts';
import {
  actorOf,
  bumpSequence,
  createRoute,
  deleteRoute,
  doc,
  idParams,
  rowReaders,
  updateRoute,
  wholeListRoute,
  type Deps,
  type Operator,
} from './common.ts';

/** The catalogue of packages as operators manage it (the spec's `admin/packages` serves advertisers). */

const packageInUse = sql<boolean>`(exists (select 1 from payments p where p.package_id = "packages"."id") or exists (select 1 from advertiser_packages ap where ap.package_id = "packages"."id"))`;

function packageRows(db: Pick<Db, 'select'>, id?: number) {
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

function toAdminPackage(p: Awaited<ReturnType<typeof packageRows>>[number]): AdminPackage {
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

const { list: listPackages, load: loadPackage } = rowReaders(packageRows, toAdminPackage);

type PackageFields = {
  title?: string | undefined;
  title_da?: string | undefined;
  description?: string | undefined;
  description_da?: string | undefined;
  price_cents?: number | undefined;
  duration_days?: number | undefined;
  sort_order?: number | undefined;
};

/** The columns of the fields given; absent fields stay as they are. */
const packageColumns = (input: PackageFields): Partial<typeof packages.$inferInsert> => {
  const values = {
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

const setPackage = (db: Pick<Db, 'update'>, id: number, values: Partial<typeof packages.$inferInsert>) =>
  db
    .update(packages)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packages.id, id));

const target = (action: string, id: number | null) =>
  ({ action, targetType: 'package', targetId: id }) as const;

async function createPackage(
  deps: Deps,
  actor: Operator,
  input: Required<PackageFields>,
): Promise<AdminPackage> {
  const created = await audited(deps.database.db, actor, target('package.create', null), async (tx) => {
    await bumpSequence(tx, 'packages');
    const [row] = await tx
      .insert(packages)
      .values({
        ...(packageColumns(input) as typeof packages.$inferInsert),
        currency: CURRENCY,
        active: true,
      })
      .returning({ id: packages.id });
    return { before: null, after: await loadPackage(tx, row!.id), targetId: row!.id };
  });
  return created.after;
}

/** Price and duration changes apply to future orders only: payments and periods keep their own snapshot. */
export async function updatePackage(
  deps: Deps,
  actor: Operator,
  id: number,
  input: PackageFields,
): Promise<AdminPackage> {
  // Every new advert pays the welcome package once to go online: it can be renamed, never made free.
  if (id === WELCOME_PACKAGE_ID && input.price_cents !== undefined && input.price_cents < 1) {
    throw new AppError('admin.welcome_package_free', 409, {
      errors: { price_cents: ['admin.welcome_package_free'] },
    });
  }
  const { after } = await audited(deps.database.db, actor, target('package.update', id), async (tx) => {
    const before = await loadPackage(tx, id);
    const values = packageColumns(input);
    if (Object.keys(values).length) await setPackage(tx, id, values);
    return { before, after: await loadPackage(tx, id) };
  });
  return after;
}

async function setPackageActive(
  deps: Deps,
  actor: Operator,
  id: number,
  active: boolean,
): Promise<AdminPackage> {
  // Every new advert pays the welcome package to be listed: without it nobody could register.
  if (!active && id === WELCOME_PACKAGE_ID) throw new AppError('admin.welcome_package_locked', 409);
  const action = active ? 'package.activate' : 'package.deactivate';
  const { row } = await audited(deps.database.db, actor, target(action, id), async (tx) => {
    const before = await loadPackage(tx, id);
    await setPackage(tx, id, { active });
    const after = await loadPackage(tx, id);
    return { before: { active: before.active }, after: { active: after.active }, row: after };
  });
  return row;
}

/** Only a package nobody ever bought can go: payments and periods name it. */
async function deletePackage(deps: Deps, actor: Operator, id: number): Promise<void> {
  if (id === WELCOME_PACKAGE_ID) throw new AppError('admin.welcome_package_locked', 409);
  await audited(deps.database.db, actor, target('package.delete', id), async (tx) => {
    const before = await loadPackage(tx, id);
    if (before.in_use) throw new AppError('admin.package_in_use', 409);
    await tx.delete(packages).where(eq(packages.id, id));
    return { before, after: null };
  });
}

const onePackage = envelope(z.object({ package: adminPackage }));

const routes: FastifyPluginAsyncZod = async (app) => {
  wholeListRoute(
    app,
    '/catalogue/packages',
    { summary: 'Every package, active or not', key: 'packages', row: adminPackage },
    listPackages,
  );
  createRoute(
    app,
    '/catalogue/packages',
    {
      summary: 'Create a package (EUR)',
      body: packageInput,
      key: 'package',
      row: adminPackage,
      message: 'admin.package_created',
    },
    createPackage,
  );
  updateRoute(
    app,
    '/catalogue/packages/:id',
    {
      summary: 'Edit a package; paid periods keep their own price and length',
      body: packageUpdate,
      key: 'package',
      row: adminPackage,
      message: 'admin.package_saved',
    },
    updatePackage,
  );
  for (const [verb, active] of [
    ['deactivate', false],
    ['activate', true],
  ] as const) {
    app.post(
      `/catalogue/packages/:id/${verb}`,
      {
        schema: {
          ...doc(`${active ? 'Offer' : 'Stop offering'} a package (the welcome package 15 stays active)`),
          params: idParams,
          response: { 200: onePackage },
        },
      },
      async (request) => {
        const updated = await setPackageActive(app.deps, actorOf(request), request.params.id, active);
        return ok(request.lang, { package: updated }, 'admin.package_saved');
      },
    );
  }
  deleteRoute(
    app,
    '/catalogue/packages/:id',
    'Delete a package nobody has bought (never 15)',
    deletePackage,
    'admin.package_deleted',
  );
};

export default routes;
