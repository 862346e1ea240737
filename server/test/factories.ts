import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { WELCOME_PACKAGE_ID } from '@velvet/contract';
import type { Db } from '../src/db/client.ts';
import * as schema from '../src/db/schema.ts';
import { advertSearchDocument } from '../src/lib/text.ts';
import { hashPassword } from '../src/lib/passwords.ts';
import { issueToken } from '../src/lib/tokens.ts';

type AdvertiserRow = typeof schema.advertisers.$inferInsert;

let passwordHashCache: Promise<string> | undefined;
/** Every factory account has the password "correct horse 42" (hashed once per test file: argon2 is slow on purpose). */
export const FACTORY_PASSWORD = 'correct horse 42';
const factoryHash = () => (passwordHashCache ??= hashPassword(FACTORY_PASSWORD));

let counter = 0;

/**
 * A visible advertiser (verified, welcome paid, not suspended) in Copenhagen unless overridden.
 * Pass `{ activatedAt: null }` etc. to make hidden ones.
 */
export async function makeAdvertiser(db: Db, overrides: Partial<AdvertiserRow> = {}) {
  counter += 1;
  const now = new Date();
  const values: AdvertiserRow = {
    name: `Test Advert ${counter}`,
    email: `advert${counter}-${randomUUID().slice(0, 8)}@example.test`,
    passwordHash: await factoryHash(),
    // Each account its own number: a shared one puts the newer advert in the safety queue.
    phoneNumber: String(30_000_000 + counter),
    zipCode: '1050',
    address: 'Kongens Nytorv 1',
    city: 'København K',
    country: 'Denmark',
    state: '84',
    latitude: 55.6805,
    longitude: 12.5857,
    age: 27,
    height: 170,
    weight: 60,
    burst: '85C',
    about: '<p>Hello</p>',
    eyeColor: 'Blue',
    hairColor: 'Blonde',
    sex: 'Woman',
    emailVerifiedAt: now,
    activatedAt: now,
    ...overrides,
  };
  values.searchText ??= advertSearchDocument({
    city: values.city ?? '',
    address: values.address ?? '',
    zipCode: values.zipCode ?? '',
    showStreetAddress: values.showStreetAddress ?? false,
  });
  const [row] = await db.insert(schema.advertisers).values(values).returning();
  return row!;
}

export async function makeAdmin(db: Db, overrides: Partial<AdvertiserRow> = {}) {
  return makeAdvertiser(db, { role: 'admin', name: 'Operator', activatedAt: null, ...overrides });
}

/** An account plus a bearer token for it. */
export async function makeSignedIn(db: Db, overrides: Partial<AdvertiserRow> = {}) {
  const account = await makeAdvertiser(db, overrides);
  const token = await issueToken(db, account.id);
  return { account, token, headers: { authorization: `Bearer ${token}` } };
}

/** A registered, verified account that has not paid the welcome package yet. */
export function makeNewcomer(db: Db, overrides: Partial<AdvertiserRow> = {}) {
  return makeSignedIn(db, { activatedAt: null, packageUntil: null, ...overrides });
}

export async function makeInterest(
  db: Db,
  nameEn = `Interest ${++counter}`,
  nameDa = `Interesse ${counter}`,
) {
  const [row] = await db
    .insert(schema.interests)
    .values({ slug: `${nameEn.toLowerCase().replace(/\W+/g, '-')}-${counter}`, nameEn, nameDa })
    .returning();
  return row!;
}

export async function addInterests(db: Db, advertiserId: number, interestIds: number[]) {
  if (interestIds.length)
    await db
      .insert(schema.advertiserInterests)
      .values(interestIds.map((interestId) => ({ advertiserId, interestId })));
}

export async function makePackage(db: Db, overrides: Partial<typeof schema.packages.$inferInsert> = {}) {
  const [row] = await db
    .insert(schema.packages)
    .values({
      title: 'Standard',
      titleDa: 'Standard',
      priceCents: 2900,
      durationDays: 30,
      description: 'Thirty days',
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * The welcome package 15, which the migrations create on every database; put back to its shipped price and
 * length in case a test changed them.
 */
export async function makeWelcomePackage(db: Db) {
  const [row] = await db
    .update(schema.packages)
    .set({ priceCents: 100, durationDays: 60, active: true })
    .where(eq(schema.packages.id, WELCOME_PACKAGE_ID))
    .returning();
  if (!row) throw new Error('the welcome package 15 is missing: the migrations did not create it');
  return row;
}

let mediaCounter = 0;

/**
 * A media row (no file is written: lists only need the URLs). Images get WebP variants 320/640/1280
 * unless `variants` is given; videos store their whole key.
 */
export async function makeMedia(
  db: Db,
  advertiserId: number,
  kind: 'main' | 'image' | 'video',
  overrides: Partial<typeof schema.media.$inferInsert> = {},
) {
  mediaCounter += 1;
  const key = `t${String(mediaCounter).padStart(2, '0')}/${randomUUID().replace(/-/g, '')}`;
  const isVideo = kind === 'video';
  const [row] = await db
    .insert(schema.media)
    .values({
      advertiserId,
      kind,
      storageKey: isVideo ? `${key}/video.mp4` : key,
      mime: isVideo ? 'video/mp4' : 'image/webp',
      width: isVideo ? null : 1280,
      height: isVideo ? null : 1600,
      variants: isVideo ? [] : [320, 640, 1280],
      durationSeconds: isVideo ? 12 : null,
      position: mediaCounter,
      ...overrides,
    })
    .returning();
  return row!;
}

/**
 * A paid package period for an advertiser, as the payments service records it: an
 * advertiser_packages row plus `package_until` kept in step. `daysAgo` > `days` gives an expired one.
 */
export async function makePackagePeriod(
  db: Db,
  advertiserId: number,
  packageId: number,
  options: { days?: number; daysAgo?: number } = {},
) {
  const days = options.days ?? 30;
  const startsAt = new Date(Date.now() - (options.daysAgo ?? 0) * 86_400_000);
  const endsAt = new Date(startsAt.getTime() + days * 86_400_000);
  const [row] = await db
    .insert(schema.advertiserPackages)
    .values({ advertiserId, packageId, startsAt, endsAt })
    .returning();
  await db
    .update(schema.advertisers)
    .set({ packageUntil: endsAt })
    .where(eq(schema.advertisers.id, advertiserId));
  return row!;
}
