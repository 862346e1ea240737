import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { translate } from '@velvet/contract';
import { advertisers } from '../src/db/schema.ts';
import { freshIp, multipart } from './requests.ts';
import { makeSignedIn } from './factories.ts';
import { appForFile } from './helpers.ts';

/** Names and one-line fields through the real routes: refused with the envelope's field error, or composed. */
const ctx = appForFile();

describe('names and one-line fields', () => {
  it('refuses a right-to-left override in the contact form, in Danish too', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: freshIp(),
      headers: { 'accept-language': 'da' },
      payload: { name: 'Sofie\u202Egnp.exe', email: 'sofie@example.dk' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.name).toEqual([translate('da', 'errors.text_invalid')]);
  });

  it('refuses a line break or a zero-width space in a profile name, and stores NFC', async () => {
    const { account, headers } = await makeSignedIn(ctx.deps.database.db);
    const update = async (fields: Record<string, string>) => {
      const body = await multipart(fields);
      return ctx.app.inject({
        method: 'POST',
        url: '/api/escort/update-profile',
        remoteAddress: freshIp(),
        headers: { ...headers, ...body.headers, 'accept-language': 'en' },
        payload: body.payload,
      });
    };
    for (const name of ['Sofie\nAdministrator', 'So\u200Bfie']) {
      const res = await update({ name });
      expect(res.statusCode, JSON.stringify(name)).toBe(422);
      expect(res.json().errors.name).toEqual([translate('en', 'errors.text_invalid')]);
    }
    const ok = await update({ name: 'Rene\u0301e', city: 'Ko\u0308ge' });
    expect(ok.statusCode, ok.body).toBe(200);
    const [row] = await ctx.deps.database.db.select().from(advertisers).where(eq(advertisers.id, account.id));
    expect(row!.name).toBe('Ren\u00e9e');
    expect(row!.city).toBe('K\u00f6ge');
  });
});
