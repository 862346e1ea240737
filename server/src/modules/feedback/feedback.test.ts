import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Envelope, Feedback } from '@velvet/contract';
import { testimonials } from '../../db/schema.ts';
import { appForFile, postFromFreshAddresses } from '../../../test/helpers.ts';
import { makeAdvertiser } from '../../../test/factories.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

const post = postFromFreshAddresses(ctx, '/api/feedback', '10.1.0');
const list = async (escortId: string | number) => {
  const res = await ctx.app.inject(`/api/feedback/user/${escortId}`);
  return { res, body: res.json() as Envelope<{ feedbacks: Feedback[] }> };
};

describe('POST feedback → pending → approved → public', () => {
  it('stores a testimonial as pending; it is listed only once approved', async () => {
    const advert = await makeAdvertiser(db());
    const res = await post({ guid: advert.guid, name: '  Mads ', rating: 5, message: 'Lovely evening.' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      status: true,
      message: 'Thank you! Your testimonial will be shown once it has been approved.',
      data: { status: 'pending' },
    });
    const [stored] = await db().select().from(testimonials).where(eq(testimonials.advertiserId, advert.id));
    expect(stored).toMatchObject({ name: 'Mads', rating: 5, message: 'Lovely evening.', status: 'pending' });

    expect((await list(advert.id)).body.data.feedbacks).toEqual([]);
    await db()
      .update(testimonials)
      .set({ status: 'approved', moderatedAt: new Date() })
      .where(eq(testimonials.id, stored!.id));
    const { body } = await list(advert.id);
    expect(body).toMatchObject({ status: true });
    expect(body.data.feedbacks).toEqual([
      { id: stored!.id, name: 'Mads', rating: 5, message: 'Lovely evening.', created_at: expect.any(String) },
    ]);
    // The advert's guid works as escortId too.
    expect((await list(advert.guid)).body.data.feedbacks).toHaveLength(1);
  });

  it('lists approved ones only, newest first, each once', async () => {
    const advert = await makeAdvertiser(db());
    const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
    await db()
      .insert(testimonials)
      .values([
        {
          advertiserId: advert.id,
          name: 'Old',
          rating: 3,
          message: 'a',
          status: 'approved',
          createdAt: at(30),
        },
        {
          advertiserId: advert.id,
          name: 'New',
          rating: 4,
          message: 'b',
          status: 'approved',
          createdAt: at(1),
        },
        {
          advertiserId: advert.id,
          name: 'Waiting',
          rating: 5,
          message: 'c',
          status: 'pending',
          createdAt: at(0),
        },
        {
          advertiserId: advert.id,
          name: 'Rejected',
          rating: 0,
          message: 'd',
          status: 'rejected',
          createdAt: at(0),
        },
      ]);
    const { body } = await list(advert.id);
    expect(body.data.feedbacks.map((f) => f.name)).toEqual(['New', 'Old']);
    expect(new Set(body.data.feedbacks.map((f) => f.id)).size).toBe(2);
  });

  it('accepts ratings 0 to 5 as whole numbers only', async () => {
    const advert = await makeAdvertiser(db());
    expect((await post({ guid: advert.guid, name: 'Zero', rating: 0, message: 'Meh' })).statusCode).toBe(201);
    for (const rating of [6, -1, 2.5, '4', null]) {
      const res = await post({ guid: advert.guid, name: 'X', rating, message: 'Y' });
      expect(res.statusCode, String(rating)).toBe(422);
      expect(res.json().errors.rating).toEqual(['Choose a rating from 0 to 5 stars.']);
    }
  });

  it('requires name and message, in both languages', async () => {
    const advert = await makeAdvertiser(db());
    const res = await post({ guid: advert.guid, name: '   ', rating: 3 });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      status: false,
      errors: { name: ['Name is required'], message: ['Message is required'] },
    });
    const da = await post({ guid: advert.guid, rating: 3, message: 'x'.repeat(2001) }, { lang: 'da' });
    expect(da.json().errors).toEqual({ name: ['Navn er påkrævet'], message: ['Beskeden er for lang.'] });
    expect((await post('not json at all')).statusCode).toBeGreaterThanOrEqual(400);
    // A NUL byte cannot be stored in PostgreSQL text: refused up front, never a 500.
    const nul = await post({ guid: advert.guid, name: 'a\u0000b', rating: 3, message: 'ok' });
    expect(nul.statusCode).toBe(422);
    expect(nul.json().errors).toEqual({ name: ['This text contains characters that are not allowed.'] });
  });

  it('refuses hidden, unknown and malformed adverts', async () => {
    const hidden = await makeAdvertiser(db(), { suspendedAt: new Date() });
    expect((await post({ guid: hidden.guid, name: 'A', rating: 3, message: 'B' })).statusCode).toBe(404);
    expect(
      (await post({ guid: '00000000-0000-4000-8000-000000000000', name: 'A', rating: 3, message: 'B' }))
        .statusCode,
    ).toBe(404);
    expect((await post({ guid: "x' or 1=1", name: 'A', rating: 3, message: 'B' })).statusCode).toBe(422);
    for (const id of [hidden.id, hidden.guid, 'abc', '99999999999', "1' or '1'='1"]) {
      const { res, body } = await list(encodeURIComponent(String(id)));
      expect(res.statusCode, String(id)).toBe(404);
      expect(body.status).toBe(false);
    }
  });

  it('is rate limited per address (5 an hour) with a 429 envelope', async () => {
    const advert = await makeAdvertiser(db());
    const ipAddress = '10.9.9.9';
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await post({ guid: advert.guid, name: `N${i}`, rating: 4, message: 'ok' }, { ip: ipAddress }))
          .statusCode,
      ).toBe(201);
    }
    const limited = await post(
      { guid: advert.guid, name: 'N6', rating: 4, message: 'ok' },
      { ip: ipAddress },
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      status: false,
      // The wait in words; the seconds in retry_after.
      message: expect.stringMatching(
        /^Too many requests\. Please try again in \d+ (seconds?|minutes?|hours?)\.$/,
      ),
      data: { retry_after: expect.any(Number) },
    });
    expect((await post({ guid: advert.guid, name: 'Other', rating: 4, message: 'ok' })).statusCode).toBe(201);
  });
});
