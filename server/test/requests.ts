import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { App } from '../src/app.ts';

/**
 * Helpers for the account tests (auth, profile): real multipart bodies, real images made with sharp,
 * the committed video fixtures. Imported by *.test.ts only.
 */

const FIXTURES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
export const fixture = (name: string) => readFileSync(path.join(FIXTURES, name));

/** A JPEG with EXIF GPS coordinates, as phones write them. */
export async function jpegWithGps(width = 800, height = 600): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 150, g: 60, b: 110 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'PhoneMaker', Model: 'Phone 12' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '55/1 40/1 5/1',
        GPSLongitudeRef: 'E',
        GPSLongitude: '12/1 34/1 8/1',
      },
    })
    .toBuffer();
}

export const pngImage = (width = 400, height = 400) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();

export type FilePart = { name: string; data: Buffer; filename: string; type: string };

/**
 * A real multipart/form-data body, encoded the way browsers do it (through the Fetch API): the text
 * fields first, as the web client sends them, or after the files (`filesFirst`), as any client may.
 */
export async function multipart(
  fields: Record<string, string | number | undefined>,
  files: FilePart[] = [],
  filesFirst = false,
) {
  const form = new FormData();
  const appendFields = () => {
    for (const [key, value] of Object.entries(fields))
      if (value !== undefined) form.append(key, String(value));
  };
  if (!filesFirst) appendFields();
  for (const file of files)
    form.append(file.name, new Blob([new Uint8Array(file.data)], { type: file.type }), file.filename);
  if (filesFirst) appendFields();
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

let ipCounter = 0;
/** A fresh client address, so per-IP limits of one test do not leak into the next. */
export const freshIp = () =>
  `10.${Math.floor(++ipCounter / 250) % 250}.${ipCounter % 250}.${1 + (ipCounter % 200)}`;

let emailCounter = 0;
export const uniqueEmail = (prefix = 'reg') =>
  `${prefix}${++emailCounter}-${Date.now().toString(36)}@example.dk`;

let phoneCounter = 0;
/** A Danish number no other test account has: a shared number puts the newer advert in the safety queue. */
const uniquePhone = () =>
  `${20 + Math.floor(++phoneCounter / 1_000_000)} ${String(phoneCounter % 1_000_000).padStart(6, '0')}`;

/** Every field of a valid registration, consents included. */
export function registrationForm(overrides: Record<string, string | number | undefined> = {}) {
  return {
    name: 'Sofie',
    email: uniqueEmail(),
    password: 'velvet-Sommer-2026',
    confirmPassword: 'velvet-Sommer-2026',
    phone_code: '+45',
    phone_number: uniquePhone(),
    phone_country_code: 'dk',
    zip_code: '2100',
    address: 'Østerbrogade 10',
    city: 'København Ø',
    state: '84',
    country: 'Denmark',
    latitude: '55.6997',
    longitude: '12.5792',
    age: '27',
    height: '170',
    weight: '58',
    burst: '75C',
    about: '<p>Hello <strong>there</strong></p>',
    eye_color: 'Green',
    hair_color: 'Brown',
    sex: 'Woman',
    is_user: '0',
    user_interests: '[]',
    consent_adult: 'true',
    consent_independent: 'true',
    consent_terms: 'true',
    ...overrides,
  };
}

/** A main image and one gallery image, both JPEGs with GPS data. */
export async function registrationFiles(): Promise<FilePart[]> {
  return [
    { name: 'main_image', data: await jpegWithGps(), filename: 'main.jpg', type: 'image/jpeg' },
    { name: 'images[0]', data: await jpegWithGps(640, 480), filename: 'a.jpg', type: 'image/jpeg' },
  ];
}

export async function postRegistration(
  app: App,
  fields: Record<string, string | number | undefined>,
  files: FilePart[],
  lang: 'en' | 'da' = 'en',
  filesFirst = false,
) {
  const body = await multipart(fields, files, filesFirst);
  return app.inject({
    method: 'POST',
    url: '/api/auth/register',
    remoteAddress: freshIp(),
    headers: { ...body.headers, 'accept-language': lang },
    payload: body.payload,
  });
}

/** Saves the profile form as the dashboard sends it (multipart), from a fresh IP, in `lang` when given. */
export async function postProfileUpdate(
  app: App,
  headers: Record<string, string>,
  fields: Record<string, string | number | undefined>,
  files: FilePart[] = [],
  lang?: string,
) {
  const body = await multipart(fields, files);
  return app.inject({
    method: 'POST',
    url: '/api/escort/update-profile',
    remoteAddress: freshIp(),
    headers: { ...headers, ...body.headers, ...(lang ? { 'accept-language': lang } : {}) },
    payload: body.payload,
  });
}

/** Every regular file under DATA_DIR/media (empty folders do not count). */
export function mediaFiles(dataDir: string): string[] {
  const root = path.join(dataDir, 'media');
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)));
}

/** JSON POST from a fresh IP. */
export function postJson(app: App, url: string, body: unknown, headers: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: body as Record<string, unknown>,
    remoteAddress: freshIp(),
    headers,
  });
}

/** Signs in through the API with what the sign-in form sends, from a fresh IP. */
export function postLogin(app: App, email: string, password: string) {
  return postJson(app, '/api/auth/login', { email, password, is_user: 0 });
}

/**
 * Sends an emailed code with what the code screens send (type 0: the registration code, which verifies the
 * email and signs in to pay; type 1: a reset code), from a fresh IP.
 */
export function postCode(app: App, email: string, otp: string, type: 0 | 1 = 0) {
  return postJson(app, '/api/auth/verify-otp', { email, otp, type, is_user: 0 });
}
