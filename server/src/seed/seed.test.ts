import { readdirSync } from 'node:fs';
import path from 'node:path';
import { and, count, eq, gt, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { PHOTO_MATCH_DISTANCE, WELCOME_PACKAGE_ID } from '@velvet/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';
import { lookupPostcode } from '../adapters/geocoder.ts';
import { fillingDisk } from '../../test/filling-disk.ts';
import { DEV_ADMIN_EMAIL, ensureAdminAccount, ensureConfiguredAdmin } from '../lib/admin-account.ts';
import { verifyPassword } from '../lib/passwords.ts';
import { DEFAULT_INTERESTS, DEMO_PASSWORD, demoEmail } from './demo/catalogue.ts';
import { seedDemoCatalogue } from './demo/demo-catalogue.ts';
import * as schema from '../db/schema.ts';
import { seedDatabase } from './seed.ts';
import { advertText, matchingPhrases } from '../modules/safety/rules.ts';

let t: TestContext;
const lines: string[] = [];
const log = (line: string) => lines.push(line);

beforeAll(async () => {
  t = await buildTestApp({ ADMIN_EMAIL: 'ops@velvet.test', ADMIN_PASSWORD: 'operator-pass-2026' });
});
afterAll(() => t.close());

const db = () => t.deps.database.db;
const mediaFiles = () => {
  try {
    return readdirSync(path.join(t.dataDir, 'media'), { recursive: true, withFileTypes: true }).filter((e) =>
      e.isFile(),
    ).length;
  } catch {
    return 0;
  }
};
async function counts() {
  const n = sql<number>`count(*)::int`;
  const one = async (q: Promise<{ n: number }[]>) => (await q)[0]!.n;
  return {
    advertisers: await one(db().select({ n }).from(schema.advertisers)),
    media: await one(db().select({ n }).from(schema.media)),
    packages: await one(db().select({ n }).from(schema.packages)),
    interests: await one(db().select({ n }).from(schema.interests)),
    payments: await one(db().select({ n }).from(schema.payments)),
    periods: await one(db().select({ n }).from(schema.advertiserPackages)),
    testimonials: await one(db().select({ n }).from(schema.testimonials)),
    links: await one(db().select({ n }).from(schema.advertiserInterests)),
    files: mediaFiles(),
  };
}

describe('reference data', () => {
  it('the migrations create the welcome package and the default interests on every database, demo or not', async () => {
    const all = await db().select().from(schema.packages);
    expect(all).toHaveLength(1);
    expect(all[0]).toMatchObject({
      id: WELCOME_PACKAGE_ID,
      title: 'Welcome Package',
      titleDa: 'Velkomstpakke',
      description: '2 months free for 1€',
      descriptionDa: '2 måneder gratis for 1€',
      priceCents: 100,
      currency: 'EUR',
      durationDays: 60,
      active: true,
    });
    const rows = await db()
      .select({
        slug: schema.interests.slug,
        nameEn: schema.interests.nameEn,
        nameDa: schema.interests.nameDa,
      })
      .from(schema.interests)
      .orderBy(schema.interests.id);
    // The demo links its adverts to these slugs: the list in the demo words is the migration's list.
    expect(rows).toEqual(DEFAULT_INTERESTS);
    expect(rows.filter((i) => i.nameEn !== i.nameDa).length).toBeGreaterThanOrEqual(8);
  });

  it('moves the package id sequence past 15, so a package created later never collides', async () => {
    const made = await db()
      .insert(schema.packages)
      .values({ title: 'First', titleDa: 'Første', priceCents: 500, durationDays: 7 })
      .returning({ id: schema.packages.id });
    expect(made[0]!.id).toBeGreaterThan(WELCOME_PACKAGE_ID);
    await db().delete(schema.packages).where(eq(schema.packages.id, made[0]!.id));
  });
});

describe('admin account at start', () => {
  it('in development without ADMIN_*, creates admin@localhost once and prints its password once', async () => {
    const printed: string[] = [];
    const first = await ensureConfiguredAdmin(db(), { admin: undefined, env: 'development' }, (l) =>
      printed.push(l),
    );
    expect(first?.outcome).toBe('created');
    expect(printed).toHaveLength(1);
    const password = new RegExp(`${DEV_ADMIN_EMAIL} / (\\S+) `).exec(printed[0]!)?.[1];
    expect(password?.length).toBeGreaterThanOrEqual(16);
    const [row] = await db()
      .select()
      .from(schema.advertisers)
      .where(eq(schema.advertisers.email, DEV_ADMIN_EMAIL));
    expect(row?.role).toBe('admin');
    expect(row?.passwordHash).not.toContain(password!);
    expect(await verifyPassword(row!.passwordHash, password!)).toBe(true);

    expect(
      await ensureConfiguredAdmin(db(), { admin: undefined, env: 'development' }, (l) => printed.push(l)),
    ).toBeNull();
    expect(
      await ensureConfiguredAdmin(db(), { admin: undefined, env: 'production' }, (l) => printed.push(l)),
    ).toBeNull();
    expect(printed).toHaveLength(1);
  });
});

describe('demo catalogue', () => {
  it('removes every picture it wrote when loading fails, and leaves only the reference data', async () => {
    const full = fillingDisk(t.deps.storage, 25, 'disk full');
    await expect(seedDemoCatalogue({ db: db(), storage: full.storage })).rejects.toThrow('disk full');
    expect(mediaFiles()).toBe(0);
    const c = await counts();
    // Only the reference data the migrations created is left.
    expect([c.packages, c.interests, c.media, c.advertisers]).toEqual([1, DEFAULT_INTERESTS.length, 0, 1]);
  });

  it(
    'loads packages, interests, adverts, pictures and testimonials into an empty database',
    { timeout: 300_000 },
    async () => {
      const started = performance.now();
      await seedDatabase(t.deps, { demo: true, log });
      console.log(
        `seed (${t.deps.database.kind}): ${((performance.now() - started) / 1000).toFixed(1)} s wall`,
        lines.at(-1),
      );

      // The configured admin.
      const [ops] = await db()
        .select()
        .from(schema.advertisers)
        .where(eq(schema.advertisers.email, 'ops@velvet.test'));
      expect(ops?.role).toBe('admin');
      expect(await verifyPassword(ops!.passwordHash, 'operator-pass-2026')).toBe(true);

      // Packages: the welcome package is id 15 (clients ask for it by that id), at least three paid ones
      // incl. Standard.
      const allPackages = await db().select().from(schema.packages).orderBy(schema.packages.sortOrder);
      expect(allPackages.find((p) => p.id === WELCOME_PACKAGE_ID)).toMatchObject({
        title: 'Welcome Package',
        titleDa: 'Velkomstpakke',
        priceCents: 100,
        currency: 'EUR',
        durationDays: 60,
        description: '2 months free for 1€',
      });
      const paid = allPackages.filter((p) => p.id !== WELCOME_PACKAGE_ID);
      expect(paid.length).toBeGreaterThanOrEqual(3);
      expect(paid.map((p) => p.title)).toContain('Standard');
      for (const p of paid) {
        expect(p.priceCents).toBeGreaterThan(100);
        expect(p.titleDa && p.descriptionDa && p.description).toBeTruthy();
      }
      // The id sequence was moved past 15: a package created later gets a fresh id.
      const [later] = await db()
        .insert(schema.packages)
        .values({ title: 'Later', titleDa: 'Senere', priceCents: 500, durationDays: 7 })
        .returning({ id: schema.packages.id });
      expect(later!.id).toBeGreaterThan(WELCOME_PACKAGE_ID);
      await db().delete(schema.packages).where(eq(schema.packages.id, later!.id));

      const allInterests = await db().select().from(schema.interests);
      expect(allInterests.length).toBeGreaterThanOrEqual(12);
      expect(allInterests.every((i) => i.nameEn && i.nameDa)).toBe(true);
      expect(allInterests.filter((i) => i.nameEn !== i.nameDa).length).toBeGreaterThanOrEqual(8);

      const adverts = await db()
        .select()
        .from(schema.advertisers)
        .where(eq(schema.advertisers.role, 'advertiser'));
      expect(adverts.length).toBeGreaterThanOrEqual(60);
      const now = Date.now();
      for (const a of adverts) {
        expect(a.email).toMatch(/^demo\d{2}@velvet\.test$/);
        expect(a.emailVerifiedAt && a.activatedAt).toBeTruthy();
        expect(a.suspendedAt).toBeNull();
        expect(a.age).toBeGreaterThanOrEqual(19);
        expect(a.age).toBeLessThanOrEqual(60);
        expect(a.phoneCode).toBe('+45');
        expect(a.phoneNumber).toMatch(/^\d{8}$/);
        expect(a.height && a.weight && a.hairColor && a.eyeColor).toBeTruthy();
        expect(a.about).toMatch(/^<p>.*<\/p>$/s);
        // Towns and coordinates come from the postcode list (a little way off the town centre).
        const place = lookupPostcode(a.zipCode)!;
        expect(a.city).toBe(place.city);
        expect(Math.abs(a.latitude! - place.lat)).toBeLessThan(0.03);
        expect(Math.abs(a.longitude! - place.lng)).toBeLessThan(0.03);
        expect(a.searchText).toContain(a.zipCode);
        if (a.featuredUntil && a.featuredUntil.getTime() > now) {
          expect(a.packageUntil!.getTime()).toBeGreaterThanOrEqual(a.featuredUntil.getTime());
        }
      }
      expect(new Set(adverts.map((a) => a.city)).size).toBeGreaterThanOrEqual(15);
      expect(new Set(adverts.map((a) => a.sex))).toEqual(new Set(['Woman', 'Man', 'Trans']));

      const validated = adverts.filter((a) => a.packageUntil && a.packageUntil.getTime() > now);
      expect(validated.length / adverts.length).toBeGreaterThan(0.25);
      expect(validated.length / adverts.length).toBeLessThan(0.45);
      expect(
        adverts.filter((a) => a.featuredUntil && a.featuredUntil.getTime() > now).length,
      ).toBeGreaterThanOrEqual(8);

      // Every advert paid its welcome package; the paid packages match package_until; some have lapsed.
      const periods = await db()
        .select({
          advertiserId: schema.advertiserPackages.advertiserId,
          packageId: schema.advertiserPackages.packageId,
          endsAt: schema.advertiserPackages.endsAt,
          status: schema.payments.status,
          kind: schema.payments.kind,
          amountCents: schema.payments.amountCents,
        })
        .from(schema.advertiserPackages)
        .innerJoin(schema.payments, eq(schema.payments.id, schema.advertiserPackages.paymentId));
      for (const a of adverts) {
        const own = periods.filter((p) => p.advertiserId === a.id);
        expect(own.find((p) => p.packageId === WELCOME_PACKAGE_ID)).toMatchObject({
          status: 'completed',
          kind: 'registration',
          amountCents: 100,
        });
        expect(Math.max(...own.map((p) => p.endsAt.getTime()))).toBe(a.packageUntil!.getTime());
      }
      const lapsedPaid = await db()
        .select({ id: schema.advertiserPackages.id })
        .from(schema.advertiserPackages)
        .innerJoin(schema.advertisers, eq(schema.advertisers.id, schema.advertiserPackages.advertiserId))
        .where(
          and(
            sql`${schema.advertiserPackages.packageId} <> ${WELCOME_PACKAGE_ID}`,
            lte(schema.advertiserPackages.endsAt, sql`now()`),
            eq(schema.advertisers.packageUntil, schema.advertiserPackages.endsAt),
          ),
        );
      expect(lapsedPaid.length).toBeGreaterThanOrEqual(3);

      // Pictures: one main and 2–4 gallery images each, stored through the upload pipeline and served.
      const pictures = await db().select().from(schema.media);
      for (const a of adverts) {
        const own = pictures.filter((m) => m.advertiserId === a.id);
        expect(own.filter((m) => m.kind === 'main')).toHaveLength(1);
        const gallery = own.filter((m) => m.kind === 'image').length;
        expect(gallery).toBeGreaterThanOrEqual(2);
        expect(gallery).toBeLessThanOrEqual(4);
      }
      const main = pictures.find((m) => m.kind === 'main')!;
      expect(main.mime).toBe('image/webp');
      expect(main.variants).toEqual([320, 640, 960]);
      const served = await t.app.inject({ method: 'GET', url: `/media/${main.storageKey}/960.webp` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(mediaFiles()).toBe(pictures.reduce((sum, m) => sum + m.variants.length, 0));
      // Every photo's perceptual hash is kept, and none is a copy of another advert's (the safety screening
      // would hold such an advert back): the whole catalogue stays public.
      expect(
        (
          await db().select({ n: count() }).from(schema.photoHashes).where(eq(schema.photoHashes.variant, 0))
        )[0]?.n,
      ).toBe(pictures.length);
      const other = alias(schema.photoHashes, 'other');
      const copies = await db()
        .select({ photo: schema.photoHashes.mediaId, copy: other.mediaId })
        .from(schema.photoHashes)
        .innerJoin(other, sql`${schema.photoHashes.advertiserId} < ${other.advertiserId}`)
        .where(
          sql`${schema.photoHashes.variant} <= 1 and ${other.variant} <= 1 and bit_count((${schema.photoHashes.hash} # ${other.hash})::bit(64)) <= ${PHOTO_MATCH_DISTANCE}`,
        );
      expect(copies).toEqual([]);
      // No two adverts share a phone number, and no advert's own words match a trafficking-indicator rule:
      // nothing of the catalogue is in the safety queue.
      const phones = await db().select().from(schema.advertiserPhones);
      expect(phones).toHaveLength(adverts.length);
      expect(new Set(phones.map((p) => p.number)).size).toBe(adverts.length);
      const rules = await db().select().from(schema.safetyRules).where(eq(schema.safetyRules.enabled, true));
      for (const a of adverts) {
        const words = advertText([a.name, a.about, a.burst, a.eyeColor, a.hairColor]);
        expect(matchingPhrases(rules, words), a.name).toEqual([]);
      }
      expect(await db().select().from(schema.safetyFlags)).toEqual([]);
      expect(adverts.filter((a) => a.heldAt !== null)).toEqual([]);

      // Testimonials: approved on many, several with three or more (the carousel needs more than one), a few
      // pending.
      const reviews = await db().select().from(schema.testimonials);
      const approvedPerAdvert = new Map<number, number>();
      for (const r of reviews.filter((x) => x.status === 'approved')) {
        approvedPerAdvert.set(r.advertiserId, (approvedPerAdvert.get(r.advertiserId) ?? 0) + 1);
        expect(r.rating).toBeGreaterThanOrEqual(0);
        expect(r.rating).toBeLessThanOrEqual(5);
      }
      expect(approvedPerAdvert.size).toBeGreaterThanOrEqual(20);
      expect([...approvedPerAdvert.values()].filter((n) => n >= 3).length).toBeGreaterThanOrEqual(5);
      expect(reviews.filter((r) => r.status === 'pending').length).toBeGreaterThanOrEqual(2);

      // The documented demo password signs in every demo account.
      const [first] = await db()
        .select()
        .from(schema.advertisers)
        .where(eq(schema.advertisers.email, demoEmail(1)));
      expect(await verifyPassword(first!.passwordHash, DEMO_PASSWORD)).toBe(true);
      // …through the real sign-in call, and the configured operator signs in as admin.
      const login = (email: string, password: string) =>
        t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password, is_user: 0 } });
      const demo = await login(demoEmail(1), DEMO_PASSWORD);
      expect(demo.statusCode).toBe(200);
      expect(demo.json()).toMatchObject({ status: true, data: { email: demoEmail(1), role: 'advertiser' } });
      const operator = await login('ops@velvet.test', 'operator-pass-2026');
      expect(operator.json()).toMatchObject({ status: true, data: { role: 'admin' } });

      // A demo account's dashboard shows 60 days of counts: its 30 days, each with views, and the 30 before.
      const stats = await t.app.inject({
        method: 'GET',
        url: '/api/account/stats?days=30',
        headers: { authorization: `Bearer ${(demo.json() as { data: { token: string } }).data.token}` },
      });
      expect(stats.statusCode).toBe(200);
      const { days, totals, previous } = (
        stats.json() as {
          data: {
            days: { views: number }[];
            totals: Record<string, number>;
            previous: Record<string, number>;
          };
        }
      ).data;
      expect(days).toHaveLength(30);
      expect(days.filter((d) => d.views > 0).length).toBeGreaterThan(25);
      expect(totals.views).toBeGreaterThan(100);
      expect(totals.phone! + totals.chat!).toBeGreaterThan(0);
      expect(previous.views).toBeGreaterThan(100);
    },
  );

  it('adds nothing when started again', { timeout: 120_000 }, async () => {
    const before = await counts();
    expect(before.advertisers).toBeGreaterThan(60);
    lines.length = 0;
    await seedDatabase(t.deps, { demo: true, log });
    await seedDatabase(t.deps, { demo: true, log });
    expect(await counts()).toEqual(before);
    // Nothing printed either: no admin password, no catalogue.
    expect(lines).toEqual([]);
  });

  it('is the same catalogue on every machine', async () => {
    const { planDemoCatalogue } = await import('./demo/demo-catalogue.ts');
    const a = planDemoCatalogue(Date.UTC(2026, 0, 1), 12);
    const b = planDemoCatalogue(Date.UTC(2026, 0, 1), 12);
    expect(a.map((x) => [x.row.name, x.row.city, x.images[0]!.svg])).toEqual(
      b.map((x) => [x.row.name, x.row.city, x.images[0]!.svg]),
    );
    // The pictures made ahead at install (prepareDemoMedia) are those of a load on any later day.
    const pictures = (plan: typeof a) => plan.flatMap((x) => x.images.map((image) => image.svg));
    expect(pictures(planDemoCatalogue(Date.UTC(2027, 5, 1), 12, 30))).toEqual(pictures(a));
    const names = await db()
      .select({ name: schema.advertisers.name, zip: schema.advertisers.zipCode })
      .from(schema.advertisers)
      .where(eq(schema.advertisers.role, 'advertiser'))
      .orderBy(schema.advertisers.email);
    const plan = planDemoCatalogue();
    expect(names).toEqual(plan.map((p) => ({ name: p.row.name, zip: p.row.zipCode })));
  });

  it('admin:create makes an existing account an operator and updates a password', async () => {
    const promoted = await ensureAdminAccount(db(), demoEmail(2).toUpperCase(), 'new-operator-pass');
    expect(promoted.outcome).toBe('promoted');
    const [row] = await db().select().from(schema.advertisers).where(eq(schema.advertisers.id, promoted.id));
    expect(row?.role).toBe('admin');
    expect(await verifyPassword(row!.passwordHash, 'new-operator-pass')).toBe(true);
    expect((await ensureAdminAccount(db(), demoEmail(2), 'new-operator-pass')).outcome).toBe('unchanged');
    expect((await ensureAdminAccount(db(), demoEmail(2), 'another-pass-99')).outcome).toBe('updated');
    await expect(ensureAdminAccount(db(), 'x@velvet.test', 'short')).rejects.toThrow(/at least 8/);
    const validatedLeft = await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.advertisers)
      .where(and(eq(schema.advertisers.role, 'advertiser'), gt(schema.advertisers.packageUntil, sql`now()`)));
    expect(validatedLeft[0]!.n).toBeGreaterThan(0);
  });
});
