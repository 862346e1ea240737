import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { media } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import {
  mediaFiles,
  postRegistration,
  registrationFiles,
  registrationForm,
  uniqueEmail,
} from '../../../test/requests.ts';

/**
 * Re-encoding photos is the expensive part of a registration: a request the server refuses anyway (a
 * wrong field, a taken address, an address over its hourly limit) must not pay for it. The app's own
 * image processor is counted here, not replaced: every photo it is given is really re-encoded.
 */
let ctx: TestContext;
let processed = 0;

beforeAll(async () => {
  ctx = await buildTestApp();
  const real = ctx.deps.images;
  ctx.deps.images = {
    store: (input) => {
      processed += 1;
      return real.store(input);
    },
  };
});
afterAll(() => ctx.close());
beforeEach(() => {
  processed = 0;
});

describe('registration checks its fields before any file is processed', () => {
  it('processes the photos of a registration it accepts (the counter sees the real processor)', async () => {
    const res = await postRegistration(ctx.app, registrationForm(), await registrationFiles());
    expect(res.statusCode).toBe(201);
    expect(processed).toBeGreaterThan(0);
  });

  it('processes no photo when a field is wrong, and still names every problem', async () => {
    const before = mediaFiles(ctx.dataDir);
    const res = await postRegistration(
      ctx.app,
      registrationForm({ age: '17', confirmPassword: 'something-else' }),
      await registrationFiles(),
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['age', 'confirmPassword']);
    expect(processed).toBe(0);
    expect(mediaFiles(ctx.dataDir)).toEqual(before);
  });

  it('counts the photos of a refused form without processing them', async () => {
    const files = await registrationFiles();
    const res = await postRegistration(ctx.app, registrationForm({ email: 'not-an-email' }), [
      ...files.filter((f) => f.name !== 'main_image'),
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.main_image).toEqual(['Main Image is required']);
    expect(processed).toBe(0);
  });

  it('processes no photo for an address that already has an account', async () => {
    const form = registrationForm();
    expect((await postRegistration(ctx.app, form, await registrationFiles())).statusCode).toBe(201);
    processed = 0;
    const res = await postRegistration(
      ctx.app,
      { ...form, email: form.email.toUpperCase() },
      await registrationFiles(),
    );
    expect(res.statusCode).toBe(409);
    expect(processed).toBe(0);
  });

  it('processes no photo once the address is over its hourly limit', async () => {
    const email = uniqueEmail('limited');
    // Ten tries an hour per address, from anywhere (each request comes from a fresh IP).
    for (let i = 0; i < 10; i += 1) {
      const res = await postRegistration(ctx.app, registrationForm({ email, age: '17' }), []);
      expect(res.statusCode).toBe(422);
    }
    const res = await postRegistration(ctx.app, registrationForm({ email }), await registrationFiles());
    expect(res.statusCode).toBe(429);
    expect(processed).toBe(0);
  });
});

describe("registration whose text fields come after its files (the order is the client's choice)", () => {
  it('stores every photo it was sent', async () => {
    const res = await postRegistration(ctx.app, registrationForm(), await registrationFiles(), 'en', true);
    expect(res.statusCode, res.body).toBe(201);
    const rows = await ctx.deps.database.db
      .select({ kind: media.kind })
      .from(media)
      .where(eq(media.advertiserId, res.json().data.id));
    expect(rows.map((r) => r.kind).sort()).toEqual(['image', 'main']);
    expect(processed).toBe(2);
  });

  it('still processes no photo when a field after them is wrong, and names every problem', async () => {
    const before = mediaFiles(ctx.dataDir);
    const res = await postRegistration(
      ctx.app,
      registrationForm({ age: '17' }),
      await registrationFiles(),
      'en',
      true,
    );
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['age']);
    expect(processed).toBe(0);
    expect(mediaFiles(ctx.dataDir)).toEqual(before);
  });

  it('refuses the form naming each photo that cannot be stored, and keeps none of the others', async () => {
    const broken = (position: number, filename: string) => ({
      name: `images[${position}]`,
      data: Buffer.from('not a picture'),
      filename,
      type: 'image/jpeg',
    });
    const named = {
      en: [
        'Photo 2 (b.jpg): Invalid image file. Please use a JPEG, PNG, WebP, AVIF or GIF photo.',
        'Photo 3 (ferie 2 x.jpg): Invalid image file. Please use a JPEG, PNG, WebP, AVIF or GIF photo.',
      ],
      da: [
        'Billede 2 (b.jpg): Ugyldig billedfil. Brug et JPEG-, PNG-, WebP-, AVIF- eller GIF-billede.',
        'Billede 3 (ferie 2 x.jpg): Ugyldig billedfil. Brug et JPEG-, PNG-, WebP-, AVIF- eller GIF-billede.',
      ],
    };
    for (const lang of ['en', 'da'] as const) {
      const before = mediaFiles(ctx.dataDir);
      const files = [
        ...(await registrationFiles()),
        broken(1, 'b.jpg'),
        // Braces and angle brackets are dropped: the name is echoed, never read as a placeholder.
        broken(2, 'ferie {2} <x>.jpg'),
      ];
      const res = await postRegistration(ctx.app, registrationForm(), files, lang, true);
      expect(res.statusCode).toBe(422);
      // Still under `images`, the field the registration form shows them at.
      expect(res.json().errors).toEqual({ images: named[lang] });
      expect(res.json().message).toBe(named[lang][0]);
      expect(mediaFiles(ctx.dataDir)).toEqual(before);
    }
  });
});
