import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRequests } from '../../db/schema.ts';
import { appForFile, postFromFreshAddresses, readEmail } from '../../../test/helpers.ts';
import { makeAdvertiser } from '../../../test/factories.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

const post = postFromFreshAddresses(ctx, '/api/booking', '10.2.0');

/** The booking requests stored for an advertiser. */
const requestsTo = (advertiserId: number) =>
  db().select().from(bookingRequests).where(eq(bookingRequests.advertiserId, advertiserId));

const valid = (guid: string) => ({
  guid,
  first_name: 'Jens',
  last_name: 'Hansen',
  contact_number: '+45 12 34 56 78',
  email: 'jens@example.test',
  address: 'Vestergade 1',
  address2: '2. tv',
  country: 'Denmark',
  city: 'Aarhus C',
  postal_code: '8000',
  age: 34,
  details: 'Friday at 20:00, <b>dinner</b> first.',
  visit: 'outcall',
});

describe('POST booking', () => {
  it('asks for the home address only for an outcall, and takes a bounded time and a duration', async () => {
    const advert = await makeAdvertiser(db(), { name: 'Maja' });
    const soon = new Date(Date.now() + 2 * 86_400_000).toISOString();
    const incall = await post({
      ...valid(advert.guid),
      visit: 'incall',
      preferred_at: soon,
      duration_minutes: 90,
    });
    expect(incall.statusCode, incall.body).toBe(201);
    const [stored] = await requestsTo(advert.id);
    // An incall needs no home address: what was typed is not kept.
    expect(stored).toMatchObject({
      visit: 'incall',
      address: '',
      city: '',
      postalCode: '',
      durationMinutes: 90,
    });
    expect(stored!.preferredAt?.toISOString()).toBe(soon);
    const mail = await readEmail(ctx.app, advert.email);
    expect(mail!.text).toContain('Ønsket tid:');
    expect(mail!.text).toContain('Varighed: 90 minutter');
    expect(mail!.text).toContain('Duration: 90 minutes');

    for (const lang of ['en', 'da'] as const) {
      const outcall = await post(
        { ...valid(advert.guid), address: '', city: '', postal_code: '', visit: 'outcall' },
        { lang },
      );
      expect(outcall.statusCode).toBe(422);
      expect(outcall.json().errors.address).toEqual([
        lang === 'da' ? 'Ved outcall skal du angive adressen.' : 'For an outcall, please give the address.',
      ]);
      const past = await post(
        { ...valid(advert.guid), preferred_at: new Date(Date.now() - 86_400_000).toISOString() },
        { lang },
      );
      expect(past.statusCode).toBe(422);
      expect(past.json().errors.preferred_at).toHaveLength(1);
      const far = await post(
        { ...valid(advert.guid), preferred_at: new Date(Date.now() + 91 * 86_400_000).toISOString() },
        { lang },
      );
      expect(far.statusCode).toBe(422);
      const odd = await post({ ...valid(advert.guid), duration_minutes: 45 }, { lang });
      expect(odd.json().errors.duration_minutes).toHaveLength(1);
    }
  });

  it('stores the request and emails it to the advertiser, never revealing their email', async () => {
    const advert = await makeAdvertiser(db(), { name: 'Sofie' });
    const res = await post(valid(advert.guid));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ status: true, message: 'Your booking request has been sent.', data: {} });
    expect(res.body).not.toContain(advert.email);

    const [stored] = await requestsTo(advert.id);
    expect(stored).toMatchObject({
      firstName: 'Jens',
      lastName: 'Hansen',
      contactNumber: '+45 12 34 56 78',
      email: 'jens@example.test',
      address2: '2. tv',
      postalCode: '8000',
      age: 34,
    });

    const mail = await readEmail(ctx.app, advert.email);
    expect(mail?.subject).toBe('Ny bookingforespørgsel / New booking request — Jens Hansen');
    expect(mail?.text).toContain('Hej Sofie,');
    expect(mail?.text).toContain('Hello Sofie,');
    expect(mail?.text).toContain('Telefon: +45 12 34 56 78');
    expect(mail?.text).toContain('Email: jens@example.test');
    expect(mail?.text).toContain('Postal code and city: 8000 Aarhus C');
    expect(mail?.text).toContain('Friday at 20:00, <b>dinner</b> first.');
  });

  it('needs only names, contact number, email and age', async () => {
    const advert = await makeAdvertiser(db());
    const res = await post({
      guid: advert.guid,
      first_name: 'A',
      last_name: 'B',
      contact_number: '12345678',
      email: 'a@b.dk',
      age: '40',
    });
    expect(res.statusCode).toBe(201);
    const mail = await readEmail(ctx.app, advert.email);
    expect(mail?.text).not.toContain('Adresse:');
  });

  it('validates every field with translated messages', async () => {
    const advert = await makeAdvertiser(db());
    const res = await post({
      guid: advert.guid,
      first_name: '',
      email: 'not-an-email',
      contact_number: 'call me',
      age: 17,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      first_name: ['First name is required'],
      last_name: ['Last name is required'],
      contact_number: ['Please enter a valid contact number.'],
      email: ['Please enter a valid email address.'],
      age: ['You must be at least 18 years old.'],
    });
    const da = await post({ ...valid(advert.guid), email: '', details: 'x'.repeat(2001) }, { lang: 'da' });
    expect(da.json().errors).toEqual({ email: ['E-mail er påkrævet'], details: ['Teksten er for lang.'] });
    const nul = await post({ ...valid(advert.guid), details: 'hi\u0000' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ details: ['This text contains characters that are not allowed.'] });
    for (const age of [undefined, '', null, 'abc']) {
      const missingAge = await post({ ...valid(advert.guid), age });
      expect(missingAge.json().errors, String(age)).toEqual({ age: ['Age is required'] });
    }
  });

  it('refuses hidden and unknown adverts and sends nothing', async () => {
    const hidden = await makeAdvertiser(db(), { activatedAt: null });
    const res = await post(valid(hidden.guid));
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('This advert does not exist or is no longer available.');
    expect(await readEmail(ctx.app, hidden.email)).toBeUndefined();
    expect((await post(valid('00000000-0000-4000-8000-000000000000'))).statusCode).toBe(404);
    expect((await post(valid("'; drop table booking_requests; --"))).statusCode).toBe(422);
  });

  it('is rate limited per address with a 429 envelope', async () => {
    const advert = await makeAdvertiser(db());
    for (let i = 0; i < 5; i += 1)
      expect((await post(valid(advert.guid), { ip: '10.9.9.8' })).statusCode).toBe(201);
    const limited = await post(valid(advert.guid), { ip: '10.9.9.8', lang: 'da' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: false,
      // The wait in words; the seconds in retry_after.
      message: expect.stringMatching(
        /^For mange forespørgsler\. Prøv igen om \d+ (sekunder?|minut(ter)?|timer?)\.$/,
      ),
      data: { retry_after: expect.any(Number) },
    });
  });
});
