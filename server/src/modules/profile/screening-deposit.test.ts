import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisers } from '../../db/schema.ts';
import { makeSignedIn } from '../../../test/factories.ts';
import { appForFile, expectFieldErrors } from '../../../test/helpers.ts';
import {
  postProfileUpdate,
  postRegistration,
  registrationFiles,
  registrationForm,
} from '../../../test/requests.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

const TERMS = '500 kr. deposit for outcalls, by MobilePay.\nCancel 24 hours ahead for it back.';

const save = (headers: Record<string, string>, fields: Record<string, string>, lang = 'en') =>
  postProfileUpdate(ctx.app, headers, fields, [], lang);
const publicAdvert = async (guid: string) =>
  (await ctx.app.inject({ url: `/api/escort/getById/${guid}` })).json().data.escort as {
    screening: string;
    deposit_policy: string | null;
  };
const stored = async (id: number) =>
  (
    await db()
      .select({
        screening: advertisers.screening,
        deposit: advertisers.depositPolicy,
        name: advertisers.name,
      })
      .from(advertisers)
      .where(eq(advertisers.id, id))
  )[0]!;

describe('screening and deposit terms', () => {
  it('are saved through update-profile and shown in the public advert and the own profile as saved', async () => {
    const who = await makeSignedIn(db());
    expect(await publicAdvert(who.account.guid)).toMatchObject({ screening: 'none', deposit_policy: null });
    const res = await save(who.headers, { screening: 'references', deposit_policy: `  ${TERMS}  ` });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicAdvert(who.account.guid)).toMatchObject({
      screening: 'references',
      deposit_policy: TERMS,
    });
    const own = await ctx.app.inject({
      url: `/api/escort/get-user-id/${who.account.id}`,
      headers: who.headers,
    });
    expect(own.json().data.user).toMatchObject({ screening: 'references', deposit_policy: TERMS });

    // Absent: unchanged. Blank: no deposit terms.
    await save(who.headers, { name: 'Renamed' });
    expect(await stored(who.account.id)).toMatchObject({ screening: 'references', deposit: TERMS });
    await save(who.headers, { screening: 'none', deposit_policy: '   ' });
    expect(await publicAdvert(who.account.guid)).toMatchObject({ screening: 'none', deposit_policy: null });
  });

  it('refuses an unknown screening and terms over 300 characters at the field, in both languages, saving nothing', async () => {
    const who = await makeSignedIn(db());
    await save(who.headers, { screening: 'phone', deposit_policy: TERMS });
    const bad = await save(who.headers, {
      name: 'Not saved either',
      screening: 'passport-scan',
      deposit_policy: 'x'.repeat(301),
    });
    expect(bad.statusCode).toBe(422);
    expectFieldErrors(bad, {
      screening: ['Choose what screening you require: none, a phone call, references or ID.'],
      deposit_policy: ['Keep the deposit and cancellation terms to 300 characters.'],
    });
    const da = await save(who.headers, { deposit_policy: 'y'.repeat(301) }, 'da');
    expectFieldErrors(da, {
      deposit_policy: ['Hold betingelserne for depositum og afbud på højst 300 tegn.'],
    });
    const hidden = await save(who.headers, { deposit_policy: 'pay\u0000me' });
    expect(hidden.statusCode).toBe(422);
    expect(await stored(who.account.id)).toMatchObject({ screening: 'phone', deposit: TERMS });
    expect((await stored(who.account.id)).name).not.toBe('Not saved either');
  });

  it('are taken at registration, and a bad one refuses the registration with no account made', async () => {
    const files = await registrationFiles();
    const form = registrationForm({ screening: 'id', deposit_policy: TERMS });
    const res = await postRegistration(ctx.app, form, files);
    expect(res.statusCode, res.body).toBe(201);
    expect(await stored(res.json().data.id as number)).toMatchObject({ screening: 'id', deposit: TERMS });

    const badForm = registrationForm({ screening: 'blood-test' });
    const bad = await postRegistration(ctx.app, badForm, await registrationFiles(), 'da');
    expect(bad.statusCode).toBe(422);
    expectFieldErrors(bad, {
      screening: ['Vælg hvilken screening du kræver: ingen, et telefonopkald, referencer eller ID.'],
    });
    const made = await db()
      .select({ id: advertisers.id })
      .from(advertisers)
      .where(eq(advertisers.email, String(badForm.email)));
    expect(made).toEqual([]);
  });
});
