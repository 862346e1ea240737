import type { AccountPackages, Language, OwnProfile } from '@velvet/contract';
import type { MediaStorage } from '../../adapters/storage.ts';
import { profileFacts, profileLocation } from '../../lib/advertiser-profile.ts';
import { imagePath, videoPath } from '../../lib/media-urls.ts';
import { interestName, toUserPackage, type InterestName, type PackagePeriod } from '../adverts/index.ts';
import type { MediaRow, ProfileRow } from './repo.ts';

/**
 * The owner's view of their account (`data.user` of `escort/get-user-id`). Unlike public adverts it
 * includes the email and exact coordinates — it is only ever sent to the account's own token.
 */
export function toOwnProfile(
  storage: MediaStorage,
  row: ProfileRow,
  items: MediaRow[],
  interests: InterestName[],
  period: PackagePeriod | undefined,
  bought: AccountPackages,
  lang: Language,
): OwnProfile {
  const main = items.find((m) => m.kind === 'main');
  return {
    id: row.id,
    guid: row.guid,
    name: row.name,
    email: row.email,
    role: row.role,
    is_user: row.isUser,
    ...profileLocation(row),
    ...profileFacts(row),
    main_image: main ? imagePath(storage, main) : null,
    images: items
      .filter((m) => m.kind === 'image')
      .map((m) => imagePath(storage, m))
      .filter((p): p is string => p !== null),
    videos: items.filter((m) => m.kind === 'video').map((m) => videoPath(storage, m.storageKey)),
    user_interest: interests.map((i) => ({ interest_id: i.id, name: interestName(i, lang) })),
    email_verified: row.emailVerifiedAt !== null,
    activated: row.activatedAt !== null,
    featured: row.featured,
    featured_until: row.featured && row.featuredUntil ? row.featuredUntil.toISOString() : null,
    suspension: row.suspendedAt
      ? { reason: row.suspendedReason ?? '', since: row.suspendedAt.toISOString() }
      : null,
    userPackage: toUserPackage(period),
    packages: bought,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
