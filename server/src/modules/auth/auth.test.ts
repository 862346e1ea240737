import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it, vi } from 'vitest';
import { IMAGE_MAX_BYTES, translate, waitInWords } from '@velvet/contract';
import { advertiserInterests, advertisers, authTokens, media, oneTimeCodes } from '../../db/schema.ts';
import {
  makeAdmin,
  makeAdvertiser,
  makeInterest,
  makeSignedIn,
  FACTORY_PASSWORD,
} from '../../../test/factories.ts';
import { appForFile, expectFieldErrors, readCode, readEmail } from '../../../test/helpers.ts';
import {
  fixture,
  freshIp,
  jpegWithGps,
  mediaFiles,
  pngImage,
  postCode,
  postJson,
  postLogin,
  postRegistration,
  registrationFiles,
  registrationForm,
  uniqueEmail,
} from '../../../test/requests.ts';

const ctx = appForFile();

const t = (lang: 'en' | 'da', key: string) => translate(lang, key);

async function accountByEmail(email: string) {
  const [row] = await ctx.db.select().from(advertisers).where(eq(advertisers.email, email));
  return row;
}

/** Registers a complete account and returns its form values and id. */
async function registered(overrides: Record<string, string> = {}) {
  const form = registrationForm(overrides);
  const res = await postRegistration(ctx.app, form, await registrationFiles());
  expect(res.statusCode, res.body).toBe(201);
  return { form, id: res.json().data.id as number };
}

/** Moves the account's code of a purpose back in time (test setup: we cannot wait 60 s or 10 min). */
async function ageCode(
  advertiserId: number,
  purpose: 0 | 1,
  columns: { sentSecondsAgo?: number; expired?: boolean },
) {
  await ctx.db.execute(sql`
    update one_time_codes set
      sent_at = case when ${columns.sentSecondsAgo ?? null}::int is null then sent_at else now() - make_interval(secs => ${columns.sentSecondsAgo ?? 0}) end,
      expires_at = case when ${columns.expired ?? false} then now() - interval '1 second' else expires_at end
    where advertiser_id = ${advertiserId} and purpose = ${purpose}`);
}

describe('POST /api/auth/register', () => {
  it('takes a Danish region name as the state (up to 100 characters)', async () => {
    const files = await registrationFiles();
    const ok = await postRegistration(
      ctx.app,
      registrationForm({ state: 'Capital Region of Denmark' }),
      files,
    );
    expect(ok.statusCode, ok.body).toBe(201);
    const tooLong = await postRegistration(
      ctx.app,
      registrationForm({ state: 'x'.repeat(101) }),
      files,
      'da',
    );
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json().errors.state).toEqual([translate('da', 'accounts.too_long')]);
  });

  it('creates the account with media, interests, consents and search text, and emails a code', async () => {
    const a = await makeInterest(ctx.db, 'Massage', 'Massage');
    const b = await makeInterest(ctx.db, 'Dinner date', 'Middagsdate');
    const form = registrationForm({
      email: uniqueEmail('Mixed.Case'),
      user_interests: JSON.stringify([a.id, b.id]),
      phone_code: '',
      phone_country_code: '',
      about:
        '<p onclick="x()">Hi <script>alert(1)</script><a href="javascript:alert(1)">bad</a> <a href="https://velvet.dk">ok</a></p><img src=x>',
    });
    const files = [
      ...(await registrationFiles()),
      { name: 'images[1]', data: await pngImage(), filename: 'b.png', type: 'image/png' },
      { name: 'videos[0]', data: fixture('clip-2s.mp4'), filename: 'clip.mp4', type: 'video/mp4' },
    ];
    const res = await postRegistration(ctx.app, form, files, 'da');
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ status: true, data: { id: expect.any(Number) } });
    expect(Object.keys(body.data)).toEqual(['id']);

    const row = await accountByEmail(form.email.toLowerCase());
    expect(row).toBeDefined();
    expect(row!.id).toBe(body.data.id);
    expect(row!).toMatchObject({
      role: 'advertiser',
      isUser: 0,
      phoneCode: '+45',
      phoneCountryCode: 'dk',
      age: 27,
      height: 170,
      weight: 58,
      sex: 'Woman',
      emailVerifiedAt: null,
      activatedAt: null,
    });
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row!.about).toBe(
      '<p>Hi <a rel="nofollow noopener">bad</a> <a href="https://velvet.dk" rel="nofollow noopener">ok</a></p>',
    );
    expect(row!.searchText).toContain('koebenhavn');
    expect(row!.consentAdultAt).toBeInstanceOf(Date);
    expect(row!.consentIndependentAt).toBeInstanceOf(Date);
    expect(row!.consentTermsAt).toBeInstanceOf(Date);

    const items = await ctx.db.select().from(media).where(eq(media.advertiserId, row!.id));
    expect(items.map((m) => m.kind).sort()).toEqual(['image', 'image', 'main', 'video']);
    const interests = await ctx.db
      .select()
      .from(advertiserInterests)
      .where(eq(advertiserInterests.advertiserId, row!.id));
    expect(interests.map((i) => i.interestId).sort()).toEqual([a.id, b.id].sort());

    // The code went out in the request's language.
    const mail = await readEmail(ctx.app, row!.email);
    expect(mail?.subject).toBe('Din bekræftelseskode til Velvet');
    expect(await readCode(ctx.app, row!.email)).toMatch(/^\d{5}$/);
  });

  it('strips EXIF and GPS data from every stored photo', async () => {
    const { id } = await registered();
    const items = await ctx.db.select().from(media).where(eq(media.advertiserId, id));
    const images = items.filter((m) => m.kind !== 'video');
    expect(images.length).toBe(2);
    for (const item of images) {
      for (const width of item.variants) {
        const file = readFileSync(path.join(ctx.dataDir, 'media', item.storageKey, `${width}.webp`));
        const meta = await sharp(file).metadata();
        expect(meta.format).toBe('webp');
        expect(meta.exif).toBeUndefined();
        expect(file.includes(Buffer.from('PhoneMaker'))).toBe(false);
      }
    }
  });

  for (const lang of ['en', 'da'] as const) {
    it(`answers every field's required message for an empty form (${lang})`, async () => {
      const res = await postRegistration(ctx.app, {}, [], lang);
      expect(res.statusCode).toBe(422);
      const body = res.json();
      expect(body.status).toBe(false);
      expect(body.message).toBe(t(lang, 'accounts.all_fields_required'));
      const expected: Record<string, string> = {
        sex: 'accounts.sex_required',
        name: 'accounts.name_required',
        email: 'accounts.email_required',
        password: 'accounts.password_required',
        confirmPassword: 'accounts.confirm_password_required',
        phone_number: 'accounts.phone_number_required',
        hair_color: 'accounts.hair_color_required',
        zip_code: 'accounts.zip_code_required',
        eye_color: 'accounts.eye_color_required',
        age: 'accounts.age_required',
        height: 'accounts.height_required',
        burst: 'accounts.burst_required',
        images: 'accounts.image_required',
        main_image: 'accounts.main_image_required',
        country: 'accounts.zip_field_invalid',
        consent_adult: 'accounts.consent_adult_required',
        consent_independent: 'accounts.consent_independent_required',
        consent_terms: 'accounts.consent_terms_required',
      };
      for (const [field, key] of Object.entries(expected))
        expect(body.errors[field], field).toEqual([t(lang, key)]);
    });

    it(`answers the format rules: email, matching passwords, adult age, common password (${lang})`, async () => {
      const res = await postRegistration(
        ctx.app,
        registrationForm({
          email: 'sofie@velvet',
          confirmPassword: 'something-else',
          age: '17',
          height: '1.70',
        }),
        await registrationFiles(),
        lang,
      );
      expect(res.statusCode).toBe(422);
      expectFieldErrors(res, {
        email: [t(lang, 'accounts.email_invalid')],
        confirmPassword: [t(lang, 'accounts.passwords_must_match')],
        age: [t(lang, 'accounts.age_range')],
        height: [t(lang, 'accounts.height_integer')],
      });

      const common = await postRegistration(
        ctx.app,
        registrationForm({ password: 'Password123', confirmPassword: 'Password123' }),
        await registrationFiles(),
        lang,
      );
      expect(common.statusCode).toBe(422);
      expect(common.json().errors.password).toEqual([t(lang, 'accounts.password_common')]);
    });
  }

  it('uses the exact English texts the registration form has always shown', async () => {
    const res = await postRegistration(ctx.app, { email: 'x@y' }, []);
    expectFieldErrors(
      res,
      {
        email: ['Invalid email format (e.g., name@example.com).'],
        sex: ['Sex is required.'],
        country: ['Zip code field is not valid.'],
        burst: ['Bust is required'],
        main_image: ['Main Image is required'],
      },
      'All fields are required. Please fill out the missing information.',
    );
  });

  it('refuses a duplicate email (any case) with 409 and a field error, storing nothing', async () => {
    const { form } = await registered();
    const before = mediaFiles(ctx.dataDir).length;
    const res = await postRegistration(
      ctx.app,
      registrationForm({ email: form.email.toUpperCase() }),
      await registrationFiles(),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.email).toEqual(['This email is already registered.']);
    expect(mediaFiles(ctx.dataDir).length).toBe(before);
  });

  it('refuses interests that do not exist', async () => {
    const res = await postRegistration(
      ctx.app,
      registrationForm({ user_interests: '[999999]' }),
      await registrationFiles(),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.user_interests).toEqual([t('en', 'accounts.interests_invalid')]);
  });

  describe('bad files leave nothing behind', () => {
    async function expectNothingLeft(email: string, before: string[]) {
      expect(await accountByEmail(email)).toBeUndefined();
      expect(mediaFiles(ctx.dataDir)).toEqual(before);
    }

    it('refuses a text file renamed .jpg', async () => {
      const before = mediaFiles(ctx.dataDir);
      const form = registrationForm();
      const files = [
        ...(await registrationFiles()),
        {
          name: 'images[1]',
          data: Buffer.from('just some text, not a photo\n'.repeat(20)),
          filename: 'fake.jpg',
          type: 'image/jpeg',
        },
      ];
      const res = await postRegistration(ctx.app, form, files);
      expect(res.statusCode).toBe(422);
      const named = `Photo 2 (fake.jpg): ${t('en', 'media.image_invalid')}`;
      expect(res.json().errors.images).toEqual([named]);
      expect(res.json().message).toBe(named);
      await expectNothingLeft(form.email, before);
    });

    it('refuses an SVG', async () => {
      const before = mediaFiles(ctx.dataDir);
      const form = registrationForm();
      const svg = Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>',
      );
      const files = [
        { name: 'main_image', data: svg, filename: 'x.svg', type: 'image/svg+xml' },
        { name: 'images[0]', data: await jpegWithGps(), filename: 'a.jpg', type: 'image/jpeg' },
      ];
      const res = await postRegistration(ctx.app, form, files);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.main_image).toEqual([`Main image (x.svg): ${t('en', 'media.image_invalid')}`]);
      await expectNothingLeft(form.email, before);
    });

    it("refuses a 31 s video with 'Video exceeds 30 seconds', in both languages", async () => {
      for (const lang of ['en', 'da'] as const) {
        const before = mediaFiles(ctx.dataDir);
        const form = registrationForm();
        const files = [
          ...(await registrationFiles()),
          { name: 'videos[0]', data: fixture('clip-31s.mp4'), filename: 'long.mp4', type: 'video/mp4' },
        ];
        const res = await postRegistration(ctx.app, form, files, lang);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.videos).toEqual([`Video 1 (long.mp4): ${t(lang, 'media.video_too_long')}`]);
        await expectNothingLeft(form.email, before);
      }
      expect(t('en', 'media.video_too_long')).toBe('Video exceeds 30 seconds');
    });

    it('answers 413 for an oversize image', async () => {
      const before = mediaFiles(ctx.dataDir);
      const form = registrationForm();
      const big = Buffer.concat([await jpegWithGps(), Buffer.alloc(IMAGE_MAX_BYTES)]);
      const files = [
        ...(await registrationFiles()),
        { name: 'images[1]', data: big, filename: 'big.jpg', type: 'image/jpeg' },
      ];
      const res = await postRegistration(ctx.app, form, files);
      expect(res.statusCode).toBe(413);
      expect(res.json()).toMatchObject({ status: false, message: t('en', 'errors.payload_too_large') });
      await expectNothingLeft(form.email, before);
    });

    it('removes the photos already stored when a later field fails (half-way failure)', async () => {
      const before = mediaFiles(ctx.dataDir);
      // Files first, then a bad field: the photos are processed and stored before validation fails.
      const form = registrationForm({ sex: 'Robot' });
      const res = await postRegistration(ctx.app, form, await registrationFiles());
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.sex).toEqual(['Sex is required.']);
      await expectNothingLeft(form.email, before);
    });
  });

  it('answers 415 to a JSON body', async () => {
    const res = await postJson(ctx.app, '/api/auth/register', registrationForm());
    expect(res.statusCode).toBe(415);
  });
});

describe('POST /api/auth/login', () => {
  it('a lockout says how long in words, in both languages, with retry_after in seconds', async () => {
    const ip = '198.51.100.77';
    const attempt = (lang: string) =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        headers: { 'accept-language': lang },
        payload: { email: 'nobody-here@example.test', password: 'wrong password', is_user: 0 },
      });
    let res = await attempt('en');
    for (let i = 0; i < 25 && res.statusCode !== 429; i++) res = await attempt('en');
    expect(res.statusCode).toBe(429);
    const { retry_after } = res.json().data as { retry_after: number };
    expect(retry_after).toBeGreaterThan(0);
    expect(retry_after).toBeLessThanOrEqual(3600);
    expect(res.json().message).toBe(
      `Too many requests. Please try again in ${waitInWords('en', retry_after)}.`,
    );
    expect(res.json().message).toMatch(/^Too many requests\. Please try again in \d+ (seconds?|minutes?)\.$/);
    const da = await attempt('da');
    expect(da.statusCode).toBe(429);
    expect(da.json().message).toMatch(
      /^For mange forespørgsler\. Prøv igen om \d+ (sekunder?|minut(ter)?)\.$/,
    );
  });

  it("refuses an unverified email with 'OTP Not Verified.' and data.id, and emails a code", async () => {
    const { form, id } = await registered();
    await ageCode(id, 0, { sentSecondsAgo: 120 });
    const res = await postLogin(ctx.app, form.email, form.password);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'OTP Not Verified.', data: { id } });
    expect(await readCode(ctx.app, form.email)).toMatch(/^\d{5}$/);
  });

  it("refuses an unpaid account with 'not fully activated', a token that can pay, and data.id", async () => {
    const account = await makeAdvertiser(ctx.db, { activatedAt: null });
    const res = await postLogin(ctx.app, account.email, FACTORY_PASSWORD);
    expect(res.statusCode).toBe(403);
    const body = res.json();
    expect(body.message).toBe('Account not fully activated. Please complete payment via OTP verification.');
    expect(body.data).toEqual({ token: expect.any(String), id: account.id });
    const me = await ctx.app.inject({
      method: 'GET',
      url: `/api/escort/get-user-id/${account.id}`,
      headers: { authorization: `Bearer ${body.data.token}` },
    });
    expect(me.statusCode).toBe(200);
  });

  it('signs in with the session fields the client stores, case-insensitive email', async () => {
    const account = await makeAdvertiser(ctx.db, { featuredUntil: new Date(Date.now() + 86_400_000) });
    const res = await postLogin(ctx.app, account.email.toUpperCase(), FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.data).toEqual({
      token: expect.any(String),
      guid: account.guid,
      id: account.id,
      name: account.name,
      email: account.email,
      featured: true,
      role: 'advertiser',
    });
    const tokens = await ctx.db.select().from(authTokens).where(eq(authTokens.advertiserId, account.id));
    expect(tokens).toHaveLength(1);
    // Only a hash is stored.
    expect(tokens[0]!.tokenHash).not.toBe(body.data.token);
  });

  it('signs an admin in through the same call, with role admin', async () => {
    const admin = await makeAdmin(ctx.db, { emailVerifiedAt: null });
    const res = await postLogin(ctx.app, admin.email, FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: admin.id, role: 'admin' });
  });

  it('gives one answer for a wrong password and an unknown email', async () => {
    const account = await makeAdvertiser(ctx.db);
    const wrong = await postJson(
      ctx.app,
      '/api/auth/login',
      { email: account.email, password: 'not the password' },
      { 'accept-language': 'da' },
    );
    const unknown = await postJson(
      ctx.app,
      '/api/auth/login',
      { email: 'nobody@example.dk', password: 'whatever1' },
      { 'accept-language': 'da' },
    );
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe(t('da', 'accounts.login_invalid'));
  });

  it('requires email and password', async () => {
    const res = await postJson(ctx.app, '/api/auth/login', {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toMatchObject({
      email: ['Email is required'],
      password: ['Password is required'],
    });
  });

  it('lets a suspended advertiser sign in to read why and fix the advert', async () => {
    const account = await makeAdvertiser(ctx.db, {
      suspendedAt: new Date(),
      suspendedReason: 'Photos are not yours',
    });
    const res = await postJson(ctx.app, '/api/auth/login', {
      email: account.email,
      password: FACTORY_PASSWORD,
    });
    expect(res.statusCode).toBe(200);
    const { token, id } = res.json().data;
    const own = await ctx.app.inject({
      url: `/api/escort/get-user-id/${id}`,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(own.json().data.user.suspension).toMatchObject({ reason: 'Photos are not yours' });
  });

  it('limits attempts per account from one address (the per-account cap is in abuse.test.ts)', async () => {
    const account = await makeAdvertiser(ctx.db);
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: account.email, password: 'wrong password' },
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('limits attempts per IP', async () => {
    const ip = freshIp();
    let last = 0;
    for (let i = 0; i < 21; i += 1) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        remoteAddress: ip,
        payload: { email: `someone${i}@example.dk`, password: 'whatever1' },
      });
      last = res.statusCode;
    }
    expect(last).toBe(429);
  });
});

describe('POST /api/auth/logout', () => {
  it('requires authentication', async () => {
    const res = await postJson(ctx.app, '/api/auth/logout', {});
    expect(res.statusCode).toBe(401);
  });

  it('revokes the bearer token', async () => {
    const { headers, account } = await makeSignedIn(ctx.db);
    const me = () => ctx.app.inject({ method: 'GET', url: `/api/escort/get-user-id/${account.id}`, headers });
    expect((await me()).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers,
      remoteAddress: freshIp(),
    });
    expect(res.statusCode).toBe(200);
    expect((await me()).statusCode).toBe(401);
  });
});

describe('email codes', () => {
  it('verifies the registration code from the email: email verified, token and id returned', async () => {
    const { form, id } = await registered();
    const code = await readCode(ctx.app, form.email);
    const res = await postCode(ctx.app, form.email, code);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ id, token: expect.any(String) });
    expect((await accountByEmail(form.email))!.emailVerifiedAt).toBeInstanceOf(Date);
    // Single use.
    const again = await postCode(ctx.app, form.email, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Invalid OTP. Please try again.');
  });

  it('verifies a suspended account too: the suspension hides the advert, not the account', async () => {
    const { form, id } = await registered();
    const code = await readCode(ctx.app, form.email);
    await ctx.db.update(advertisers).set({ suspendedAt: new Date() }).where(eq(advertisers.id, id));
    const res = await postJson(ctx.app, '/api/auth/verify-otp', { email: form.email, otp: code, type: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id, token: expect.any(String) });
  });

  it('stores codes hashed, never in clear', async () => {
    const { form, id } = await registered();
    const code = await readCode(ctx.app, form.email);
    const [row] = await ctx.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.advertiserId, id));
    expect(row!.codeHash).not.toContain(code);
    expect(row!.codeHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a code of the other type', async () => {
    const { form } = await registered();
    const code = await readCode(ctx.app, form.email);
    const res = await postCode(ctx.app, form.email, code, 1);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(t('en', 'accounts.otp_invalid'));
  });

  it('refuses an expired code (in both languages)', async () => {
    const { form, id } = await registered();
    const code = await readCode(ctx.app, form.email);
    await ageCode(id, 0, { expired: true });
    for (const lang of ['en', 'da'] as const) {
      const res = await postJson(
        ctx.app,
        '/api/auth/verify-otp',
        { email: form.email, otp: code, type: 0 },
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(410);
      expect(res.json().message).toBe(t(lang, 'accounts.otp_expired'));
    }
  });

  it('cancels a code after 5 wrong tries, even for the right code afterwards', async () => {
    const { form } = await registered();
    const code = await readCode(ctx.app, form.email);
    const wrong = code === '00000' ? '11111' : '00000';
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      statuses.push(
        (await postJson(ctx.app, '/api/auth/verify-otp', { email: form.email, otp: wrong, type: 0 }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([400, 400, 400, 400, 410]);
    const right = await postJson(ctx.app, '/api/auth/verify-otp', { email: form.email, otp: code, type: 0 });
    expect(right.statusCode).toBe(410);
    expect(right.json().message).toBe(t('en', 'accounts.otp_attempts_exceeded'));
  });

  it('validates the code shape and type', async () => {
    const res = await postJson(
      ctx.app,
      '/api/auth/verify-otp',
      { email: 'a@b.dk', otp: '12a4', type: 3 },
      { 'accept-language': 'da' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.otp).toEqual([t('da', 'accounts.otp_invalid')]);
    expect(res.json().errors.type).toEqual([t('da', 'accounts.otp_type_invalid')]);
  });

  it('locks resending for 60 s per account and type (429 with retry_after); a resend replaces the old code', async () => {
    const { form, id } = await registered();
    const first = await readCode(ctx.app, form.email);
    const locked = await postJson(
      ctx.app,
      '/api/auth/send-otp',
      { email: form.email, type: 0, is_user: 0 },
      { 'accept-language': 'da' },
    );
    expect(locked.statusCode).toBe(429);
    const retry = locked.json().data.retry_after;
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect(locked.json().message).toBe(
      translate('da', 'accounts.otp_resend_locked', { wait: waitInWords('da', retry) }),
    );
    // The wait in words: "Vent venligst 59 sekunder, før …".
    expect(locked.json().message).toMatch(/^Vent venligst (\d+ sekunder?|1 minut), før/);

    // The lock is per type: a reset code may still be sent.
    const reset = await postJson(ctx.app, '/api/auth/send-otp', { email: form.email, type: 1, is_user: 0 });
    expect(reset.statusCode).toBe(200);

    // A minute later (the database's lock and the address's lock both run out).
    await ageCode(id, 0, { sentSecondsAgo: 61 });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61_000 });
    const resent = await postJson(ctx.app, '/api/auth/send-otp', { email: form.email, type: 0, is_user: 0 });
    vi.useRealTimers();
    expect(resent.statusCode).toBe(200);
    const second = await readCode(ctx.app, form.email);
    if (second !== first) {
      const old = await postJson(ctx.app, '/api/auth/verify-otp', { email: form.email, otp: first, type: 0 });
      expect(old.statusCode).toBe(400);
    }
    const ok = await postJson(ctx.app, '/api/auth/verify-otp', { email: form.email, otp: second, type: 0 });
    expect(ok.statusCode).toBe(200);
  });

  it('answers the same for unknown emails and sends nothing', async () => {
    const account = await makeAdvertiser(ctx.db);
    const known = await postJson(ctx.app, '/api/auth/send-otp', {
      email: account.email,
      type: 1,
      is_user: 0,
    });
    const unknown = await postJson(ctx.app, '/api/auth/send-otp', {
      email: 'nobody-here@example.dk',
      type: 1,
      is_user: 0,
    });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(await readEmail(ctx.app, 'nobody-here@example.dk')).toBeUndefined();
    expect(await readCode(ctx.app, account.email)).toMatch(/^\d{5}$/);
  });

  it('limits codes asked for one address, known or not, whatever the IP', async () => {
    const account = await makeAdvertiser(ctx.db);
    const start = Date.now();
    for (const email of [account.email, 'nobody-at-all@example.dk']) {
      const statuses: number[] = [];
      // One a minute at most (the resend lock): asked once a minute, the sixth in the hour is refused.
      for (let i = 0; i < 6; i += 1) {
        if (email === account.email) await ageCode(account.id, 1, { sentSecondsAgo: 61 });
        vi.useFakeTimers({ toFake: ['Date'], now: start + i * 61_000 });
        statuses.push((await postJson(ctx.app, '/api/auth/send-otp', { email, type: 1 })).statusCode);
        vi.useRealTimers();
      }
      expect(statuses, email).toEqual([200, 200, 200, 200, 200, 429]);
    }
  });

  it('limits code guesses per address across codes and IPs', async () => {
    const account = await makeAdvertiser(ctx.db);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push(
        (await postJson(ctx.app, '/api/auth/verify-otp', { email: account.email, otp: '00000', type: 1 }))
          .statusCode,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 400)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('sends the reset email in Danish when asked in Danish', async () => {
    const account = await makeAdvertiser(ctx.db);
    await postJson(
      ctx.app,
      '/api/auth/send-otp',
      { email: account.email, type: 1 },
      { 'accept-language': 'da' },
    );
    const mail = await readEmail(ctx.app, account.email);
    expect(mail?.subject).toBe('Din kode til nulstilling af adgangskode hos Velvet');
    expect(mail?.text).toMatch(/\b\d{5}\b/);
  });
});

describe('POST /api/auth/reset-password', () => {
  /** A new password, typed twice as the reset form does, with what proves the code (`reset_token` or `otp`). */
  const resetTo = (email: string, password: string, proof: Record<string, unknown>) =>
    postJson(ctx.app, '/api/auth/reset-password', { email, password, new_password: password, ...proof });

  async function resetGrant(email: string) {
    await postJson(ctx.app, '/api/auth/send-otp', { email, type: 1, is_user: 0 });
    const code = await readCode(ctx.app, email);
    const res = await postCode(ctx.app, email, code, 1);
    expect(res.statusCode).toBe(200);
    return res.json().data as { id: number; reset_token: string };
  }

  it('never resets with just an email', async () => {
    const account = await makeAdvertiser(ctx.db);
    const res = await resetTo(account.email, 'a-brand-new-secret', { is_user: 0 });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.reset_token).toEqual([t('en', 'accounts.reset_grant_required')]);
    const bogus = await resetTo(account.email, 'a-brand-new-secret', { reset_token: 'made-up' });
    expect(bogus.statusCode).toBe(400);
    expect(bogus.json().message).toBe('Failed to Reset Password');
  });

  it('refuses a reset code that was sent but not verified (reset_token missing)', async () => {
    const account = await makeAdvertiser(ctx.db);
    await postJson(ctx.app, '/api/auth/send-otp', { email: account.email, type: 1 });
    const res = await resetTo(account.email, 'a-brand-new-secret', { reset_token: 'x'.repeat(43) });
    expect(res.statusCode).toBe(400);
  });

  it('resets with the verified grant, once, and revokes every token', async () => {
    const { account, headers } = await makeSignedIn(ctx.db);
    const grant = await resetGrant(account.email);
    expect(grant.id).toBe(account.id);
    const body = {
      email: account.email,
      password: 'a-brand-new-secret',
      new_password: 'a-brand-new-secret',
      reset_token: grant.reset_token,
      is_user: 0,
    };
    const res = await postJson(ctx.app, '/api/auth/reset-password', body);
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe(true);

    const me = await ctx.app.inject({ method: 'GET', url: `/api/escort/get-user-id/${account.id}`, headers });
    expect(me.statusCode).toBe(401);
    const login = await postJson(ctx.app, '/api/auth/login', {
      email: account.email,
      password: 'a-brand-new-secret',
    });
    expect(login.statusCode).toBe(200);
    const old = await postJson(ctx.app, '/api/auth/login', {
      email: account.email,
      password: FACTORY_PASSWORD,
    });
    expect(old.statusCode).toBe(401);

    const reuse = await postJson(ctx.app, '/api/auth/reset-password', {
      ...body,
      password: 'another-new-secret',
      new_password: 'another-new-secret',
    });
    expect(reuse.statusCode).toBe(400);
  });

  it('accepts the code itself instead of the grant', async () => {
    const account = await makeAdvertiser(ctx.db);
    await postJson(ctx.app, '/api/auth/send-otp', { email: account.email, type: 1 });
    const otp = await readCode(ctx.app, account.email);
    const res = await resetTo(account.email, 'via-the-code-itself', { otp });
    expect(res.statusCode).toBe(200);
  });

  for (const lang of ['en', 'da'] as const) {
    it(`answers the mismatch and length messages (${lang})`, async () => {
      const res = await postJson(
        ctx.app,
        '/api/auth/reset-password',
        { email: 'x@example.dk', password: 'short', new_password: 'different', reset_token: 'x' },
        { 'accept-language': lang },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.new_password).toEqual([t(lang, 'accounts.reset_passwords_mismatch')]);
      expect(res.json().errors.password).toEqual([t(lang, 'accounts.password_min')]);
    });
  }

  it('refuses a common new password before using up the grant', async () => {
    const account = await makeAdvertiser(ctx.db);
    const grant = await resetGrant(account.email);
    const res = await resetTo(account.email, 'iloveyou', { reset_token: grant.reset_token });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.password).toEqual([t('en', 'accounts.password_common')]);
    const retry = await resetTo(account.email, 'a-better-secret-9', { reset_token: grant.reset_token });
    expect(retry.statusCode).toBe(200);
  });
});
