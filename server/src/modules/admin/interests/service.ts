import type { AdminInterest } from '@velvet/contract';
import type { Db } from '../../../db/client.ts';
import { AppError } from '../../../lib/errors.ts';
import { foldText } from '../../../lib/text.ts';
import { catalogue, type Deps, type Operator } from '../shared/service.ts';
import * as repo from './repo.ts';

const toAdminInterest = (i: repo.InterestRow): AdminInterest => ({
  id: i.id,
  slug: i.slug,
  name_en: i.nameEn,
  name_da: i.nameDa,
  adverts: i.adverts,
});

const interests = catalogue('interest', repo.interestRows, toAdminInterest);
export const listInterests = interests.list;

/** English names are unique whatever their case: two "Massage" entries would confuse every filter. */
async function refuseTakenName(db: Pick<Db, 'select'>, nameEn: string, exceptId?: number) {
  if ((await repo.idsNamed(db, nameEn)).some((id) => id !== exceptId)) {
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
  let slug = base;
  for (let n = 2; await repo.slugTaken(db, slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

type Names = { name_en: string; name_da: string };

export function createInterest(deps: Deps, actor: Operator, input: Names) {
  return interests.create(deps, actor, 'interest.create', async (tx) => {
    await refuseTakenName(tx, input.name_en);
    const slug = await freeSlug(tx, input.name_en);
    return repo.insertInterest(tx, { slug, nameEn: input.name_en, nameDa: input.name_da });
  });
}

/** Renames keep the slug: links and saved searches use ids, and the slug is only a stable handle. */
export function renameInterest(deps: Deps, actor: Operator, id: number, input: Names) {
  return interests.change(deps, actor, 'interest.rename', id, async (tx) => {
    await refuseTakenName(tx, input.name_en, id);
    await repo.renameInterest(tx, id, { nameEn: input.name_en, nameDa: input.name_da });
  });
}

/** Only an interest no advert uses can go: removing it would silently change those adverts. */
export async function deleteInterest(deps: Deps, actor: Operator, id: number) {
  const inUse = { when: (i: AdminInterest) => i.adverts > 0, message: 'admin.interest_in_use' } as const;
  await interests.remove(deps, actor, 'interest.delete', id, inUse, repo.deleteInterest);
}
