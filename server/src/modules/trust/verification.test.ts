import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { wordlist } from '@scure/bip39/wordlists/english.js';
import type { AdvertCard, AdvertDetail, AdvertListData, Envelope, RelatedAdvert } from '@velvet/contract';
import { advertisers, auditLog, photoVerifications } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { appForFile, readEmail } from '../../../test/helpers.ts';
import {
  makeAdmin,
  makeMedia,
  makePackage,
  makePackagePeriod,
  makeSignedIn,
} from '../../../test/factories.ts';
import { type FilePart, freshIp, jpegWithGps, multipart, postProfileUpdate } from '../../../test/requests.ts';

const ctx = appForFile();
type Headers = Record<string, string>;
let adminHeaders: Headers;

beforeAll(async () => {
  const admin = await makeAdmin(ctx.db);
  adminHeaders = { authorization: `Bearer ${await issueToken(ctx.db, admin.id)}` };
});

const get = (url: string, headers: Headers = {}) =>
  ctx.app.inject({ method: 'GET', url, headers, remoteAddress: freshIp() });
const post = (url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, remoteAddress: freshIp(), ...(payload ? { payload } : {}) });

const selfie = async (name = 'photo'): Promise<FilePart> => ({
  name,
  data: await jpegWithGps(900, 1200),
  filename: 'me.jpg',
  type: 'image/jpeg',
});
async function sendSelfie(headers: Headers, files: FilePart[]) {
  const body = await multipart({}, files);
  return ctx.app.inject({
    method: 'POST',
    url: '/api/account/verification',
    remoteAddress: freshIp(),
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

/** A public advert with a main photo, signed in, that has sent a selfie waiting for an operator. */
async function pendingAdvert(overrides: Parameters<typeof makeSignedIn>[1] = {}) {
  const signed = await makeSignedIn(ctx.db, overrides);
  await makeMedia(ctx.db, signed.account.id, 'main');
  expect((await post('/api/account/verification/word', signed.headers)).statusCode).toBe(200);
  expect((await sendSelfie(signed.headers, [await selfie()])).statusCode).toBe(200);
  return signed;
}

describe('requires authentication', () => {
  it.each([
    ['GET', '/api/account/verification'],
    ['POST', '/api/account/verification'],
    ['POST', '/api/account/verification/word'],
    ['GET', '/api/account/review'],
  ] as const)('%s %s answers 401 without a valid token', async (method, url) => {
    for (const authorization of [undefined, 'Bearer not-a-real-token']) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: authorization ? { authorization } : {},
        remoteAddress: freshIp(),
      });
      expect(res.statusCode).toBe(401);
      expect(res.json().status).toBe(false);
    }
  });

  it.each([
    ['GET', '/api/admin/verifications'],
    ['POST', '/api/admin/verifications/1/approve'],
    ['POST', '/api/admin/verifications/1/reject'],
    ['GET', '/api/admin/review'],
    ['POST', '/api/admin/review/1/approve'],
    ['POST', '/api/admin/review/1/reject'],
  ] as const)('%s %s: 401 anonymous, 403 for an advertiser', async (method, url) => {
    expect((await ctx.app.inject({ method, url })).statusCode).toBe(401);
    const { headers } = await makeSignedIn(ctx.db);
    expect((await ctx.app.inject({ method, url, headers })).statusCode).toBe(403);
  });
});

describe('asking for photo verification', () => {
  it('issues one word, the same in both languages, then takes a selfie holding it', async () => {
    const { headers, account } = await makeSignedIn(ctx.db);
    const none = await get('/api/account/verification', headers);
    expect(none.json().data).toMatchObject({ status: 'none', word: null, photo_verified: false });

    // No word yet: nothing to hold up.
    const early = await sendSelfie(headers, [await selfie()]);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Ask for a word first, then send a photo holding it.');

    const issued = await post('/api/account/verification/word', { ...headers, 'accept-language': 'da' });
    expect(issued.statusCode).toBe(200);
    expect(issued.json().message).toContain('Her er dit ord');
    const word = issued.json().data.word as string;
    expect(wordlist).toContain(word);
    expect(issued.json().data.status).toBe('word_issued');
    const en = await get('/api/account/verification', { ...headers, 'accept-language': 'en' });
    const da = await get('/api/account/verification', { ...headers, 'accept-language': 'da' });
    expect(en.json().data.word).toBe(word);
    expect(da.json().data.word).toBe(word);

    // A fresh request binds a fresh word (2048 words: two in a row alike would be a 1-in-2048 chance).
    const words = new Set([word]);
    for (let i = 0; i < 3; i += 1)
      words.add((await post('/api/account/verification/word', headers)).json().data.word);
    expect(words.size).toBeGreaterThan(1);
    const bound = (await get('/api/account/verification', headers)).json().data.word as string;

    const missing = await sendSelfie(headers, [await selfie('main_image')]);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.photo).toEqual(['Please choose a photo of yourself holding the word.']);
    const junk = await sendSelfie(headers, [
      { name: 'photo', data: Buffer.from('not an image'), filename: 'x.jpg', type: 'image/jpeg' },
    ]);
    expect(junk.statusCode).toBe(422);

    const sent = await sendSelfie(headers, [await selfie()]);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data).toMatchObject({ status: 'pending', word: bound, photo_verified: false });
    expect(sent.json().data.selfie.src).toMatch(/\?exp=\d+&sig=/);
    const again = await post('/api/account/verification/word', headers);
    expect(again.statusCode).toBe(409);
    expect((await sendSelfie(headers, [await selfie()])).statusCode).toBe(409);

    const [row] = await ctx.db
      .select()
      .from(photoVerifications)
      .where(eq(photoVerifications.advertiserId, account.id));
    expect(row).toMatchObject({ status: 'pending', word: bound });
  });

  it('never serves the selfie publicly; only the signed URL, privately, re-encoded without metadata', async () => {
    const { headers } = await pendingAdvert();
    const src = (await get('/api/account/verification', headers)).json().data.selfie.src as string;
    const [plain] = src.split('?');
    // The advert is public, yet its selfie is not.
    const unsigned = await get(plain!);
    expect(unsigned.statusCode).toBe(404);
    const forged = await get(`${plain}?exp=9999999999&sig=forged`);
    expect(forged.statusCode).toBe(404);
    const res = await get(src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('private, no-store');
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.exif).toBeUndefined();
    // No public answer names it.
    for (const url of [
      '/api/escort/normal?page_size=100',
      '/api/escort/search?page_size=100',
      '/sitemap.xml',
    ])
      expect((await get(url)).body).not.toContain(
        plain!
          .replace(/^\/media\//, '')
          .split('/')
          .slice(0, 3)
          .join('/'),
      );
  });

  it('is only for advertisers, and each sees only their own', async () => {
    const admin = await makeAdmin(ctx.db);
    const adminToken = { authorization: `Bearer ${await issueToken(ctx.db, admin.id)}` };
    const res = await post('/api/account/verification/word', adminToken);
    expect(res.statusCode).toBe(403);

    const mine = await pendingAdvert();
    const other = await makeSignedIn(ctx.db);
    const theirs = await get('/api/account/verification', other.headers);
    expect(theirs.json().data).toMatchObject({ status: 'none', word: null, selfie: null });
    const myWord = (await get('/api/account/verification', mine.headers)).json().data.word;
    expect(theirs.body).not.toContain(myWord);
  });
});

const VEJLE = { latitude: 55.7113, longitude: 9.5357 };

describe('the operators decide', () => {
  const publicAnswers = async (guid: string, neighbourGuid: string) => {
    const list = async (url: string) =>
      ((await get(url)).json() as Envelope<AdvertListData>).data.escorts.find(
        (e: AdvertCard) => e.guid === guid,
      );
    const detail = (await get(`/api/escort/getById/${guid}`)).json() as Envelope<{ escort: AdvertDetail }>;
    const related = (
      (await get(`/api/escort/getRelated/${neighbourGuid}`)).json() as Envelope<{
        escorts: RelatedAdvert[];
      }>
    ).data.escorts.find((e) => e.guid === guid);
    return {
      search: (await list('/api/escort/search?page_size=100'))?.photo_verified,
      all: (await list('/api/escort/all?latitude=55.71&longitude=9.53'))?.photo_verified,
      normal: (await list('/api/escort/normal?page_size=100'))?.photo_verified,
      featured: (await list('/api/escort/featured'))?.photo_verified,
      detail: detail.data.escort.photo_verified,
      related: related?.photo_verified,
    };
  };

  it('approves: the badge in every public answer, the filter, an email in both languages, an audit entry', async () => {
    const pkg = await makePackage(ctx.db);
    const soon = new Date(Date.now() + 5 * 86_400_000);
    const { account } = await pendingAdvert({
      name: 'Verified Vera',
      featuredUntil: soon,
      city: 'Vejle',
      ...VEJLE,
    });
    await makePackagePeriod(ctx.db, account.id, pkg.id);
    const neighbour = await makeSignedIn(ctx.db, {
      name: 'Neighbour',
      city: 'Vejle',
      featuredUntil: soon,
      ...VEJLE,
    });

    const queue = await get('/api/admin/verifications', adminHeaders);
    expect(queue.statusCode).toBe(200);
    const item = queue
      .json()
      .data.verifications.find((v: { advertiser_id: number }) => v.advertiser_id === account.id);
    expect(item).toMatchObject({ name: 'Verified Vera', status: 'pending' });
    expect(item.selfie.src).toMatch(/sig=/);
    expect(item.photos).toHaveLength(1);
    expect(item.photos[0].url).toMatch(/^\/media\//);
    expect(item.word).toBe(
      (
        await ctx.db.select().from(photoVerifications).where(eq(photoVerifications.advertiserId, account.id))
      )[0]!.word,
    );

    expect(await publicAnswers(account.guid, neighbour.account.guid)).toEqual({
      search: false,
      all: false,
      normal: false,
      featured: false,
      detail: false,
      related: false,
    });
    const before = (await get('/api/escort/search?photo_verified=1&page_size=100')).json().data.escorts;
    expect(before.map((e: AdvertCard) => e.guid)).not.toContain(account.guid);

    const res = await post(`/api/admin/verifications/${account.id}/approve`, adminHeaders);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('The photos are marked as verified and the advertiser has been emailed.');
    expect(res.json().data.verification.status).toBe('approved');

    expect(await publicAnswers(account.guid, neighbour.account.guid)).toEqual({
      search: true,
      all: true,
      normal: true,
      featured: true,
      detail: true,
      related: true,
    });
    const only = (await get('/api/escort/search?photo_verified=1&page_size=100')).json();
    expect(only.data.escorts.map((e: AdvertCard) => e.guid)).toEqual([account.guid]);
    expect(only.data.pagination.total).toBe(1);
    const off = (await get('/api/escort/search?photo_verified=0&page_size=100')).json();
    expect(off.data.escorts.length).toBeGreaterThan(1);

    const mail = await readEmail(ctx.app, account.email);
    expect(mail?.subject).toBe('Dine billeder er verificerede / Your photos are verified');
    expect(mail?.text).toContain('Verificerede billeder');
    expect(mail?.text).toContain('Verified photos');
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'advert.photos_verified'), eq(auditLog.targetId, String(account.id))));
    expect(audit).toBeTruthy();

    expect((await post(`/api/admin/verifications/${account.id}/approve`, adminHeaders)).statusCode).toBe(409);
    expect(
      (
        await get('/api/account/verification', {
          authorization: `Bearer ${await issueToken(ctx.db, account.id)}`,
        })
      ).json().data,
    ).toMatchObject({ status: 'approved', photo_verified: true });
  });

  it('rejects with a reason: emailed in both languages, shown to the advertiser, who may start again', async () => {
    const { account, headers } = await pendingAdvert();
    const bad = await post(`/api/admin/verifications/${account.id}/reject`, adminHeaders, { reason: '' });
    expect(bad.statusCode).toBe(422);
    const res = await post(`/api/admin/verifications/${account.id}/reject`, adminHeaders, {
      reason: 'The word is not readable',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.verification).toMatchObject({
      status: 'rejected',
      reason: 'The word is not readable',
    });
    const mail = await readEmail(ctx.app, account.email);
    expect(mail?.subject).toBe('Dine billeder kunne ikke verificeres / Your photos could not be verified');
    expect(mail?.text).toContain('Begrundelse: The word is not readable');
    expect(mail?.text).toContain('Reason: The word is not readable');
    const mine = (await get('/api/account/verification', headers)).json().data;
    expect(mine).toMatchObject({
      status: 'rejected',
      reason: 'The word is not readable',
      photo_verified: false,
    });
    const [audit] = await ctx.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'advert.photos_rejected'), eq(auditLog.targetId, String(account.id))));
    expect(audit?.after).toMatchObject({ reason: 'The word is not readable' });

    const again = await post('/api/account/verification/word', headers);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'word_issued', selfie: null, reason: null });
  });

  it('a new or replaced photo takes the badge away and puts the advert back in the queue', async () => {
    for (const field of ['main_image', 'images[0]']) {
      const { account, headers } = await pendingAdvert();
      await post(`/api/admin/verifications/${account.id}/approve`, adminHeaders);
      expect((await get(`/api/escort/getById/${account.guid}`)).json().data.escort.photo_verified).toBe(true);

      // Editing the text keeps it.
      await postProfileUpdate(ctx.app, headers, { about: '<p>New words</p>' });
      expect((await get(`/api/escort/getById/${account.guid}`)).json().data.escort.photo_verified).toBe(true);

      const res = await postProfileUpdate(ctx.app, headers, {}, [{ ...(await selfie()), name: field }]);
      expect(res.statusCode).toBe(200);
      expect((await get(`/api/escort/getById/${account.guid}`)).json().data.escort.photo_verified).toBe(
        false,
      );
      const [row] = await ctx.db.select().from(advertisers).where(eq(advertisers.id, account.id));
      expect(row!.photoVerifiedAt).toBeNull();
      expect((await get('/api/account/verification', headers)).json().data.status).toBe('pending');
      const queue = (await get('/api/admin/verifications', adminHeaders)).json().data.verifications;
      const item = queue.find((v: { advertiser_id: number }) => v.advertiser_id === account.id);
      // A replaced main photo stays one photo (the new one); a gallery photo adds one.
      expect(item.photos).toHaveLength(field === 'main_image' ? 1 : 2);
      expect((await post(`/api/admin/verifications/${account.id}/approve`, adminHeaders)).statusCode).toBe(
        200,
      );
      expect((await get(`/api/escort/getById/${account.guid}`)).json().data.escort.photo_verified).toBe(true);
    }
  });
});
