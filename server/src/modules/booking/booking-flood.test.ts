import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingRequests, outbox } from '../../db/schema.ts';
import { accountCalls, appForFile, postFromFreshAddresses } from '../../../test/helpers.ts';
import { makeAdvertiser, makeSignedIn } from '../../../test/factories.ts';
import { sendBookingDigests } from './service.ts';

/**
 * Booking requests must not flood an advertiser: an advert takes at most 20 an hour and 60 a day, from
 * whichever addresses they come, and its owner may take one digest a day instead of an email each.
 */
const ctx = appForFile({}, { mailWorker: false });
const db = () => ctx.deps.database.db;
const post = postFromFreshAddresses(ctx, '/api/booking', '10.7.0');

const request = (guid: string, first = 'Jens') => ({
  guid,
  first_name: first,
  last_name: 'Hansen',
  contact_number: '+45 12 34 56 78',
  email: 'jens@example.test',
  age: 34,
  visit: 'incall',
  details: `Hello from ${first}`,
});

const stored = (advertiserId: number) =>
  db().select().from(bookingRequests).where(eq(bookingRequests.advertiserId, advertiserId));
const mailsTo = (to: string) => db().select().from(outbox).where(eq(outbox.to, to));
/** The advert's requests were sent `hours` ago. */
const age = (advertiserId: number, hours: number) =>
  db()
    .update(bookingRequests)
    .set({ createdAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(bookingRequests.advertiserId, advertiserId));

describe('booking requests to one advert', () => {
  it('are capped at 20 an hour whatever the sender address, with a clear message in both languages', async () => {
    const advert = await makeAdvertiser(db());
    for (let i = 0; i < 20; i++) expect((await post(request(advert.guid))).statusCode).toBe(201);
    const en = await post(request(advert.guid));
    expect(en.statusCode).toBe(429);
    expect(en.json().message).toBe(
      'This advertiser has received many booking requests in the last hour. Please try again later.',
    );
    const da = await post(request(advert.guid), { lang: 'da' });
    expect(da.json().message).toBe(
      'Denne annoncør har fået mange bookingforespørgsler den seneste time. Prøv igen senere.',
    );
    expect(await stored(advert.id)).toHaveLength(20);
    expect(await mailsTo(advert.email)).toHaveLength(20);
    // Another advert is not affected.
    const other = await makeAdvertiser(db());
    expect((await post(request(other.guid))).statusCode).toBe(201);
    // An hour later the advert takes requests again.
    await age(advert.id, 2);
    expect((await post(request(advert.guid))).statusCode).toBe(201);
  });

  it('are capped at 60 a day', async () => {
    const advert = await makeAdvertiser(db());
    for (let round = 0; round < 3; round++) {
      for (let i = 0; i < 20; i++) expect((await post(request(advert.guid))).statusCode).toBe(201);
      await age(advert.id, 2 + round);
    }
    const refused = await post(request(advert.guid), { lang: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(
      'This advertiser has received many booking requests today. Please try again tomorrow.',
    );
    expect(await stored(advert.id)).toHaveLength(60);
    await age(advert.id, 25);
    expect((await post(request(advert.guid))).statusCode).toBe(201);
  });
});

describe('the daily digest of booking requests', () => {
  const digest = accountCalls(ctx, '/api/account/booking-digest');

  it('requires authentication', async () => {
    expect((await digest('GET', {})).statusCode).toBe(401);
    expect((await digest('POST', {}, { daily: true })).statusCode).toBe(401);
  });

  it('sends one email a day with the day before’s requests, in the language she chose, instead of one each', async () => {
    const who = await makeSignedIn(db(), { name: 'Digest Dorthe' });
    expect((await digest('GET', who.headers)).json().data).toEqual({ daily: false });
    const on = await digest('POST', who.headers, { daily: true }, 'da');
    expect(on.statusCode, on.body).toBe(200);
    expect(on.json()).toMatchObject({
      message: 'Du får nu én e-mail om dagen med dagens bookingforespørgsler.',
      data: { daily: true },
    });
    for (const first of ['Anna', 'Bo'])
      expect((await post(request(who.account.guid, first))).statusCode).toBe(201);
    // Stored, not mailed one by one.
    expect(await stored(who.account.id)).toHaveLength(2);
    expect(await mailsTo(who.account.email)).toEqual([]);
    // Today's requests wait for tomorrow's digest.
    expect(await sendBookingDigests(ctx.deps)).toBe(0);
    await db()
      .update(bookingRequests)
      .set({ createdAt: sql`now() - interval '1 day'` })
      .where(eq(bookingRequests.advertiserId, who.account.id));
    expect(await sendBookingDigests(ctx.deps)).toBe(1);
    expect(await sendBookingDigests(ctx.deps)).toBe(0);
    const [mail, ...more] = await mailsTo(who.account.email);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({
      template: 'booking_digest',
      lang: 'da',
      subject: '2 bookingforespørgsler i går',
    });
    expect(mail!.text).toContain('Hej Digest Dorthe,');
    expect(mail!.text).toContain('Hello from Anna');
    expect(mail!.text).toContain('Hello from Bo');

    // Switched off: one email a request again.
    expect((await digest('POST', who.headers, { daily: false })).json().data).toEqual({ daily: false });
    expect((await post(request(who.account.guid, 'Carl'))).statusCode).toBe(201);
    const after = await db()
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, who.account.email), eq(outbox.template, 'booking')));
    expect(after).toHaveLength(1);
  });
});
