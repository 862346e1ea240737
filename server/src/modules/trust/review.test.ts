import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE_REASONS } from '@velvet/contract';
import { advertisers, auditLog, media, reports, safetyFlags } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { buildTestApp, readEmail } from '../../../test/helpers.ts';
import { makeAdmin, makeMedia, makeSignedIn } from '../../../test/factories.ts';
import { everywhere, nowhere, publicViews } from '../../../test/public-views.ts';
import { webShell } from '../../../test/web-shell.ts';
import {
  fixture,
  freshIp,
  jpegWithGps,
  postProfileUpdate,
  postRegistration,
  registrationFiles,
  registrationForm,
  uniqueEmail,
} from '../../../test/requests.ts';

type Headers = Record<string, string>;

/** Both modes, each on its own app and database. */
async function setUp(moderation: 'post' | 'pre') {
  const ctx = await buildTestApp({ MODERATION: moderation }, { webDist: webShell() });
  const db = ctx.deps.database.db;
  const admin = await makeAdmin(db);
  const adminHeaders = { authorization: `Bearer ${await issueToken(db, admin.id)}` };
  const get = (url: string, headers: Headers = {}) =>
    ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
  const post = (url: string, headers: Headers = {}, payload?: object) =>
    ctx.app.inject({
      method: 'POST',
      url,
      headers,
      remoteAddress: freshIp(),
      ...(payload ? { payload } : {}),
    });
  const addPhoto = async (headers: Headers, field = 'images[0]') =>
    postProfileUpdate(ctx.app, headers, {}, [
      { name: field, data: await jpegWithGps(640, 800), filename: 'p.jpg', type: 'image/jpeg' },
    ]);
  const queueIds = async () =>
    ((await get('/api/admin/review', adminHeaders)).json().data.adverts as { id: number }[]).map((a) => a.id);
  /** A signed-in advert in `city` and a neighbour there: `views()` is what the public sees of the advert. */
  const advertIn = async (city: string, zipCode: string, values: Parameters<typeof makeSignedIn>[1] = {}) => {
    const neighbour = await makeSignedIn(db, { city, zipCode });
    const advert = await makeSignedIn(db, { city, zipCode, ...values });
    return { ...advert, views: () => publicViews(ctx.app, advert.account, neighbour.account, city) };
  };
  return { ctx, db, adminHeaders, get, post, addPhoto, queueIds, advertIn };
}

/** The describe's app in one mode, built before its tests and closed after them; says its mode at /api/config. */
function moderatedApp(moderation: 'post' | 'pre') {
  const t = {} as Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    Object.assign(t, await setUp(moderation));
  });
  afterAll(() => t.ctx?.close());

  it('says so at /api/config', async () => {
    expect((await t.get('/api/config')).json().data).toEqual({ moderation });
  });
  return t;
}

/** Registers a new advert through the public form: its row and its photos. */
async function register(t: Awaited<ReturnType<typeof setUp>>) {
  const email = uniqueEmail();
  const res = await postRegistration(t.ctx.app, registrationForm({ email }), await registrationFiles());
  expect(res.statusCode).toBe(201);
  const [row] = await t.db.select().from(advertisers).where(eq(advertisers.email, email));
  const items = await t.db.select().from(media).where(eq(media.advertiserId, row!.id));
  expect(items.length).toBeGreaterThan(0);
  return { row: row!, items };
}

describe('MODERATION=post (the default)', () => {
  const t = moderatedApp('post');

  it('registration holds nothing: public once paid, as before', async () => {
    const { row, items } = await register(t);
    expect(row.heldAt).toBeNull();
    expect(items.every((m) => m.heldAt === null && m.reviewedAt === null)).toBe(true);
  });

  it('a public advert and its new photos wait in the queue while they stay public; approval is emailed', async () => {
    const { account, headers, views } = await t.advertIn('Horsens', '8700', { name: 'Post Pia' });
    await makeMedia(t.db, account.id, 'main');
    expect(await views()).toMatchObject({
      ...everywhere,
      featured: false,
    });
    expect(await t.queueIds()).toContain(account.id);
    expect((await t.get('/api/account/review', headers)).json().data).toEqual({
      mode: 'post',
      status: 'pending',
      held: false,
      reason: null,
      held_media: 0,
    });

    const approved = await t.post(`/api/admin/review/${account.id}/approve`, t.adminHeaders);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().data.advert).toMatchObject({ status: 'approved', public: true, held: false });
    expect(await t.queueIds()).not.toContain(account.id);
    const mail = await readEmail(t.ctx.app, account.email);
    expect(mail?.subject).toBe('Din annonce er godkendt / Your advert is approved');
    expect(mail?.text).toContain('An operator has reviewed and approved your advert');

    // A new photo is public at once, and back in the queue for a look.
    expect((await t.addPhoto(headers)).statusCode).toBe(200);
    const detail = (await t.get(`/api/escort/getById/${account.guid}`)).json().data.escort;
    expect(detail.images).toHaveLength(1);
    expect((await t.get(`/${detail.images[0]}`)).statusCode).toBe(200);
    expect(await t.queueIds()).toContain(account.id);
    expect((await t.post(`/api/admin/review/${account.id}/approve`, t.adminHeaders)).statusCode).toBe(200);
    expect((await t.post(`/api/admin/review/${account.id}/approve`, t.adminHeaders)).statusCode).toBe(409);
  });
  it('every item of the queue names why it waits: new advert, new photos, a copied photo, an open report', async () => {
    const fresh = await t.advertIn('Vejle', '7100');
    const approved = await t.advertIn('Vejle', '7100', { reviewedAt: new Date() });
    await makeMedia(t.db, approved.account.id, 'image');
    const copier = await t.advertIn('Vejle', '7100', { reviewedAt: new Date(), heldAt: new Date() });
    await t.db
      .insert(safetyFlags)
      .values({ advertiserId: copier.account.id, reason: 'duplicate_photo', distance: 4, holds: true });
    const reported = await t.advertIn('Vejle', '7100');
    await t.db
      .insert(reports)
      .values({ advertiserId: reported.account.id, reason: 'scam', details: 'Deposit' });

    const items: { id: number; reason: string | null; reasons: string[] }[] = [];
    for (let page = 1; ; page++) {
      const data = (await t.get(`/api/admin/review?page=${page}`, t.adminHeaders)).json().data;
      items.push(...data.adverts);
      if (page >= data.pagination.total_pages) break;
    }
    const of = (id: number) => items.find((i) => i.id === id);
    expect(of(fresh.account.id)).toMatchObject({ reason: 'new_advert', reasons: ['new_advert'] });
    expect(of(approved.account.id)).toMatchObject({ reason: 'new_media', reasons: ['new_media'] });
    expect(of(copier.account.id)).toMatchObject({ reason: 'duplicate_photo', reasons: ['duplicate_photo'] });
    expect(of(reported.account.id)).toMatchObject({
      reason: 'new_advert',
      reasons: ['new_advert', 'report'],
    });
    for (const item of items) expect(QUEUE_REASONS).toContain(item.reason);
  });
});

describe('MODERATION=pre', () => {
  const t = moderatedApp('pre');

  it('holds a new registration and its photos', async () => {
    const { row, items } = await register(t);
    expect(row.heldAt).not.toBeNull();
    expect(items.every((m) => m.heldAt !== null)).toBe(true);
  });

  it('a held advert is in no public answer, page or sitemap until approved; then everywhere, and emailed', async () => {
    const { account, headers, views } = await t.advertIn('Kolding', '6000', {
      name: 'Held Hanne',
      heldAt: new Date(),
      featuredUntil: new Date(Date.now() + 86_400_000),
    });
    const main = await makeMedia(t.db, account.id, 'main', { heldAt: new Date() });
    expect(await views()).toEqual(nowhere);
    expect((await t.get(`/media/${main.storageKey}/640.webp`)).statusCode).toBe(404);
    expect((await t.get('/api/account/review', headers)).json().data).toEqual({
      mode: 'pre',
      status: 'pending',
      held: true,
      reason: null,
      held_media: 1,
    });

    const queue = (await t.get('/api/admin/review', t.adminHeaders)).json().data.adverts;
    const item = queue.find((a: { id: number }) => a.id === account.id);
    expect(item).toMatchObject({ name: 'Held Hanne', held: true, public: false, status: 'pending' });
    expect(item.photos[0]).toMatchObject({ kind: 'main', held: true, reviewed: false });

    const res = await t.post(`/api/admin/review/${account.id}/approve`, t.adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The advert is approved and the advertiser has been emailed.');
    expect(await views()).toEqual(everywhere);
    const card = (await t.get(`/api/escort/getById/${account.guid}`)).json().data.escort;
    expect(card.main_image).toContain(main.storageKey);
    const mail = await readEmail(t.ctx.app, account.email);
    expect(mail?.subject).toBe('Din annonce er godkendt / Your advert is approved');
    expect(mail?.text).toContain('De vises nu på');
    expect(mail?.text).toContain('They are now shown on');
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.action, 'advert.review_approved'));
    expect(audits.some((a) => a.targetId === String(account.id))).toBe(true);
    expect((await t.get('/api/account/review', headers)).json().data).toMatchObject({
      status: 'approved',
      held: false,
      held_media: 0,
    });
  });

  it('holds every new photo of a public advert until approved; the owner still sees it', async () => {
    const { account, headers } = await makeSignedIn(t.db, { name: 'Public Pernille' });
    expect((await t.addPhoto(headers)).statusCode).toBe(200);
    const detail = (await t.get(`/api/escort/getById/${account.guid}`)).json().data.escort;
    expect(detail.images).toEqual([]);
    expect(detail.main_image).toBeNull();
    const [photo] = await t.db.select().from(media).where(eq(media.advertiserId, account.id));
    expect((await t.get(`/media/${photo!.storageKey}/640.webp`)).statusCode).toBe(404);
    const own = (await t.get(`/api/escort/get-user-id/${account.id}`, headers)).json().data;
    expect(JSON.stringify(own)).toContain(photo!.storageKey);
    expect((await t.get('/api/account/review', headers)).json().data.held_media).toBe(1);

    expect((await t.post(`/api/admin/review/${account.id}/approve`, t.adminHeaders)).statusCode).toBe(200);
    const after = (await t.get(`/api/escort/getById/${account.guid}`)).json().data.escort;
    expect(after.images).toHaveLength(1);
    expect((await t.get(`/media/${photo!.storageKey}/640.webp`)).statusCode).toBe(200);
  });

  it('holds a new video as well, and a new video leaves the verified-photos badge alone', async () => {
    const { account, headers } = await makeSignedIn(t.db, { photoVerifiedAt: new Date() });
    const saved = await postProfileUpdate(t.ctx.app, headers, {}, [
      { name: 'videos[0]', data: fixture('clip-2s.mp4'), filename: 'clip.mp4', type: 'video/mp4' },
    ]);
    expect(saved.statusCode).toBe(200);
    const [video] = await t.db.select().from(media).where(eq(media.advertiserId, account.id));
    expect(video).toMatchObject({ kind: 'video', reviewedAt: null });
    expect(video!.heldAt).not.toBeNull();
    const detail = (await t.get(`/api/escort/getById/${account.guid}`)).json().data.escort;
    expect(detail.videos).toEqual([]);
    // Only photos are compared with the selfie: a video does not take the badge away.
    expect(detail.photo_verified).toBe(true);
    // The owner sees it through a signed link; without the signature it is not served.
    const own = (await t.get(`/api/escort/get-user-id/${account.id}`, headers)).json().data;
    const signed = JSON.stringify(own).match(new RegExp(`[^"]*${video!.storageKey}[^"]*`))![0];
    expect(signed).toMatch(/sig=/);
    expect((await t.get(`/${signed.replace(/^\//, '').split('?')[0]}`)).statusCode).toBe(404);
    expect((await t.get('/api/account/review', headers)).json().data).toMatchObject({
      held: false,
      held_media: 1,
    });

    expect((await t.post(`/api/admin/review/${account.id}/approve`, t.adminHeaders)).statusCode).toBe(200);
    const after = (await t.get(`/api/escort/getById/${account.guid}`)).json().data.escort;
    expect(after.videos).toHaveLength(1);
    expect((await t.get(`/${after.videos[0]}`)).statusCode).toBe(200);
  });

  it('a rejection hides the advert, is emailed with the reason, and saving again puts it back in the queue', async () => {
    const { account, headers, views } = await t.advertIn('Esbjerg', '6700', {
      heldAt: new Date(),
      featuredUntil: new Date(Date.now() + 86_400_000),
    });
    const bad = await t.post(`/api/admin/review/${account.id}/reject`, t.adminHeaders, { reason: 'x' });
    expect(bad.statusCode).toBe(422);
    const res = await t.post(`/api/admin/review/${account.id}/reject`, t.adminHeaders, {
      reason: 'Contact details in the photos',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.advert).toMatchObject({
      status: 'rejected',
      reason: 'new_advert',
      rejection_reason: 'Contact details in the photos',
    });
    expect(await views()).toEqual(nowhere);
    const mail = await readEmail(t.ctx.app, account.email);
    expect(mail?.subject).toBe('Din annonce er ikke godkendt / Your advert was not approved');
    expect(mail?.text).toContain('Begrundelse: Contact details in the photos');
    expect(mail?.text).toContain('Reason: Contact details in the photos');
    expect((await t.get('/api/account/review', headers)).json().data).toMatchObject({
      status: 'rejected',
      held: true,
      reason: 'Contact details in the photos',
    });
    expect(await t.queueIds()).not.toContain(account.id);

    await postProfileUpdate(t.ctx.app, headers, { about: '<p>Fixed</p>' });
    expect(await t.queueIds()).toContain(account.id);
    expect((await t.get('/api/account/review', headers)).json().data.status).toBe('pending');
    expect(await views()).toEqual(nowhere);
    expect((await t.post(`/api/admin/review/${account.id}/approve`, t.adminHeaders)).statusCode).toBe(200);
    expect(await views()).toEqual(everywhere);
  });
});
