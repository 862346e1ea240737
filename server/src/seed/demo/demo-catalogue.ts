import os from 'node:os';
import { eq, ne, sql } from 'drizzle-orm';
import { WELCOME_PACKAGE_ID, type Sex } from '@velvet/contract';
import { lookupPostcode } from '../../adapters/geocoder.ts';
import type { StoredImage } from '../../adapters/images.ts';
import type { MediaStorage } from '../../adapters/storage.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { advertSearchDocument } from '../../lib/text.ts';
import { recordPhoneNumbers, recordPhotoHashes } from '../../modules/safety/index.ts';
import type { Db } from '../../db/client.ts';
import {
  advertDailyStats,
  advertiserInterests,
  advertiserPackages,
  advertisers,
  interests,
  media,
  packages,
  payments,
  testimonials,
} from '../../db/schema.ts';
import { ARTWORK_HEIGHT, ARTWORK_WIDTH, artworkSvg, pickMood } from './artwork.ts';
import * as words from './catalogue.ts';
import { demoImageStore, prepareDemoPicture } from './media-cache.ts';
import { createRandom, type Random } from './random.ts';
import { planDemoStatistics } from './statistics.ts';

/**
 * The demo catalogue: the paid packages and 60 adverts across Danish towns with generated artwork and
 * testimonials, loaded once into a database without adverts. The welcome package and the interests are
 * reference data of every database (migration 0003_reference_data); the demo only links to them. The plan is drawn from a fixed seed, so
 * every machine gets the same catalogue; only the dates move with "now" so that the packages, badges and
 * featured days are current whenever it is loaded.
 */

const DEMO_ADVERT_COUNT = 60;
const SEED = 20_260_301;
const DAY = 86_400_000;
/** Keeps two instances starting on one PostgreSQL from both loading the catalogue. */
const SEED_LOCK = 727_275;

type AdvertRow = typeof advertisers.$inferInsert;
type Standing = 'validated' | 'lapsed' | 'welcome-active' | 'welcome-lapsed';
type Period = { packageIndex: number | 'welcome'; startsAt: Date; endsAt: Date };

type PlannedImage = { kind: 'main' | 'image'; position: number; svg: string };
type PlannedAdvert = {
  row: Omit<AdvertRow, 'passwordHash'>;
  standing: Standing;
  interestSlugs: string[];
  periods: Period[];
  images: PlannedImage[];
  testimonials: {
    name: string;
    rating: number;
    message: string;
    status: 'approved' | 'pending';
    createdAt: Date;
  }[];
};

export type DemoSummary = {
  adverts: number;
  images: number;
  packages: number;
  interests: number;
  testimonials: number;
  seconds: number;
};

const ago = (now: number, days: number) => new Date(now - days * DAY);

function weighted<T>(random: Random, options: [T, number][]): T {
  let roll = random.next() * options.reduce((sum, [, w]) => sum + w, 0);
  for (const [value, weight] of options) {
    roll -= weight;
    if (roll < 0) return value;
  }
  return options.at(-1)![0];
}

function aboutHtml(
  random: Random,
  name: string,
  town: string,
  interestNames: string[],
  long: boolean,
): string {
  const parts = [
    `<p>${random.pick(words.ABOUT_OPENERS)(name)}</p>`,
    `<p>${random.pick(words.ABOUT_MIDDLES)(town)}</p>`,
  ];
  if (long) parts.push(`<p>${words.ABOUT_LONG}</p>`);
  if (interestNames.length && random.chance(0.5))
    parts.push(`<ul>${interestNames.map((i) => `<li>${i}</li>`).join('')}</ul>`);
  parts.push(`<p>${random.pick(words.ABOUT_CLOSERS)}</p>`);
  return parts.join('');
}

/** Draws the whole catalogue from the seeded random source; no I/O, so the result never depends on timing. */
export function planDemoCatalogue(
  now = Date.now(),
  count = DEMO_ADVERT_COUNT,
  welcomeDays = words.WELCOME_DAYS,
): PlannedAdvert[] {
  const random = createRandom(SEED);
  // Standing by position in a shuffled order: about a third validated by a paid package, a few recent
  // sign-ups still inside their welcome period, a few whose paid package has just run out, the rest listed
  // without the badge since their welcome period ended.
  const order = random.sample(
    Array.from({ length: count }, (_, i) => i),
    count,
  );
  const standingOf = new Map<number, Standing>();
  const validatedCount = Math.round(count / 3);
  order.forEach((index, rank) => {
    standingOf.set(
      index,
      rank < validatedCount
        ? 'validated'
        : rank < validatedCount + 3
          ? 'welcome-active'
          : rank < validatedCount + 9
            ? 'lapsed'
            : 'welcome-lapsed',
    );
  });
  const featuredIndexes = new Set(order.slice(0, Math.min(10, validatedCount)));
  const usedNames = new Set<string>();

  return Array.from({ length: count }, (_, index) => {
    const n = index + 1;
    const standing = standingOf.get(index)!;
    const sex: Sex = weighted(random, [
      ['Woman', 70],
      ['Man', 18],
      ['Trans', 12],
    ]);
    const pool = words.NAMES[sex];
    let name = random.pick(pool);
    for (let tries = 0; usedNames.has(name) && tries < 20; tries++) name = random.pick(pool);
    usedNames.add(name);

    const zip = words.TOWN_ZIPS[index % words.TOWN_ZIPS.length]!;
    const place = lookupPostcode(zip);
    if (!place) throw new Error(`demo town ${zip} is missing from the postcode list`);
    const age = weighted(random, [
      [random.int(19, 24), 30],
      [random.int(25, 34), 40],
      [random.int(35, 44), 18],
      [random.int(45, 60), 12],
    ]);
    const height = sex === 'Man' ? random.int(172, 194) : random.int(156, 182);
    const weight = Math.round((height - 100) * random.float(0.72, 0.95));
    const interestSlugs = random.sample(
      words.DEFAULT_INTERESTS.map((i) => i.slug),
      random.int(2, 6),
    );
    const interestNames = interestSlugs.map(
      (slug) => words.DEFAULT_INTERESTS.find((i) => i.slug === slug)!.nameEn,
    );

    // Dates: registration, the welcome period (paid at sign-up), then any paid package.
    const registeredDaysAgo =
      standing === 'welcome-active'
        ? random.int(3, 45)
        : standing === 'lapsed'
          ? random.int(120, 400)
          : random.int(75, 420);
    const registeredAt = ago(now, registeredDaysAgo);
    const welcomeEnds = new Date(registeredAt.getTime() + welcomeDays * DAY);
    const periods: Period[] = [{ packageIndex: 'welcome', startsAt: registeredAt, endsAt: welcomeEnds }];
    if (standing === 'validated') {
      const packageIndex = random.int(0, words.PAID_PACKAGES.length - 1);
      const days = words.PAID_PACKAGES[packageIndex]!.durationDays;
      const startsAt = new Date(Math.max(welcomeEnds.getTime(), now - random.int(1, days - 2) * DAY));
      periods.push({ packageIndex, startsAt, endsAt: new Date(startsAt.getTime() + days * DAY) });
    } else if (standing === 'lapsed') {
      const packageIndex = random.int(0, 1); // Basic or Standard, which fit after the welcome period
      const days = words.PAID_PACKAGES[packageIndex]!.durationDays;
      const endsAt = ago(now, random.int(2, 25));
      periods.push({ packageIndex, startsAt: new Date(endsAt.getTime() - days * DAY), endsAt });
    }
    const packageUntil = periods.at(-1)!.endsAt;
    const featuredUntil = featuredIndexes.has(index)
      ? new Date(Math.min(packageUntil.getTime(), now + random.int(4, 25) * DAY))
      : null;
    const updatedAt = new Date(
      Math.max(registeredAt.getTime(), now - random.int(0, 40) * DAY - random.int(0, 86_000) * 1000),
    );

    const mood = pickMood(random);
    const galleryCount = weighted(random, [
      [2, 40],
      [3, 40],
      [4, 20],
    ]);
    const images: PlannedImage[] = [
      { kind: 'main', position: 0, svg: artworkSvg(random, mood, ARTWORK_WIDTH, ARTWORK_HEIGHT) },
    ];
    for (let position = 0; position < galleryCount; position++) {
      // Gallery pictures are smaller: they show as thumbnails and in the lightbox at most 640 px wide.
      const square = random.chance(0.3);
      images.push({ kind: 'image', position, svg: artworkSvg(random, mood, 640, square ? 640 : 800) });
    }

    const reviewCount = weighted(random, [
      [0, 40],
      [1, 20],
      [2, 15],
      [3, 12],
      [4, 8],
      [5, 5],
    ]);
    const messages = random.sample(words.TESTIMONIAL_MESSAGES, reviewCount);
    const reviews: PlannedAdvert['testimonials'] = messages.map((message) => ({
      name: random.pick(words.TESTIMONIAL_AUTHORS),
      rating: weighted(random, [
        [5, 55],
        [4, 35],
        [3, 10],
      ]),
      message,
      status: 'approved',
      createdAt: ago(now, random.int(1, Math.max(2, registeredDaysAgo - 1))),
    }));
    // Every seventh advert has a testimonial waiting for an operator.
    if (n % 7 === 0) {
      reviews.push({
        name: random.pick(words.TESTIMONIAL_AUTHORS),
        rating: random.int(3, 5),
        message: random.pick(words.TESTIMONIAL_MESSAGES),
        status: 'pending',
        createdAt: ago(now, random.int(0, 3)),
      });
    }

    const address = random.pick(words.NEIGHBOURHOODS);
    const row: PlannedAdvert['row'] = {
      name,
      email: words.demoEmail(n),
      phoneCode: '+45',
      // Leading 0: never assigned to a Danish subscriber (see catalogue.ts). Ending in the advert's number:
      // no two demo adverts share one (a shared number puts the newer advert in the safety queue).
      phoneNumber: `0${random.int(100, 999)}${String(n).padStart(4, '0')}`,
      phoneCountryCode: 'dk',
      zipCode: zip,
      address,
      city: place.city,
      state: place.state,
      country: place.country,
      // Around the town centre, not on it: a few hundred metres either way.
      latitude: Math.round((place.lat + random.float(-0.012, 0.012)) * 1e6) / 1e6,
      longitude: Math.round((place.lng + random.float(-0.02, 0.02)) * 1e6) / 1e6,
      age,
      height,
      weight,
      burst: sex === 'Man' ? '' : random.pick(words.CUP_SIZES),
      about: aboutHtml(random, name, place.city, interestNames, random.chance(0.2)),
      eyeColor: random.pick(words.EYE_COLOURS),
      hairColor: random.pick(words.HAIR_COLOURS),
      sex,
      searchText: advertSearchDocument({ city: place.city, address, zipCode: zip, showStreetAddress: false }),
      emailVerifiedAt: new Date(registeredAt.getTime() + 5 * 60_000),
      activatedAt: new Date(registeredAt.getTime() + 12 * 60_000),
      // The demo catalogue is what an operator has already looked at: the review queue starts empty.
      reviewedAt: new Date(registeredAt.getTime() + 60 * 60_000),
      packageUntil,
      featuredUntil,
      consentAdultAt: registeredAt,
      consentIndependentAt: registeredAt,
      consentTermsAt: registeredAt,
      createdAt: registeredAt,
      updatedAt,
    };
    return { row, standing, interestSlugs, periods, images, testimonials: reviews };
  });
}

/**
 * Empty = nothing a person or an earlier seed made: no adverts (admins do not count) and no package besides
 * the welcome package. The reference data every database gets from its migrations does not count.
 */
async function isEmpty(db: Db): Promise<boolean> {
  const count = async (query: Promise<{ n: number }[]>) => (await query)[0]?.n ?? 0;
  const n = sql<number>`count(*)::int`;
  const total =
    (await count(db.select({ n }).from(packages).where(ne(packages.id, WELCOME_PACKAGE_ID)))) +
    (await count(
      db
        .select({ n })
        .from(advertisers)
        .where(sql`${advertisers.role} = 'advertiser'`),
    ));
  return total === 0;
}

/**
 * Runs `work` over `items` with at most `limit` in flight, keeping results in order. On a failure it takes
 * no new items and waits for those in flight before rejecting, so the caller's clean-up sees every write.
 */
async function mapLimited<T, R>(items: T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failure: { error: unknown } | undefined;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (!failure && next < items.length) {
        const index = next++;
        try {
          results[index] = await work(items[index]!);
        } catch (error) {
          failure ??= { error };
        }
      }
    }),
  );
  if (failure) throw failure.error;
  return results;
}

/**
 * Makes the demo catalogue's pictures ahead of its first load (`npm install` runs it): each goes through the
 * upload pipeline once, into the demo media cache, so a first start only copies them. The pictures do not
 * depend on the day the catalogue is loaded, only on its fixed seed.
 */
export async function prepareDemoMedia(root?: string): Promise<{ pictures: number; made: number }> {
  const svgs = planDemoCatalogue().flatMap((advert) => advert.images.map((image) => image.svg));
  const made = await mapLimited(svgs, Math.max(2, os.availableParallelism()), (svg) =>
    prepareDemoPicture(svg, root),
  );
  return { pictures: svgs.length, made: made.filter(Boolean).length };
}

class AlreadySeeded extends Error {}

/**
 * Loads the demo catalogue when the database is empty; returns null when it is not (nothing is touched).
 * Pictures are made first (the slow part, outside any transaction); the rows then go in one transaction,
 * after re-checking emptiness under a lock. If anything fails, the pictures written so far are removed.
 */
export async function seedDemoCatalogue(
  deps: { db: Db; storage: MediaStorage },
  log: (line: string) => void = () => {},
): Promise<DemoSummary | null> {
  const { db, storage } = deps;
  if (!(await isEmpty(db))) return null;
  const started = performance.now();
  const now = Date.now();
  const [welcome] = await db.select().from(packages).where(eq(packages.id, WELCOME_PACKAGE_ID));
  if (!welcome) throw new Error('the welcome package (id 15) is missing: the migrations did not run');
  const plan = planDemoCatalogue(now, DEMO_ADVERT_COUNT, welcome.durationDays);
  log(`Loading the demo catalogue (${plan.length} adverts with generated artwork)…`);

  const jobs = plan.flatMap((advert, advertIndex) => advert.images.map((image) => ({ advertIndex, image })));
  const stored: StoredImage[] = [];
  const passwordHash = hashPassword(words.DEMO_PASSWORD);
  const storePicture = demoImageStore(storage);
  try {
    const images = await mapLimited(jobs, Math.max(2, os.availableParallelism()), async (job) => {
      const picture = await storePicture(job.image.svg);
      stored.push(picture);
      return picture;
    });
    const hash = await passwordHash;
    let interestsLinked = 0;

    await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK})`);
      if (!(await isEmpty(tx))) throw new AlreadySeeded();

      const paid = await tx
        .insert(packages)
        .values(words.PAID_PACKAGES)
        .returning({ id: packages.id, title: packages.title, priceCents: packages.priceCents });

      // The interests an operator may have removed since the migration created them are simply not linked.
      const interestRows = await tx.select({ id: interests.id, slug: interests.slug }).from(interests);
      const interestId = new Map(interestRows.map((r) => [r.slug, r.id]));

      const advertRows = await tx
        .insert(advertisers)
        .values(plan.map((advert) => ({ ...advert.row, passwordHash: hash })))
        .returning({ id: advertisers.id });
      const advertId = (index: number) => advertRows[index]!.id;
      // Their numbers are compared with later adverts' like any advert's.
      await recordPhoneNumbers(
        tx,
        plan.map((advert, i) => ({ ...advert.row, advertiserId: advertId(i) })),
      );

      const links = plan.flatMap((advert, i) =>
        advert.interestSlugs.flatMap((slug) => {
          const id = interestId.get(slug);
          return id === undefined ? [] : [{ advertiserId: advertId(i), interestId: id }];
        }),
      );
      if (links.length) await tx.insert(advertiserInterests).values(links);
      interestsLinked = new Set(links.map((link) => link.interestId)).size;

      const mediaRows = await tx
        .insert(media)
        .values(
          jobs.map((job, j) => ({
            advertiserId: advertId(job.advertIndex),
            kind: job.image.kind,
            storageKey: images[j]!.storageKey,
            mime: images[j]!.mime,
            width: images[j]!.width,
            height: images[j]!.height,
            variants: images[j]!.variants,
            bytes: images[j]!.bytes,
            position: job.image.position,
            reviewedAt: new Date(),
          })),
        )
        .returning({ id: media.id, storageKey: media.storageKey, advertiserId: media.advertiserId });
      // The demo photos are compared with later uploads like any advert's (a copy of one is held back).
      const pictureByKey = new Map(images.map((image) => [image.storageKey, image]));
      await recordPhotoHashes(
        tx,
        mediaRows.map((row) => ({
          ...pictureByKey.get(row.storageKey)!,
          mediaId: row.id,
          advertiserId: row.advertiserId,
        })),
      );

      // Every advert paid its welcome package; some bought a package after it. Completed payments and the
      // periods they paid for, exactly as the payments flow leaves them.
      const periods = plan.flatMap((advert, i) =>
        advert.periods.map((period, p) => {
          const pkg =
            period.packageIndex === 'welcome'
              ? welcome
              : { ...words.PAID_PACKAGES[period.packageIndex]!, id: paid[period.packageIndex]!.id };
          return {
            advertiserId: advertId(i),
            period,
            pkg,
            orderId: `DEMO-${String(i + 1).padStart(2, '0')}-${p}`,
          };
        }),
      );
      const paymentRows = await tx
        .insert(payments)
        .values(
          periods.map(({ advertiserId, period, pkg, orderId }) => ({
            advertiserId,
            packageId: pkg.id,
            kind: period.packageIndex === 'welcome' ? ('registration' as const) : ('package' as const),
            provider: 'local' as const,
            providerOrderId: orderId,
            packageTitle: pkg.title,
            amountCents: pkg.priceCents,
            currency: 'EUR',
            durationDays: pkg.durationDays,
            status: 'completed' as const,
            transactionId: `${orderId}-CAPTURE`,
            createdAt: new Date(period.startsAt.getTime() - 60_000),
            capturedAt: period.startsAt,
          })),
        )
        .returning({ id: payments.id });
      await tx.insert(advertiserPackages).values(
        periods.map(({ advertiserId, period, pkg }, k) => ({
          advertiserId,
          packageId: pkg.id,
          paymentId: paymentRows[k]!.id,
          startsAt: period.startsAt,
          endsAt: period.endsAt,
          createdAt: period.startsAt,
        })),
      );

      const reviews = plan.flatMap((advert, i) =>
        advert.testimonials.map((t) => ({
          advertiserId: advertId(i),
          name: t.name,
          rating: t.rating,
          message: t.message,
          status: t.status,
          moderatedAt: t.status === 'approved' ? new Date(t.createdAt.getTime() + DAY / 2) : null,
          createdAt: t.createdAt,
        })),
      );
      if (reviews.length) await tx.insert(testimonials).values(reviews);

      // The dashboard's chart of a demo account shows counts, as an advert a while online has. One
      // statement per thousand rows (3 600 in all) keeps the load quick.
      const counts = planDemoStatistics(
        plan.map((advert, i) => ({ advertiserId: advertId(i), validated: advert.standing === 'validated' })),
        new Date(now),
      );
      for (let i = 0; i < counts.length; i += 1000)
        await tx.insert(advertDailyStats).values(counts.slice(i, i + 1000));
    });

    const summary: DemoSummary = {
      adverts: plan.length,
      images: images.length,
      packages: words.PAID_PACKAGES.length,
      interests: interestsLinked,
      testimonials: plan.reduce((sum, a) => sum + a.testimonials.length, 0),
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
    log(
      `Demo catalogue loaded: ${summary.adverts} adverts, ${summary.images} images, ${summary.packages} packages, ` +
        `${summary.interests} interests, ${summary.testimonials} testimonials in ${summary.seconds} s. ` +
        `Demo accounts ${words.demoEmail(1)}…${words.demoEmail(plan.length)}, password ${words.DEMO_PASSWORD}.`,
    );
    return summary;
  } catch (error) {
    await Promise.all(stored.map((image) => storage.deletePrefix(image.storageKey).catch(() => undefined)));
    if (error instanceof AlreadySeeded) return null;
    throw error;
  }
}
