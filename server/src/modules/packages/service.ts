import {
  centsToEuros,
  WELCOME_PACKAGE_ID,
  type Language,
  type PackageItem,
  type PackagesData,
} from '@velvet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisers } from '../../db/schema.ts';
import { listActivePackages, type PackageRow } from './repo.ts';

export const PACKAGES_PAGE_SIZE = 24;
/** SPEC §2: the "Most Popular" tag goes on the package titled Standard. */
const MOST_POPULAR_TITLE = 'standard';

export function toPackageItem(row: PackageRow, lang: Language): PackageItem {
  const title = lang === 'da' ? row.titleDa || row.title : row.title;
  return {
    id: row.id,
    title,
    name: title,
    price: centsToEuros(row.priceCents),
    currency: row.currency,
    duration: row.durationDays,
    description: lang === 'da' ? row.descriptionDa || row.description : row.description,
    most_popular: row.title.trim().toLowerCase() === MOST_POPULAR_TITLE,
  };
}

/**
 * The packages an advertiser can buy now. The welcome package is sold once per account (it is what
 * activates the advert), so it is listed only until the account has been activated.
 */
export async function listPackagesFor(
  db: Db,
  accountId: number,
  lang: Language,
  page: number,
  provider: PackagesData['payment_provider'],
): Promise<PackagesData> {
  const [account] = await db
    .select({ activatedAt: advertisers.activatedAt })
    .from(advertisers)
    .where(eq(advertisers.id, accountId))
    .limit(1);
  const { rows, total } = await listActivePackages(db, {
    excludeId: account?.activatedAt ? WELCOME_PACKAGE_ID : undefined,
    limit: PACKAGES_PAGE_SIZE,
    offset: (page - 1) * PACKAGES_PAGE_SIZE,
  });
  return {
    packages: rows.map((row) => toPackageItem(row, lang)),
    pagination: {
      page,
      page_size: PACKAGES_PAGE_SIZE,
      total,
      total_pages: Math.max(1, Math.ceil(total / PACKAGES_PAGE_SIZE)),
    },
    payment_provider: provider,
  };
}
