import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reports } from '../../db/schema.ts';
import { buildTestApp, readEmail, type TestContext } from '../../../test/helpers.ts';
import { makeAdmin, makeAdvertiser, makeSignedIn } from '../../../test/factories.ts';
import { SUPPORT_EMAIL } from '@velvet/contract';

describe('POST /api/reports', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await buildTestApp();
  });
  afterAll(async () => ctx.close());

  // Each request comes from its own address so the rate limit only bites in its own test.
  let ip = 0;
  const post = (payload: unknown, headers: Record<string, string> = {}) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/reports',
      payload: payload as object,
      headers,
      remoteAddress: `10.0.0.${++ip}`,
    });

  /** The reports stored about an advertiser. */
  const reportsOn = (advertiserId: number) =>
    ctx.deps.database.db.select().from(reports).where(eq(reports.advertiserId, advertiserId));

  it('accepts an anonymous underage report, stores no reporter and answers with a receipt', async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db);
    const res = await post({ guid: advert.guid, reason: 'underage', details: 'Looks very young' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.status).toBe(true);
    expect(body.message).toBe('Thank you. Your report has been received.');
    expect(body.data.receipt).toMatch(/^VR-\d{6}$/);
    expect(Number.isNaN(Date.parse(body.data.received_at))).toBe(false);
    const [row] = await reportsOn(advert.id);
    expect(row).toMatchObject({
      reason: 'underage',
      details: 'Looks very young',
      reporterEmail: null,
      status: 'open',
    });
    // Urgent reasons reach the operators' mailbox at once.
    const mail = await readEmail(ctx.app, SUPPORT_EMAIL);
    expect(mail?.subject).toContain(body.data.receipt);
  });

  it('accepts an anonymous trafficking report without details, and never ties a signed-in visitor to it', async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db);
    const visitor = await makeSignedIn(ctx.deps.database.db);
    const res = await post({ guid: advert.guid, reason: 'trafficking' }, visitor.headers);
    expect(res.statusCode).toBe(201);
    const [row] = await reportsOn(advert.id);
    expect(row).toMatchObject({ reason: 'trafficking', details: '', reporterEmail: null });
  });

  it('keeps the optional email, lower-cased, and treats a blank email as none', async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db);
    expect(
      (
        await post({
          guid: advert.guid,
          reason: 'scam',
          details: 'Asked for a deposit',
          email: 'Reporter@Example.test',
        })
      ).statusCode,
    ).toBe(201);
    expect((await post({ guid: advert.guid, reason: 'fake_photos', email: '  ' })).statusCode).toBe(201);
    const rows = await reportsOn(advert.id);
    expect(rows.map((r) => r.reporterEmail)).toEqual(expect.arrayContaining(['reporter@example.test', null]));
    expect(rows).toHaveLength(2);
  });

  it('validates reason, details for "other", email and the advert, in the requested language', async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db);
    const noReason = await post({ guid: advert.guid, details: 'x' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['Please choose a reason.']);

    const other = await post({ guid: advert.guid, reason: 'other' }, { 'accept-language': 'da' });
    expect(other.statusCode).toBe(422);
    expect(other.json().errors.details).toEqual(['Beskriv venligst problemet.']);

    const badEmail = await post({ guid: advert.guid, reason: 'scam', email: 'not-an-email' });
    expect(badEmail.json().errors.email).toEqual(['Please enter a valid email address or leave it empty.']);

    const tooLong = await post({ guid: advert.guid, reason: 'scam', details: 'x'.repeat(2001) });
    expect(tooLong.statusCode).toBe(422);

    const unknown = await post({ guid: '00000000-0000-4000-8000-000000000000', reason: 'scam' });
    expect(unknown.statusCode).toBe(404);
    const admin = await makeAdmin(ctx.deps.database.db);
    expect((await post({ guid: admin.guid, reason: 'scam' })).statusCode).toBe(404);
  });

  it('is rate limited per visitor: the sixth report within 15 minutes gets 429', async () => {
    const advert = await makeAdvertiser(ctx.deps.database.db);
    const from = { remoteAddress: '10.9.9.9' };
    const send = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/reports',
        payload: { guid: advert.guid, reason: 'scam', details: 'x' },
        ...from,
      });
    for (let i = 0; i < 5; i += 1) expect((await send()).statusCode).toBe(201);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      status: false,
      message: expect.stringMatching(
        /^Too many requests\. Please try again in \d+ (seconds?|minutes?|hours?)\.$/,
      ),
    });
  });
});
