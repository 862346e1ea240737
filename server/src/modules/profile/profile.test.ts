import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import { advertiserPackages, advertisers, authTokens, media } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import {
  FACTORY_PASSWORD,
  addInterests,
  makeInterest,
  makePackage,
  makeSignedIn,
} from '../../../test/factories.ts';
import { appForFile, expectFieldErrors } from '../../../test/helpers.ts';
import {
  type FilePart,
  fixture,
  freshIp,
  jpegWithGps,
  mediaFiles,
  pngImage,
  postJson,
  postProfileUpdate,
} from '../../../test/requests.ts';

const ctx = appForFile();

const t = (lang: 'en' | 'da', key: string, vars?: Record<string, string | number>) =>
  translate(lang, key, vars);
type Headers = Record<string, string>;

const update = (
  headers: Headers,
  fields: Record<string, string | number | undefined>,
  files: FilePart[] = [],
  lang = 'en',
) => postProfileUpdate(ctx.app, headers, fields, files, lang);

/** A new account sends `fields` in `lang`, refused with 422: its answer, for the messages. */
async function refusedUpdate(fields: Record<string, string>, lang: string) {
  const a = await makeSignedIn(ctx.db);
  const res = await update(a.headers, fields, [], lang);
  expect(res.statusCode).toBe(422);
  return { a, res };
}

const me = (id: number | string, headers: Headers) =>
  ctx.app.inject({ method: 'GET', url: `/api/escort/get-user-id/${id}`, headers });

/** A JSON call to `url` as the signed-in web app makes it, in a language (English unless given). */
const jsonCall =
  (method: 'POST' | 'DELETE', url: string) =>
  (headers: Headers, body: unknown, lang = 'en') =>
    ctx.app.inject({
      method,
      url,
      headers: { ...headers, 'accept-language': lang },
      payload: body as object,
    });

async function rowOf(id: number) {
  const [row] = await ctx.db.select().from(advertisers).where(eq(advertisers.id, id));
  return row!;
}

/** A signed-in advertiser with an active package of `days` days (validated). */
async function withPackage(days: number) {
  const pkg = await makePackage(ctx.db, { durationDays: 30 });
  const until = new Date(Date.now() + days * 86_400_000);
  const signed = await makeSignedIn(ctx.db, { packageUntil: until });
  await ctx.db.insert(advertiserPackages).values({
    advertiserId: signed.account.id,
    packageId: pkg.id,
    startsAt: new Date(Date.now() - 86_400_000),
    endsAt: until,
  });
  return signed;
}

const photo = async (name: string): Promise<FilePart> => ({
  name,
  data: await jpegWithGps(),
  filename: `${name}.jpg`,
  type: 'image/jpeg',
});

describe('requires authentication', () => {
  it.each([
    ['GET', '/api/escort/get-user-id/1'],
    ['POST', '/api/escort/update-profile'],
    ['POST', '/api/escort/update-featured'],
    ['GET', '/api/account/export'],
    ['DELETE', '/api/account'],
  ] as const)('%s %s', async (method, url) => {
    for (const authorization of [undefined, 'Bearer null', 'Bearer not-a-real-token']) {
      const res = await ctx.app.inject({
        method,
        url,
        headers: authorization ? { authorization } : {},
        remoteAddress: freshIp(),
      });
      expect(res.statusCode, String(authorization)).toBe(401);
      expect(res.json().status).toBe(false);
    }
  });
});

describe('GET /api/escort/get-user-id/{userId}', () => {
  it("answers the owner's profile with email, media, interests, package and featured_until", async () => {
    const { account, headers } = await withPackage(20);
    await ctx.db
      .update(advertisers)
      .set({ featuredUntil: new Date(Date.now() + 3 * 86_400_000) })
      .where(eq(advertisers.id, account.id));
    const interest = await makeInterest(ctx.db, 'Massage', 'Massage');
    await addInterests(ctx.db, account.id, [interest.id]);
    const res = await me(account.id, headers);
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user).toMatchObject({
      id: account.id,
      guid: account.guid,
      email: account.email,
      name: account.name,
      latitude: account.latitude,
      user_interest: [{ interest_id: interest.id, name: 'Massage' }],
      userPackage: { status: 'active' },
      featured: true,
      main_image: null,
      images: [],
      videos: [],
    });
    expect(user.featured_until).toEqual(expect.any(String));
    expect(JSON.stringify(user)).not.toMatch(/argon2|password/i);
  });

  it("refuses another account's id with 403", async () => {
    const a = await makeSignedIn(ctx.db);
    const b = await makeSignedIn(ctx.db);
    const res = await me(b.account.id, a.headers);
    expect(res.statusCode).toBe(403);
    expect(res.body).not.toContain(b.account.email);
  });

  it('answers 400 for an id that is not a number', async () => {
    const a = await makeSignedIn(ctx.db);
    const res = await me('abc', a.headers);
    expect(res.statusCode).toBe(400);
  });

  it('shows an expired package as expired', async () => {
    const { account, headers } = await withPackage(-1);
    const res = await me(account.id, headers);
    expect(res.json().data.user.userPackage.status).toBe('expired');
  });
});

describe('POST /api/escort/update-profile', () => {
  it("changes only the token's account: ids and email in the body are ignored", async () => {
    const a = await makeSignedIn(ctx.db);
    const b = await makeSignedIn(ctx.db);
    const res = await update(a.headers, {
      id: b.account.id,
      user_id: b.account.id,
      email: 'taken-over@example.dk',
      name: 'New Name',
      height: '181',
      weight: '',
      about: '<p>Hi<script>alert(1)</script> <a href="javascript:x">x</a></p>',
      city: 'Aarhus C',
      zip_code: '8000',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.user).toMatchObject({
      id: a.account.id,
      name: 'New Name',
      height: 181,
      weight: null,
      email: a.account.email,
    });
    const rowA = await rowOf(a.account.id);
    expect(rowA.about).toBe('<p>Hi <a rel="nofollow noopener">x</a></p>');
    expect(rowA.searchText).toContain('aarhus');
    expect(rowA.email).toBe(a.account.email);
    const rowB = await rowOf(b.account.id);
    expect(rowB.name).toBe(b.account.name);
    expect(rowB.height).toBe(b.account.height);
  });

  it('accepts an unchanged empty bust size on an advert that never had one, in both languages', async () => {
    const man = await makeSignedIn(ctx.db, { sex: 'Man', burst: '' });
    for (const lang of ['en', 'da']) {
      const res = await update(man.headers, { burst: '', hair_color: `Grey ${lang}` }, [], lang);
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(await rowOf(man.account.id)).toMatchObject({ burst: '', hairColor: 'Grey da' });
    // Emptying a bust size the advert had is still refused, with the field named.
    const woman = await makeSignedIn(ctx.db, { burst: '85C' });
    for (const lang of ['en', 'da'] as const) {
      const res = await update(woman.headers, { burst: '' }, [], lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.burst).toEqual([t(lang, 'accounts.burst_required')]);
    }
  });

  it('keeps fields that are not sent', async () => {
    const a = await makeSignedIn(ctx.db);
    const res = await update(a.headers, { burst: '80B' });
    expect(res.statusCode).toBe(200);
    const row = await rowOf(a.account.id);
    expect(row).toMatchObject({
      burst: '80B',
      name: a.account.name,
      age: a.account.age,
      phoneCode: a.account.phoneCode,
    });
  });

  for (const lang of ['en', 'da'] as const) {
    it(`answers the profile's field messages (${lang})`, async () => {
      const { a, res } = await refusedUpdate(
        {
          name: '',
          phone_code: '',
          height: '1.5',
          weight: 'heavy',
          new_password: 'short',
          new_password_confirmation: 'other',
          current_password: FACTORY_PASSWORD,
        },
        lang,
      );
      expectFieldErrors(
        res,
        {
          name: [t(lang, 'accounts.profile_name_required')],
          phone_code: [t(lang, 'accounts.phone_code_required')],
          height: [t(lang, 'accounts.profile_height_invalid')],
          weight: [t(lang, 'accounts.weight_integer')],
          new_password: [t(lang, 'accounts.new_password_min')],
          new_password_confirmation: [t(lang, 'accounts.new_password_mismatch')],
        },
        t(lang, 'accounts.update_failed'),
      );
      expect((await rowOf(a.account.id)).name).toBe(a.account.name);
    });

    it(`answers 'Current password is incorrect' (${lang})`, async () => {
      const { res } = await refusedUpdate(
        {
          current_password: 'not my password',
          new_password: 'a-new-secret-1',
          new_password_confirmation: 'a-new-secret-1',
        },
        lang,
      );
      expect(res.json().message).toBe(t(lang, 'accounts.current_password_incorrect'));
      expect(res.json().errors.current_password).toEqual([t(lang, 'accounts.current_password_incorrect')]);
    });
  }

  it('uses the exact English texts the profile form has always shown', async () => {
    const a = await makeSignedIn(ctx.db);
    const res = await update(a.headers, {
      name: '',
      phone_code: '',
      height: 'x',
      new_password: 'short',
      new_password_confirmation: 'x',
    });
    expectFieldErrors(
      res,
      {
        name: ['Name is required.'],
        phone_code: ['Phone code is required.'],
        height: ['Height is required or must be an integer.'],
        new_password: ['The new password must be at least 8 characters.'],
        new_password_confirmation: ['Passwords do not match'],
      },
      'Update Failed',
    );
  });

  it('changes the password: other sessions end, this one stays', async () => {
    const a = await makeSignedIn(ctx.db);
    const other = await issueToken(ctx.db, a.account.id);
    const res = await update(a.headers, {
      current_password: FACTORY_PASSWORD,
      new_password: 'a-brand-new-secret',
      new_password_confirmation: 'a-brand-new-secret',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(a.account.id, a.headers)).statusCode).toBe(200);
    expect((await me(a.account.id, { authorization: `Bearer ${other}` })).statusCode).toBe(401);
    const login = await postJson(ctx.app, '/api/auth/login', {
      email: a.account.email,
      password: 'a-brand-new-secret',
    });
    expect(login.statusCode).toBe(200);
  });

  it('adds, keeps, replaces and deletes photos and videos, removing the files it drops', async () => {
    const a = await makeSignedIn(ctx.db);
    const first = await update(a.headers, {}, [
      await photo('main_image'),
      await photo('images[0]'),
      { name: 'images[1]', data: await pngImage(), filename: 'b.png', type: 'image/png' },
      await photo('images[2]'),
      { name: 'videos[0]', data: fixture('clip-2s.mp4'), filename: 'a.mp4', type: 'video/mp4' },
      { name: 'videos[1]', data: fixture('clip-2s.webm'), filename: 'b.webm', type: 'video/webm' },
    ]);
    expect(first.statusCode, first.body).toBe(200);
    const user1 = first.json().data.user;
    expect(user1.main_image).toMatch(/^media\/img\//);
    expect(user1.images).toHaveLength(3);
    expect(user1.videos).toHaveLength(2);
    const filesBefore = mediaFiles(ctx.dataDir);

    // Keep images 0 and 2, delete image 2 explicitly anyway, drop video 1, replace the main image, add one photo.
    const second = await update(
      a.headers,
      {
        existing_images: JSON.stringify([user1.images[0], user1.images[2]]),
        deleted_files: JSON.stringify([user1.images[2]]),
        existing_videos: JSON.stringify([user1.videos[0], user1.videos[1]]),
        deleted_video_files: JSON.stringify([user1.videos[1]]),
      },
      [await photo('main_image'), await photo('images[0]')],
    );
    expect(second.statusCode, second.body).toBe(200);
    const user2 = second.json().data.user;
    expect(user2.images).toHaveLength(2);
    expect(user2.images[0]).toBe(user1.images[0]);
    expect(user2.images).not.toContain(user1.images[1]);
    expect(user2.videos).toEqual([user1.videos[0]]);
    expect(user2.main_image).not.toBe(user1.main_image);

    const filesAfter = mediaFiles(ctx.dataDir);
    const keyOf = (p: string) => /(img|vid)\/[0-9a-f]{2}\/[0-9a-f-]{36}/.exec(p)![0];
    for (const gone of [user1.images[1], user1.images[2], user1.videos[1], user1.main_image]) {
      expect(
        filesAfter.some((f) => f.startsWith(keyOf(gone))),
        gone,
      ).toBe(false);
      expect(
        filesBefore.some((f) => f.startsWith(keyOf(gone))),
        gone,
      ).toBe(true);
    }
    const rows = await ctx.db.select().from(media).where(eq(media.advertiserId, a.account.id));
    expect(rows.filter((r) => r.kind === 'main')).toHaveLength(1);
  });

  it("never touches another account's media through paths in the body", async () => {
    const a = await makeSignedIn(ctx.db);
    const b = await makeSignedIn(ctx.db);
    const bRes = await update(b.headers, {}, [await photo('images[0]')]);
    const bImage = bRes.json().data.user.images[0] as string;
    const res = await update(a.headers, {
      deleted_files: JSON.stringify([bImage]),
      existing_images: JSON.stringify([bImage]),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.images).toEqual([]);
    expect((await me(b.account.id, b.headers)).json().data.user.images).toEqual([bImage]);
  });

  it('keeps at most 10 existing images', async () => {
    const a = await makeSignedIn(ctx.db);
    const paths = Array.from(
      { length: 11 },
      (_, i) => `media/img/ab/00000000-0000-0000-0000-0000000000${String(i).padStart(2, '0')}/640.webp`,
    );
    const res = await update(a.headers, { existing_images: JSON.stringify(paths) }, [], 'da');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.existing_images).toEqual([t('da', 'accounts.too_many_kept_images')]);
  });

  it('holds at most 10 gallery photos: a full gallery must drop one to add one', async () => {
    const a = await makeSignedIn(ctx.db);
    await ctx.db.insert(media).values(
      Array.from({ length: 10 }, (_, i) => ({
        advertiserId: a.account.id,
        kind: 'image' as const,
        storageKey: `img/ab/${randomUUID()}`,
        mime: 'image/webp',
        variants: [320],
        width: 320,
        height: 240,
        position: i,
      })),
    );
    const full = await update(a.headers, {}, [await photo('images[0]')], 'da');
    expect(full.statusCode).toBe(422);
    expect(full.json().errors.images).toEqual([t('da', 'accounts.gallery_full')]);
    const images = (await me(a.account.id, a.headers)).json().data.user.images as string[];
    expect(images).toHaveLength(10);
    const swapped = await update(a.headers, { existing_images: JSON.stringify(images.slice(1)) }, [
      await photo('images[0]'),
    ]);
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().data.user.images).toHaveLength(10);
    expect(swapped.json().data.user.images).not.toContain(images[0]);
  });

  it('is atomic: a failing field removes the new files and changes nothing', async () => {
    const a = await makeSignedIn(ctx.db);
    const before = mediaFiles(ctx.dataDir);
    const res = await update(a.headers, { name: 'Should Not Stick', height: 'tall' }, [
      await photo('main_image'),
      await photo('images[0]'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(mediaFiles(ctx.dataDir)).toEqual(before);
    expect((await rowOf(a.account.id)).name).toBe(a.account.name);
  });

  it('refuses bad files: renamed text, SVG, a 31 s video', async () => {
    const a = await makeSignedIn(ctx.db);
    const before = mediaFiles(ctx.dataDir);
    const res = await update(a.headers, { name: 'Nope' }, [
      {
        name: 'images[0]',
        data: Buffer.from('hello, not an image'.repeat(10)),
        filename: 'x.jpg',
        type: 'image/jpeg',
      },
      {
        name: 'main_image',
        data: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'),
        filename: 'x.svg',
        type: 'image/svg+xml',
      },
      { name: 'videos[0]', data: fixture('clip-31s.mp4'), filename: 'long.mp4', type: 'video/mp4' },
    ]);
    expect(res.statusCode).toBe(422);
    expectFieldErrors(res, {
      images: [`Photo 1 (x.jpg): ${t('en', 'media.image_invalid')}`],
      main_image: [`Main image (x.svg): ${t('en', 'media.image_invalid')}`],
      videos: ['Video 1 (long.mp4): Video exceeds 30 seconds'],
    });
    expect(mediaFiles(ctx.dataDir)).toEqual(before);
    expect((await rowOf(a.account.id)).name).toBe(a.account.name);
  });
});

describe('POST /api/escort/update-featured', () => {
  const post = jsonCall('POST', '/api/escort/update-featured');

  it('features the advert for the given days within an active package', async () => {
    const { account, headers } = await withPackage(10);
    const res = await post(headers, { days: 5 });
    expect(res.statusCode).toBe(200);
    const { featured, featured_until } = res.json().data;
    expect(featured).toBe(true);
    const days = (new Date(featured_until).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(4.9);
    expect(days).toBeLessThan(5.1);
    expect((await rowOf(account.id)).featuredUntil?.toISOString()).toBe(featured_until);

    const off = await post(headers, { days: 0 });
    expect(off.json().data).toEqual({ featured: false, featured_until: null });
  });

  it("allows at most the package's remaining days", async () => {
    const { headers } = await withPackage(10);
    for (const lang of ['en', 'da'] as const) {
      const res = await post(headers, { days: 11 }, lang);
      expect(res.statusCode).toBe(422);
      expect(res.json().message).toBe(t(lang, 'accounts.featured_too_many_days', { days: 10 }));
      expect(res.json().data.max_days).toBe(10);
    }
    expect((await post(headers, { days: 10 })).statusCode).toBe(200);
  });

  it('refuses without an active package', async () => {
    const { headers } = await makeSignedIn(ctx.db);
    const res = await post(headers, { days: 1 });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe(t('en', 'accounts.featured_no_package'));
    const expired = await withPackage(-2);
    expect((await post(expired.headers, { days: 1 })).statusCode).toBe(422);
  });

  for (const lang of ['en', 'da'] as const) {
    it(`refuses days that are not a whole number (${lang})`, async () => {
      const { headers } = await withPackage(10);
      for (const days of ['abc', -1, 2.5]) {
        const res = await post(headers, { days }, lang);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.days).toEqual([t(lang, 'accounts.featured_failed')]);
      }
      expect(t('en', 'accounts.featured_failed')).toBe('Failed to update days. Please try again.');
    });
  }
});

describe('GET /api/account/export', () => {
  it("downloads the account's data as JSON, without password data or tokens", async () => {
    const { account, headers, token } = await withPackage(5);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/export', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="velvet-account-${account.id}.json"`,
    );
    const data = res.json().data;
    expect(data.account).toMatchObject({ id: account.id, email: account.email });
    expect(data.packages).toHaveLength(1);
    expect(data).toHaveProperty('consents');
    expect(res.body).not.toContain(account.passwordHash);
    expect(res.body).not.toContain(token);
    expect(res.body).not.toMatch(/password_hash|passwordHash|argon2/);
  });
});

describe('DELETE /api/account', () => {
  const del = jsonCall('DELETE', '/api/account');

  it('needs the current password', async () => {
    const a = await makeSignedIn(ctx.db);
    for (const lang of ['en', 'da'] as const) {
      const wrong = await del(a.headers, { current_password: 'nope' }, lang);
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().message).toBe(t(lang, 'accounts.current_password_incorrect'));
    }
    const missing = await del(a.headers, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.current_password).toEqual([t('en', 'accounts.current_password_required')]);
    expect(await rowOf(a.account.id)).toBeDefined();
  });

  it('deletes the account, its advert, media files and tokens', async () => {
    const a = await makeSignedIn(ctx.db);
    const up = await update(a.headers, {}, [
      await photo('main_image'),
      { name: 'videos[0]', data: fixture('clip-2s.mp4'), filename: 'a.mp4', type: 'video/mp4' },
    ]);
    const user = up.json().data.user;
    const keyOf = (p: string) => /(img|vid)\/[0-9a-f]{2}\/[0-9a-f-]{36}/.exec(p)![0];
    expect(mediaFiles(ctx.dataDir).some((f) => f.startsWith(keyOf(user.main_image)))).toBe(true);

    const res = await del(a.headers, { current_password: FACTORY_PASSWORD });
    expect(res.statusCode).toBe(200);
    const [row] = await ctx.db.select().from(advertisers).where(eq(advertisers.id, a.account.id));
    expect(row).toBeUndefined();
    expect(await ctx.db.select().from(authTokens).where(eq(authTokens.advertiserId, a.account.id))).toEqual(
      [],
    );
    expect(await ctx.db.select().from(media).where(eq(media.advertiserId, a.account.id))).toEqual([]);
    const files = mediaFiles(ctx.dataDir);
    expect(
      files.some((f) => f.startsWith(keyOf(user.main_image)) || f.startsWith(keyOf(user.videos[0]))),
    ).toBe(false);
    expect((await me(a.account.id, a.headers)).statusCode).toBe(401);
  });
});
