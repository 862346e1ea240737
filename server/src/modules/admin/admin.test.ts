import { existsSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  advertiserInterests,
  advertiserPackages,
  advertisers,
  auditLog,
  contactMessages,
  interests,
  media,
  outbox,
  packages,
  payments,
  photoVerifications,
  reports,
  safetyFlags,
  safetyRules,
  testimonials,
  escalations,
} from '../../db/schema.ts';
import { accountForToken, issueToken } from '../../lib/tokens.ts';
import { updatePackage } from './packages/service.ts';
import { buildTestApp, readEmail, type TestContext } from '../../../test/helpers.ts';
import { everywhere, nowhere, publicViews as publicViewsOf } from '../../../test/public-views.ts';
import { webShell } from '../../../test/web-shell.ts';
import {
  addInterests,
  makeAdmin,
  makeAdvertiser,
  makeInterest,
  makePackage,
  makeSignedIn,
  makeWelcomePackage,
} from '../../../test/factories.ts';

type Db = TestContext['deps']['database']['db'];

let ctx: TestContext;
let db: Db;
let adminHeaders: Record<string, string>;
let adminId: number;
let advertiserHeaders: Record<string, string>;

beforeAll(async () => {
  // A built web app, so the suspension test also sees the server-rendered detail page.
  ctx = await buildTestApp({}, { webDist: webShell() });
  db = ctx.deps.database.db;
  const admin = await makeAdmin(db);
  adminId = admin.id;
  adminHeaders = { authorization: `Bearer ${await issueToken(db, admin.id)}` };
  advertiserHeaders = (await makeSignedIn(db)).headers;
  await makeWelcomePackage(db);
});
afterAll(async () => ctx.close());

const inject = (method: string, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method: method as 'GET', url, headers, ...(payload ? { payload } : {}) });

async function makeReport(advertiserId: number, overrides: Partial<typeof reports.$inferInsert> = {}) {
  const [row] = await db
    .insert(reports)
    .values({ advertiserId, reason: 'scam', details: 'Deposit', ...overrides })
    .returning();
  return row!;
}
async function makeTestimonial(advertiserId: number) {
  const [row] = await db
    .insert(testimonials)
    .values({ advertiserId, name: 'Client', rating: 5, message: 'Lovely' })
    .returning();
  return row!;
}
async function makeMessage() {
  const [row] = await db
    .insert(contactMessages)
    .values({ name: 'Visitor', email: 'visitor@example.test', message: 'Hello' })
    .returning();
  return row!;
}
async function makePayment(
  advertiserId: number,
  packageId: number,
  overrides: Partial<typeof payments.$inferInsert> = {},
) {
  const [row] = await db
    .insert(payments)
    .values({
      advertiserId,
      packageId,
      kind: 'package',
      provider: 'local',
      packageTitle: 'Standard',
      amountCents: 2900,
      currency: 'EUR',
      durationDays: 30,
      status: 'completed',
      capturedAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

/** A stored image and a stored video for an advert, with real files under the media root. */
async function addStoredMedia(advertiserId: number) {
  const imageKey = `img/ab/${randomUUID()}`;
  const videoKey = `vid/cd/${randomUUID()}/video.mp4`;
  await ctx.deps.storage.put(`${imageKey}/320.webp`, Buffer.from('webp'), 'image/webp');
  await ctx.deps.storage.put(`${imageKey}/640.webp`, Buffer.from('webp'), 'image/webp');
  await ctx.deps.storage.put(videoKey, Buffer.from('mp4'), 'video/mp4');
  await db.insert(media).values([
    {
      advertiserId,
      kind: 'main',
      storageKey: imageKey,
      mime: 'image/webp',
      width: 640,
      height: 800,
      variants: [320, 640],
      bytes: 8,
    },
    { advertiserId, kind: 'video', storageKey: videoKey, mime: 'video/mp4', durationSeconds: 12, bytes: 3 },
  ]);
  return { imageKey, videoKey, file: (key: string) => path.join(ctx.dataDir, 'media', key) };
}

describe('authorisation matrix: every /api/admin management route', () => {
  type Case = { status: number; payload?: object };
  let cases: Record<string, () => Promise<Case & { url: string }>>;

  beforeAll(async () => {
    // One target per mutating route so the admin's successful call of one never disturbs another.
    const advert = await makeAdvertiser(db);
    const toSuspend = await makeAdvertiser(db);
    const toRestore = await makeAdvertiser(db, { suspendedAt: new Date(), suspendedReason: 'Fake photos' });
    const toDelete = await makeAdvertiser(db);
    const resolveMe = await makeReport(advert.id);
    const dismissMe = await makeReport(advert.id);
    const approveMe = await makeTestimonial(advert.id);
    const rejectMe = await makeTestimonial(advert.id);
    const editMe = await makePackage(db, { title: 'Edit me' });
    const deactivateMe = await makePackage(db, { title: 'Deactivate me' });
    const activateMe = await makePackage(db, { title: 'Activate me', active: false });
    const deleteMe = await makePackage(db, { title: 'Delete me' });
    const renameMe = await makeInterest(db, 'Rename me', 'Omdøb mig');
    const unusedInterest = await makeInterest(db, 'Unused', 'Ubrugt');
    const [retryMe] = await db
      .insert(outbox)
      .values({
        to: 'a@example.test',
        subject: 's',
        text: 't',
        html: 'h',
        template: 'contact',
        lang: 'en',
        status: 'failed',
      })
      .returning();
    const message = await makeMessage();
    // Photo verification and review queues (modules/trust): a waiting selfie each, a new advert each.
    const waitingSelfie = async () => {
      const who = await makeAdvertiser(db);
      await db.insert(photoVerifications).values({ advertiserId: who.id, word: 'orbit', status: 'pending' });
      return who;
    };
    const verifyMe = await waitingSelfie();
    const refuseMe = await waitingSelfie();
    const reviewMe = await makeAdvertiser(db);
    const turnDownMe = await makeAdvertiser(db);
    // A paid order of the local provider, so the provider check has an order to read.
    const localOrder = await ctx.deps.payments.createOrder({
      reference: randomUUID(),
      amount: '29.00',
      currency: 'EUR',
      description: 'Standard',
      returnUrl: 'http://localhost:3000/success',
      cancelUrl: 'http://localhost:3000/cancel',
      experience: 'wallet',
    });
    const checkMe = await makePayment(advert.id, editMe.id, { providerOrderId: localOrder.orderId });
    // An open finding of the safety screening (modules/safety), for the operator to clear.
    const [clearMe] = await db
      .insert(safetyFlags)
      .values({ advertiserId: (await makeAdvertiser(db)).id, reason: 'duplicate_photo', distance: 3 })
      .returning();
    // An open escalation (modules/escalations) for the operator to close.
    const [closeMe] = await db
      .insert(escalations)
      .values({ subject: 'safety_flag', safetyFlagId: clearMe!.id, reportedOn: '2026-01-05' })
      .returning();
    // A finding that does not hold its advert, for the operator to hold; trafficking-indicator rules to edit.
    const [holdMe] = await db
      .insert(safetyFlags)
      .values({
        advertiserId: (await makeAdvertiser(db)).id,
        reason: 'trafficking_indicators',
        phrases: ['24/7'],
      })
      .returning();
    const [editRule, deleteRule] = await db
      .insert(safetyRules)
      .values([
        { kind: 'always_available', language: 'en', phrase: 'admin test phrase one' },
        { kind: 'always_available', language: 'en', phrase: 'admin test phrase two' },
      ])
      .returning();
    const at =
      (url: string, status = 200, payload?: object) =>
      async () => ({ url, status, ...(payload ? { payload } : {}) });
    cases = {
      'GET /api/admin/overview': at('/api/admin/overview'),
      'GET /api/admin/stats': at('/api/admin/stats'),
      'GET /api/admin/adverts': at('/api/admin/adverts?q=test'),
      'GET /api/admin/adverts/{id}': at(`/api/admin/adverts/${advert.id}`),
      'POST /api/admin/adverts/{id}/suspend': at(`/api/admin/adverts/${toSuspend.id}/suspend`, 200, {
        reason: 'Fake photos',
      }),
      'POST /api/admin/adverts/{id}/restore': at(`/api/admin/adverts/${toRestore.id}/restore`),
      'DELETE /api/admin/adverts/{id}': at(`/api/admin/adverts/${toDelete.id}`),
      'GET /api/admin/reports': at('/api/admin/reports'),
      'POST /api/admin/reports/{id}/resolve': at(`/api/admin/reports/${resolveMe.id}/resolve`, 200, {
        note: 'Suspended',
      }),
      'POST /api/admin/reports/{id}/dismiss': at(`/api/admin/reports/${dismissMe.id}/dismiss`, 200, {
        note: 'Nothing wrong',
      }),
      'GET /api/admin/testimonials': at('/api/admin/testimonials'),
      'POST /api/admin/testimonials/{id}/approve': at(`/api/admin/testimonials/${approveMe.id}/approve`),
      'POST /api/admin/testimonials/{id}/reject': at(`/api/admin/testimonials/${rejectMe.id}/reject`),
      'GET /api/admin/catalogue/packages': at('/api/admin/catalogue/packages'),
      'POST /api/admin/catalogue/packages': at('/api/admin/catalogue/packages', 201, {
        title: 'Premium',
        title_da: 'Premium',
        price_cents: 4900,
        duration_days: 30,
      }),
      'PATCH /api/admin/catalogue/packages/{id}': at(`/api/admin/catalogue/packages/${editMe.id}`, 200, {
        price_cents: 3900,
      }),
      'POST /api/admin/catalogue/packages/{id}/deactivate': at(
        `/api/admin/catalogue/packages/${deactivateMe.id}/deactivate`,
      ),
      'POST /api/admin/catalogue/packages/{id}/activate': at(
        `/api/admin/catalogue/packages/${activateMe.id}/activate`,
      ),
      'DELETE /api/admin/catalogue/packages/{id}': at(`/api/admin/catalogue/packages/${deleteMe.id}`),
      'GET /api/admin/interests': at('/api/admin/interests'),
      'POST /api/admin/interests': at('/api/admin/interests', 201, {
        name_en: 'Dinner dates',
        name_da: 'Middagsaftaler',
      }),
      'PATCH /api/admin/interests/{id}': at(`/api/admin/interests/${renameMe.id}`, 200, {
        name_en: 'Renamed',
        name_da: 'Omdøbt',
      }),
      'DELETE /api/admin/interests/{id}': at(`/api/admin/interests/${unusedInterest.id}`),
      'GET /api/admin/payments': at('/api/admin/payments?status=completed'),
      'GET /api/admin/payments/monthly': at('/api/admin/payments/monthly'),
      'POST /api/admin/payments/{id}/sync': at(`/api/admin/payments/${checkMe.id}/sync`),
      'GET /api/admin/contact-messages': at('/api/admin/contact-messages'),
      'POST /api/admin/contact-messages/{id}/read': at(
        `/api/admin/contact-messages/${message.id}/read`,
        200,
        { read: true },
      ),
      'GET /api/admin/audit-log': at('/api/admin/audit-log'),
      'GET /api/admin/mail': at('/api/admin/mail'),
      'GET /api/admin/verifications': at('/api/admin/verifications'),
      'POST /api/admin/verifications/{id}/approve': at(`/api/admin/verifications/${verifyMe.id}/approve`),
      'POST /api/admin/verifications/{id}/reject': at(`/api/admin/verifications/${refuseMe.id}/reject`, 200, {
        reason: 'The word cannot be read',
      }),
      'GET /api/admin/review': at('/api/admin/review'),
      'POST /api/admin/review/{id}/approve': at(`/api/admin/review/${reviewMe.id}/approve`),
      'POST /api/admin/review/{id}/reject': at(`/api/admin/review/${turnDownMe.id}/reject`, 200, {
        reason: 'Contact details in the photos',
      }),
      'POST /api/admin/mail/{id}/retry': at(`/api/admin/mail/${retryMe!.id}/retry`),
      'GET /api/admin/safety': at('/api/admin/safety'),
      'POST /api/admin/safety/{id}/clear': at(`/api/admin/safety/${clearMe!.id}/clear`),
      'POST /api/admin/safety/hash-lists': at('/api/admin/safety/hash-lists', 200, {
        source: 'Test list',
        hashes: 'f0e1d2c3b4a59687\n',
      }),
      'GET /api/admin/appeals': at('/api/admin/appeals'),
      'POST /api/admin/appeals/{id}/decide': at('/api/admin/appeals/2147483647/decide', 404, {
        outcome: 'upheld',
        reason: 'Nothing to answer',
      }),
      'GET /api/admin/escalations': at('/api/admin/escalations'),
      'POST /api/admin/escalations': at('/api/admin/escalations', 201, {
        subject: 'report',
        subject_id: resolveMe.id,
        reported_on: '2026-01-05',
        case_number: '0100-12345-00042-26',
      }),
      'POST /api/admin/escalations/{id}/close': at(`/api/admin/escalations/${closeMe!.id}/close`, 200, {
        note: 'Case closed by the police',
      }),
      'POST /api/admin/safety/{id}/hold': at(`/api/admin/safety/${holdMe!.id}/hold`),
      'GET /api/admin/safety/rules': at('/api/admin/safety/rules?kind=age_hinting'),
      'POST /api/admin/safety/rules': at('/api/admin/safety/rules', 201, {
        kind: 'age_hinting',
        language: 'da',
        phrase: 'admin test phrase',
      }),
      'PATCH /api/admin/safety/rules/{id}': at(`/api/admin/safety/rules/${editRule!.id}`, 200, {
        enabled: false,
      }),
      'DELETE /api/admin/safety/rules/{id}': at(`/api/admin/safety/rules/${deleteRule!.id}`),
    };
  });

  it("covers every back-office route the app serves (the spec's admin/packages and admin/paypal/* serve advertisers)", () => {
    const spec = ctx.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(spec.paths)
      .filter(
        ([p]) =>
          p.startsWith('/api/admin/') && p !== '/api/admin/packages' && !p.startsWith('/api/admin/paypal/'),
      )
      .flatMap(([p, methods]) =>
        Object.keys(methods)
          .filter((m) => m !== 'head')
          .map((m) => `${m.toUpperCase()} ${p}`),
      );
    expect(served.sort()).toEqual(Object.keys(cases).sort());
  });

  it("answers 401 without a token and with an unknown token, 403 with an advertiser's token, success with an admin's", async () => {
    for (const [route, make] of Object.entries(cases)) {
      const method = route.split(' ')[0]!;
      const c = await make();
      const anonymous = await inject(method, c.url, {}, c.payload);
      expect(anonymous.statusCode, `${route} anonymous`).toBe(401);
      expect(anonymous.json().status, route).toBe(false);
      const forged = await inject(method, c.url, { authorization: 'Bearer not-a-real-token' }, c.payload);
      expect(forged.statusCode, `${route} unknown token`).toBe(401);
      const advertiser = await inject(method, c.url, advertiserHeaders, c.payload);
      expect(advertiser.statusCode, `${route} advertiser`).toBe(403);
      expect(advertiser.json().message).toBe('You are not allowed to do this.');
      const admin = await inject(method, c.url, adminHeaders, c.payload);
      expect(admin.statusCode, `${route} admin: ${admin.body}`).toBe(c.status);
      expect(admin.json().status, route).toBe(c.status < 400);
    }
  });

  it('checks the role before validating: a non-admin with a bad body still gets 401/403', async () => {
    expect((await inject('POST', '/api/admin/interests', {}, { name_en: '' })).statusCode).toBe(401);
    expect(
      (await inject('POST', '/api/admin/interests', advertiserHeaders, { name_en: '' })).statusCode,
    ).toBe(403);
    expect((await inject('POST', '/api/admin/interests', adminHeaders, { name_en: '' })).statusCode).toBe(
      422,
    );
  });
});

describe('suspend and restore', () => {
  it('hides a suspended advert from every public list, the detail and related calls and the sitemap, then restores it', async () => {
    const now = Date.now();
    const target = await makeAdvertiser(db, {
      name: 'Suspend Target',
      city: 'Aarhus C',
      zipCode: '8000',
      featuredUntil: new Date(now + 5 * 86_400_000),
      packageUntil: new Date(now + 20 * 86_400_000),
    });
    const neighbour = await makeAdvertiser(db, { name: 'Neighbour', city: 'Aarhus C', zipCode: '8000' });
    const ownerToken = await issueToken(db, target.id);

    const publicViews = () => publicViewsOf(ctx.app, target, neighbour, 'Aarhus');
    expect(await publicViews()).toEqual(everywhere);

    const res = await inject('POST', `/api/admin/adverts/${target.id}/suspend`, adminHeaders, {
      reason: 'Photos belong to someone else',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The advert is suspended and the advertiser has been emailed.');
    expect(res.json().data.advert).toMatchObject({
      status: 'suspended',
      suspended_reason: 'Photos belong to someone else',
    });
    expect(await publicViews()).toEqual(nowhere);

    // The advertiser is told why and how to object, and can still sign in to fix the advert.
    const mail = await readEmail(ctx.app, target.email);
    expect(mail?.subject).toContain('suspended');
    expect(mail?.text).toContain('Photos belong to someone else');
    expect(mail?.text).toContain('support@velvet.dk');
    expect(await accountForToken(db, ownerToken)).toMatchObject({ id: target.id });
    const [stillThere] = await db
      .select({ n: advertisers.id })
      .from(advertisers)
      .where(eq(advertisers.id, target.id));
    expect(stillThere).toBeTruthy();

    expect(
      (await inject('POST', `/api/admin/adverts/${target.id}/suspend`, adminHeaders, { reason: 'Again' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await inject('POST', `/api/admin/adverts/${target.id}/suspend`, adminHeaders, { reason: '' }))
        .statusCode,
    ).toBe(422);

    const restored = await inject('POST', `/api/admin/adverts/${target.id}/restore`, adminHeaders);
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.advert.status).toBe('visible');
    expect(await publicViews()).toEqual(everywhere);
    expect((await inject('POST', `/api/admin/adverts/${target.id}/restore`, adminHeaders)).statusCode).toBe(
      409,
    );

    const log = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(target.id)));
    const suspend = log.find((e) => e.action === 'advert.suspend');
    expect(suspend).toMatchObject({ actorId: adminId, targetType: 'advert' });
    expect(suspend!.before).toMatchObject({ suspended_at: null });
    expect(suspend!.after).toMatchObject({ suspended_reason: 'Photos belong to someone else' });
    expect(log.map((e) => e.action)).toContain('advert.restore');
  });

  it('refuses to suspend an operator account and answers 404 for unknown ids', async () => {
    const other = await makeAdmin(db);
    expect(
      (await inject('POST', `/api/admin/adverts/${other.id}/suspend`, adminHeaders, { reason: 'Nope' }))
        .statusCode,
    ).toBe(409);
    expect((await inject('GET', '/api/admin/adverts/999999', adminHeaders)).statusCode).toBe(404);
    expect((await inject('GET', '/api/admin/adverts/abc', adminHeaders)).statusCode).toBe(400);
  });
});

describe('advert search and view', () => {
  it('finds adverts by name, email and city and shows all data, consents and media to the admin', async () => {
    const consent = new Date('2026-01-02T03:04:05Z');
    const advert = await makeAdvertiser(db, {
      name: 'Findable Fiona',
      city: 'Odense C',
      email: `fiona-${randomUUID().slice(0, 6)}@example.test`,
      consentAdultAt: consent,
      consentIndependentAt: consent,
      consentTermsAt: consent,
      latitude: 55.396123,
      about: '<p>Hi</p><script>alert(1)</script>',
    });
    await makeAdvertiser(db, { name: 'Someone Else', city: 'Vejle' });
    await addStoredMedia(advert.id);
    const interest = await makeInterest(db, 'Massage', 'Massage');
    await addInterests(db, advert.id, [interest.id]);

    for (const q of ['findable', advert.email.toUpperCase(), 'odense']) {
      const res = await inject('GET', `/api/admin/adverts?q=${encodeURIComponent(q)}`, adminHeaders);
      const found = res.json().data.adverts as { id: number }[];
      expect(
        found.map((a) => a.id),
        q,
      ).toContain(advert.id);
      expect(found.every((a) => a.id !== undefined)).toBe(true);
    }
    const none = await inject('GET', '/api/admin/adverts?q=%25', adminHeaders);
    expect(none.json().data.adverts).toEqual([]);

    const detail = (await inject('GET', `/api/admin/adverts/${advert.id}`, adminHeaders)).json().data.advert;
    expect(detail).toMatchObject({ email: advert.email, latitude: 55.396123, status: 'visible' });
    expect(detail.consents).toEqual({
      adult_at: consent.toISOString(),
      independent_at: consent.toISOString(),
      terms_at: consent.toISOString(),
    });
    expect(detail.about).toBe('<p>Hi</p>');
    expect(detail.media.map((m: { kind: string }) => m.kind).sort()).toEqual(['main', 'video']);
    expect(detail.interests).toEqual([{ id: interest.id, name_en: 'Massage', name_da: 'Massage' }]);
    expect(detail.main_image).toMatch(/^\/media\/img\//);
  });
});

describe('delete', () => {
  it('removes the advert rows and its media files, and keeps an audit entry without contact data', async () => {
    const pkg = await makePackage(db, { title: 'Kept package' });
    const advert = await makeAdvertiser(db, { name: 'Delete Me' });
    const stored = await addStoredMedia(advert.id);
    await makeReport(advert.id);
    await makeTestimonial(advert.id);
    const pay = await makePayment(advert.id, pkg.id);
    await db.insert(advertiserPackages).values({
      advertiserId: advert.id,
      packageId: pkg.id,
      paymentId: pay.id,
      startsAt: new Date(),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    const token = await issueToken(db, advert.id);
    expect(existsSync(stored.file(`${stored.imageKey}/640.webp`))).toBe(true);
    expect(existsSync(stored.file(stored.videoKey))).toBe(true);

    const res = await inject('DELETE', `/api/admin/adverts/${advert.id}`, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The advert and its media are deleted.');

    expect(await db.select().from(advertisers).where(eq(advertisers.id, advert.id))).toEqual([]);
    expect(await db.select().from(media).where(eq(media.advertiserId, advert.id))).toEqual([]);
    expect(await db.select().from(reports).where(eq(reports.advertiserId, advert.id))).toEqual([]);
    expect(await db.select().from(testimonials).where(eq(testimonials.advertiserId, advert.id))).toEqual([]);
    expect(existsSync(stored.file(stored.imageKey))).toBe(false);
    expect(existsSync(path.dirname(stored.file(stored.videoKey)))).toBe(false);
    // Their old token no longer opens anything.
    expect(await accountForToken(db, token)).toBeNull();
    expect((await inject('GET', `/api/escort/getById/${advert.guid}`)).statusCode).toBe(404);

    const [entry] = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'advert.delete'), eq(auditLog.targetId, String(advert.id))));
    expect(entry).toMatchObject({ actorId: adminId, targetId: String(advert.id) });
    expect(entry!.before).toMatchObject({ guid: advert.guid, name: 'Delete Me', media: 2 });
    expect(JSON.stringify(entry!.before)).not.toContain(advert.email);
    expect((await inject('DELETE', `/api/admin/adverts/${advert.id}`, adminHeaders)).statusCode).toBe(404);
  });
});

describe('reports queue', () => {
  it('lists open reports, urgent ones first, and emails the outcome to a reporter who left an address', async () => {
    const advert = await makeAdvertiser(db, { name: 'Reported' });
    const scam = await makeReport(advert.id, { reason: 'scam', reporterEmail: 'reporter@example.test' });
    const underage = await makeReport(advert.id, { reason: 'underage' });
    const list = (await inject('GET', '/api/admin/reports?status=open', adminHeaders)).json().data
      .reports as { id: number; receipt: string }[];
    const ids = list.map((r) => r.id);
    expect(ids.indexOf(underage.id)).toBeLessThan(ids.indexOf(scam.id));
    expect(list.find((r) => r.id === scam.id)).toMatchObject({
      reporter_email: 'reporter@example.test',
      advert: { name: 'Reported' },
    });

    const resolved = await inject(
      'POST',
      `/api/admin/reports/${scam.id}/resolve`,
      { ...adminHeaders, 'accept-language': 'da' },
      { note: 'Annoncen er fjernet.' },
    );
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json().message).toBe('Anmeldelsen er løst.');
    const mail = await readEmail(ctx.app, 'reporter@example.test');
    expect(mail?.text).toContain('Annoncen er fjernet.');
    expect(mail?.subject).toContain(`VR-${String(scam.id).padStart(6, '0')}`);
    expect(
      (await inject('POST', `/api/admin/reports/${scam.id}/dismiss`, adminHeaders, { note: 'x' })).statusCode,
    ).toBe(409);
    expect(
      (await inject('POST', `/api/admin/reports/${underage.id}/dismiss`, adminHeaders, { note: '' }))
        .statusCode,
    ).toBe(422);

    const [row] = await db.select().from(reports).where(eq(reports.id, scam.id));
    expect(row).toMatchObject({
      status: 'resolved',
      resolvedBy: adminId,
      resolutionNote: 'Annoncen er fjernet.',
    });
    const audit = (await inject('GET', '/api/admin/audit-log?action=report.', adminHeaders)).json().data
      .entries as { action: string; target_id: string; actor: { id: number } }[];
    expect(audit.find((e) => e.target_id === String(scam.id))).toMatchObject({
      action: 'report.resolve',
      actor: { id: adminId },
    });
  });
});

describe('testimonials', () => {
  it('approves and rejects pending testimonials; only approved ones become public', async () => {
    const advert = await makeAdvertiser(db);
    const good = await makeTestimonial(advert.id);
    const bad = await makeTestimonial(advert.id);
    const pending = (await inject('GET', '/api/admin/testimonials', adminHeaders)).json().data
      .testimonials as { id: number }[];
    expect(pending.map((t) => t.id)).toEqual(expect.arrayContaining([good.id, bad.id]));
    await inject('POST', `/api/admin/testimonials/${good.id}/approve`, adminHeaders);
    await inject('POST', `/api/admin/testimonials/${bad.id}/reject`, adminHeaders);
    const publicList = (await inject('GET', `/api/feedback/user/${advert.id}`)).json().data.feedbacks as {
      id: number;
    }[];
    expect(publicList.map((t) => t.id)).toEqual([good.id]);
    expect((await inject('POST', '/api/admin/testimonials/999999/approve', adminHeaders)).statusCode).toBe(
      404,
    );
  });
});

describe('packages', () => {
  it('never deactivates or deletes the welcome package 15, but lets its text and price be edited', async () => {
    for (const [method, url] of [
      ['POST', '/api/admin/catalogue/packages/15/deactivate'],
      ['DELETE', '/api/admin/catalogue/packages/15'],
    ] as const) {
      const res = await inject(method, url, adminHeaders);
      expect(res.statusCode, url).toBe(409);
      expect(res.json().message).toBe('The welcome package (id 15) cannot be deactivated or deleted.');
    }
    const [welcome] = await db.select().from(packages).where(eq(packages.id, 15));
    expect(welcome!.active).toBe(true);
    const edit = await inject('PATCH', '/api/admin/catalogue/packages/15', adminHeaders, {
      description: 'Two months for 1€',
    });
    expect(edit.json().data.package).toMatchObject({
      id: 15,
      description: 'Two months for 1€',
      active: true,
      locked: true,
    });
  });

  it('never makes the welcome package free: refused in both languages, the price stays', async () => {
    for (const [lang, message] of [
      ['en', 'Price must be a whole number of cents, at least 1.'],
      ['da', 'Prisen skal være et helt antal cent, mindst 1.'],
    ] as const) {
      const res = await inject(
        'PATCH',
        '/api/admin/catalogue/packages/15',
        { ...adminHeaders, 'accept-language': lang },
        { price_cents: 0 },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.price_cents).toEqual([message]);
    }
    // The rule holds in the service too, whatever the request schema lets through.
    const admin = { id: adminId };
    await expect(updatePackage(ctx.deps, admin, 15, { price_cents: 0 })).rejects.toMatchObject({
      key: 'admin.welcome_package_free',
      statusCode: 409,
    });
    const [welcome] = await db.select().from(packages).where(eq(packages.id, 15));
    expect(welcome!.priceCents).toBe(100);
    // Titles in both languages stay editable.
    const renamed = await inject(
      'PATCH',
      '/api/admin/catalogue/packages/15',
      { ...adminHeaders, 'accept-language': 'da' },
      { title: 'Welcome offer', title_da: 'Velkomsttilbud' },
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      message: 'Pakken er gemt.',
      data: { package: { title: 'Welcome offer', title_da: 'Velkomsttilbud', price_cents: 100 } },
    });
  });

  it('creates packages past the fixed ids, keeps paid snapshots on edit, and only deletes unused ones', async () => {
    const created = (
      await inject('POST', '/api/admin/catalogue/packages', adminHeaders, {
        title: 'Gold',
        title_da: 'Guld',
        price_cents: 9900,
        duration_days: 90,
      })
    ).json().data.package;
    expect(created).toMatchObject({ title: 'Gold', currency: 'EUR', active: true, in_use: false });
    expect(created.id).not.toBe(15);

    const advert = await makeAdvertiser(db);
    const paid = await makePayment(advert.id, created.id, {
      amountCents: 9900,
      durationDays: 90,
      packageTitle: 'Gold',
    });
    await inject('PATCH', `/api/admin/catalogue/packages/${created.id}`, adminHeaders, {
      price_cents: 12900,
      duration_days: 60,
    });
    const [snapshot] = await db.select().from(payments).where(eq(payments.id, paid.id));
    expect(snapshot).toMatchObject({ amountCents: 9900, durationDays: 90 });

    const refused = await inject('DELETE', `/api/admin/catalogue/packages/${created.id}`, adminHeaders);
    expect(refused.statusCode).toBe(409);
    const deactivated = await inject(
      'POST',
      `/api/admin/catalogue/packages/${created.id}/deactivate`,
      adminHeaders,
    );
    expect(deactivated.json().data.package).toMatchObject({ active: false, in_use: true });

    const invalid = await inject('POST', '/api/admin/catalogue/packages', adminHeaders, {
      title: '',
      title_da: 'x',
      price_cents: 0,
      duration_days: 0,
    });
    expect(invalid.statusCode).toBe(422);
    expect(Object.keys(invalid.json().errors).sort()).toEqual(['duration_days', 'price_cents', 'title']);

    const audit = await db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, String(created.id)));
    const update = audit.find((e) => e.action === 'package.update');
    expect(update!.before).toMatchObject({ price_cents: 9900 });
    expect(update!.after).toMatchObject({ price_cents: 12900 });
  });
});

describe('interests', () => {
  it('creates, renames in both languages, refuses duplicates, and deletes only unused interests', async () => {
    const created = (
      await inject('POST', '/api/admin/interests', adminHeaders, {
        name_en: 'Sauna evening',
        name_da: 'Saunaaften',
      })
    ).json().data.interest;
    expect(created).toMatchObject({
      name_en: 'Sauna evening',
      name_da: 'Saunaaften',
      slug: 'sauna-evening',
      adverts: 0,
    });
    const dup = await inject('POST', '/api/admin/interests', adminHeaders, {
      name_en: 'sauna Evening',
      name_da: 'Saunaaften',
    });
    expect(dup.statusCode).toBe(409);

    const renamed = await inject('PATCH', `/api/admin/interests/${created.id}`, adminHeaders, {
      name_en: 'Sauna night',
      name_da: 'Saunanat',
    });
    expect(renamed.json().data.interest).toMatchObject({
      name_en: 'Sauna night',
      name_da: 'Saunanat',
      slug: 'sauna-evening',
    });

    const advert = await makeAdvertiser(db);
    await addInterests(db, advert.id, [created.id]);
    const inUse = await inject('DELETE', `/api/admin/interests/${created.id}`, adminHeaders);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().message).toBe('This interest is used by adverts and cannot be deleted.');
    await db.delete(advertiserInterests).where(eq(advertiserInterests.interestId, created.id));
    expect((await inject('DELETE', `/api/admin/interests/${created.id}`, adminHeaders)).statusCode).toBe(200);
    expect(await db.select().from(interests).where(eq(interests.id, created.id))).toEqual([]);
  });
});

describe('payments, messages and overview', () => {
  it('filters payments by status, account and package and totals completed ones per month', async () => {
    const pkg = await makePackage(db, { title: 'Silver' });
    const payer = await makeAdvertiser(db, { name: 'Paying Paula' });
    await makePayment(payer.id, pkg.id, { amountCents: 1500 });
    await makePayment(payer.id, pkg.id, { amountCents: 2500 });
    await makePayment(payer.id, pkg.id, { status: 'pending', capturedAt: null });
    const lastYear = new Date();
    lastYear.setUTCMonth(lastYear.getUTCMonth() - 13);
    await makePayment(payer.id, pkg.id, { amountCents: 7777, capturedAt: lastYear, createdAt: lastYear });

    const byAccount = (
      await inject('GET', `/api/admin/payments?account=paula&package_id=${pkg.id}`, adminHeaders)
    ).json().data;
    expect(byAccount.pagination.total).toBe(4);
    expect(byAccount.payments[0].account).toMatchObject({ id: payer.id, email: payer.email });
    const pendingOnly = (
      await inject('GET', `/api/admin/payments?status=pending&account=${payer.guid}`, adminHeaders)
    ).json().data;
    expect(pendingOnly.payments).toHaveLength(1);

    const months = (await inject('GET', '/api/admin/payments/monthly', adminHeaders)).json().data.months as {
      month: string;
      amount_cents: number;
      count: number;
    }[];
    const thisMonth = new Date().toISOString().slice(0, 7);
    expect(months[0]!.month).toBe(thisMonth);
    expect(months.find((m) => m.month === thisMonth)!.amount_cents).toBeGreaterThanOrEqual(4000);
    expect(months.some((m) => m.month === lastYear.toISOString().slice(0, 7))).toBe(false);
  });

  it('keeps the read state of contact messages and counts everything on the overview', async () => {
    const message = await makeMessage();
    const before = (await inject('GET', '/api/admin/overview', adminHeaders)).json().data;
    expect(before.unread_messages).toBeGreaterThanOrEqual(1);
    expect(before.adverts.visible).toBeGreaterThan(0);

    const read = await inject('POST', `/api/admin/contact-messages/${message.id}/read`, adminHeaders, {
      read: true,
    });
    expect(read.json().data.message.read_at).not.toBeNull();
    const unreadList = (await inject('GET', '/api/admin/contact-messages?status=unread', adminHeaders)).json()
      .data.messages as { id: number }[];
    expect(unreadList.map((m) => m.id)).not.toContain(message.id);
    const after = (await inject('GET', '/api/admin/overview', adminHeaders)).json().data;
    expect(after.unread_messages).toBe(before.unread_messages - 1);

    await inject('POST', `/api/admin/contact-messages/${message.id}/read`, adminHeaders, { read: false });
    const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, message.id));
    expect(row!.readAt).toBeNull();
  });
});
