import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import { makeSignedIn } from '../../../test/factories.ts';
import { appForFile } from '../../../test/helpers.ts';
import { IMAGE_MAX_PIXELS } from '../../adapters/images.ts';
import {
  freshIp,
  mediaFiles,
  multipart,
  postRegistration,
  registrationFiles,
  registrationForm,
} from '../../../test/requests.ts';

/**
 * Multipart bodies as a broken or hostile client sends them, on both multipart calls: the answer is a
 * 400 envelope in the caller's language, nothing is logged as an error and no file is left behind.
 */

const errorLogs: string[] = [];
const ctx = appForFile(
  {},
  { logger: { level: 'error', stream: { write: (line: string) => void errorLogs.push(line) } } },
);

type Call = { url: string; headers: () => Promise<Record<string, string>> };
const calls: [string, Call][] = [
  ['auth/register', { url: '/api/auth/register', headers: async () => ({}) }],
  [
    'escort/update-profile',
    {
      url: '/api/escort/update-profile',
      headers: async () => (await makeSignedIn(ctx.deps.database.db)).headers,
    },
  ],
];

/** A valid body with its boundary, to be broken in the ways the cases below describe. */
async function validBody() {
  return multipart(registrationForm(), await registrationFiles());
}

const malformed: [string, () => Promise<{ payload: Buffer; contentType: string }>][] = [
  ['no boundary', async () => ({ payload: (await validBody()).payload, contentType: 'multipart/form-data' })],
  [
    'a truncated body',
    async () => {
      const body = await validBody();
      return {
        payload: body.payload.subarray(0, Math.floor(body.payload.length / 2)),
        contentType: body.headers['content-type'],
      };
    },
  ],
  [
    'a boundary that the body does not use',
    async () => ({
      payload: (await validBody()).payload,
      contentType: 'multipart/form-data; boundary=----not-the-one-in-the-body',
    }),
  ],
];

describe.each(calls)('malformed multipart on %s', (_name, call) => {
  it.each(malformed)('answers 400 with the envelope for %s', async (_case, make) => {
    const { payload, contentType } = await make();
    for (const lang of ['en', 'da'] as const) {
      errorLogs.length = 0;
      const res = await ctx.app.inject({
        method: 'POST',
        url: call.url,
        remoteAddress: freshIp(),
        headers: { ...(await call.headers()), 'content-type': contentType, 'accept-language': lang },
        payload,
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({
        status: false,
        message: translate(lang, 'errors.multipart_invalid'),
        data: {},
      });
      expect(errorLogs, errorLogs.join('\n')).toEqual([]);
    }
    expect(mediaFiles(ctx.dataDir)).toEqual([]);
  });
});

describe('an image over the pixel cap', () => {
  it('says how many megapixels are allowed, in English and Danish', async () => {
    const huge = await sharp({ create: { width: 8000, height: 5001, channels: 3, background: '#000' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const megapixels = IMAGE_MAX_PIXELS / 1_000_000;
    for (const lang of ['en', 'da'] as const) {
      const files = await registrationFiles();
      files[1] = { name: 'images[0]', data: huge, filename: 'huge.png', type: 'image/png' };
      const res = await postRegistration(ctx.app, registrationForm(), files, lang);
      expect(res.statusCode, res.body).toBe(422);
      const reason = translate(lang, 'media.image_too_large', { megapixels });
      expect(reason).toContain(String(megapixels));
      const expected = `${lang === 'en' ? 'Photo' : 'Billede'} 1 (huge.png): ${reason}`;
      expect(res.body).not.toContain('{megapixels}');
      expect(res.json().message).toBe(expected);
      expect(res.json().errors.images).toEqual([expected]);
    }

    const { headers } = await makeSignedIn(ctx.deps.database.db);
    const body = await multipart({}, [
      { name: 'images[0]', data: huge, filename: 'huge.png', type: 'image/png' },
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/escort/update-profile',
      remoteAddress: freshIp(),
      headers: { ...headers, ...body.headers, 'accept-language': 'da' },
      payload: body.payload,
    });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.body).not.toContain('{megapixels}');
    expect(res.json().errors.images).toEqual([
      `Billede 1 (huge.png): ${translate('da', 'media.image_too_large', { megapixels })}`,
    ]);
  });
});
