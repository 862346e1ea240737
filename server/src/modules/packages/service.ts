import {
  centsToEuros,
  localized,
  WELCOME_PACKAGE_ID,
  type AccountPackages,
  type BoughtPeriod,
  type Language,
  type PackageItem,
  type PackagesData,
} from '@velvet/contract';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { advertisers } from '../../db/schema.ts';
import { accountPeriods, listActivePackages, type PackageRow } from './repo.ts';

const PACKAGES_PAGE_SIZE = 24;
/** The "Most Popular" tag goes on the package titled Standard, whatever its price. */
const MOST_POPULAR_TITLE = 'standard';

function toPackageItem(row: PackageRow, lang: Language): PackageItem {
  const title = localized(row, 'title', lang);
  return {
    id: row.id,
    title,
    name: title,
    price: centsToEuros(row.priceCents),
    currency: row.currency,
    duration: row.durationDays,
    description: localized(row, 'description', lang),
    most_popular: row.title.trim().toLowerCase() === MOST_POPULAR_TITLE,
  };
}

/** Every package on sale, as a visitor compares them before registering (the welcome package included). */
export async function listPublicPackages(
  db: Db,
  lang: Language,
  page: number,
  provider: PackagesData['payment_provider'],
): Promise<PackagesData> {
  const { rows, pagination } = await listActivePackages(db, { page, pageSize: PACKAGES_PAGE_SIZE });
  return { packages: rows.map((row) => toPackageItem(row, lang)), pagination, payment_provider: provider };
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
  const { rows, pagination } = await listActivePackages(db, {
    excludeId: account?.activatedAt ? WELCOME_PACKAGE_ID : undefined,
    page,
    pageSize: PACKAGES_PAGE_SIZE,
  });
  return {
    packages: rows.map((row) => toPackageItem(row, lang)),
    pagination,
    payment_provider: provider,
  };
}

const DAY_MS = 86_400_000;

/**
 * What an account bought, as every page shows it. Periods stack (one bought while another runs starts
 * where it ends), so the advert is validated until the end of the chain that runs now, not until the end
 * of the period running today.
 */
export async function accountPackages(db: Db, accountId: number, lang: Language): Promise<AccountPackages> {
  const { rows, now } = await accountPeriods(db, accountId);
  const periods: BoughtPeriod[] = rows.map((row) => ({
    id: row.id,
    package_id: row.packageId,
    package_name: localized(row, 'title', lang),
    payment_id: row.paymentId,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    status: row.endsAt <= now ? 'expired' : row.startsAt > now ? 'upcoming' : 'active',
  }));
  // Follow the chain from now: each period that starts by the current end extends it.
  let until: Date | null = null;
  for (const row of [...rows].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime())) {
    const reach = until ?? now;
    if (row.startsAt <= reach && row.endsAt > reach) until = row.endsAt;
  }
  const ended = rows.filter((row) => row.endsAt <= now).map((row) => row.endsAt.getTime());
  return {
    validated: until !== null,
    validated_until: until?.toISOString() ?? null,
    last_ended_at: until === null && ended.length ? new Date(Math.max(...ended)).toISOString() : null,
    remaining_days: until ? Math.max(0, Math.ceil((until.getTime() - now.getTime()) / DAY_MS)) : 0,
    periods,
  };
}
