import { WELCOME_PACKAGE_ID, type AdminPackage } from '@velvet/contract';
import { audited } from '../../../lib/audit.ts';
import { AppError } from '../../../lib/errors.ts';
import { catalogue, type Deps, type Operator } from '../shared/service.ts';
import * as repo from './repo.ts';

/** The catalogue of packages as operators manage it (the spec's `admin/packages` serves advertisers). */

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

const packages = catalogue('package', repo.packageRows, toAdminPackage);
export const listPackages = packages.list;

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
const packageColumns = (input: PackageFields): repo.PackageValues => {
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

export function createPackage(deps: Deps, actor: Operator, input: Required<PackageFields>) {
  return packages.create(deps, actor, 'package.create', (tx) =>
    repo.insertPackage(tx, packageColumns(input)),
  );
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
  return packages.change(deps, actor, 'package.update', id, async (tx) => {
    const values = packageColumns(input);
    if (Object.keys(values).length) await repo.setPackage(tx, id, values);
  });
}

export async function setPackageActive(
  deps: Deps,
  actor: Operator,
  id: number,
  active: boolean,
): Promise<AdminPackage> {
  // Every new advert pays the welcome package to be listed: without it nobody could register.
  if (!active && id === WELCOME_PACKAGE_ID) throw new AppError('admin.welcome_package_locked', 409);
  const action = active ? 'package.activate' : 'package.deactivate';
  const { row } = await audited(
    deps.database.db,
    actor,
    { action, targetType: 'package', targetId: id },
    async (tx) => {
      const before = await packages.load(tx, id);
      await repo.setPackage(tx, id, { active });
      const after = await packages.load(tx, id);
      return { before: { active: before.active }, after: { active: after.active }, row: after };
    },
  );
  return row;
}

/** Only a package nobody ever bought can go: payments and periods name it. */
export async function deletePackage(deps: Deps, actor: Operator, id: number): Promise<void> {
  if (id === WELCOME_PACKAGE_ID) throw new AppError('admin.welcome_package_locked', 409);
  const inUse = { when: (p: AdminPackage) => p.in_use, message: 'admin.package_in_use' } as const;
  await packages.remove(deps, actor, 'package.delete', id, inUse, repo.deletePackage);
}
