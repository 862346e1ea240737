import { isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { duoLinks } from '../../db/schema.ts';
import { accountCalls, appForFile, expectFieldErrors } from '../../../test/helpers.ts';
import { makeSignedIn } from '../../../test/factories.ts';

// The answer cache is on, as in production: a duo shows, and ends, at once.
const ctx = appForFile({}, { listCacheMs: 60_000 });
const db = () => ctx.deps.database.db;

const duo = accountCalls(ctx, '/api/account/duo');
const link = (guid: string) => `http://localhost:3000/details?guid=${guid}`;

const publicDuo = async (guid: string) =>
  (await ctx.app.inject({ url: `/api/escort/getById/${guid}` })).json().data.escort.duo as unknown;
const duoSearch = async (town: string) =>
  (
    (await ctx.app.inject({ url: `/api/escort/search?address=${town}&duo=1` })).json().data.escorts as {
      guid: string;
      duo: unknown;
    }[]
  ).map((e) => ({ guid: e.guid, duo: e.duo }));

async function pair(town: string) {
  const a = await makeSignedIn(db(), { city: town, name: `Anna ${town}` });
  const b = await makeSignedIn(db(), { city: town, name: `Bea ${town}` });
  return { a, b };
}

describe('duo', () => {
  it('requires authentication', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await duo(method, {}, { advert_link: 'x' })).statusCode).toBe(401);
    expect((await duo('POST', {}, { guid: 'x' }, 'en', '/accept')).statusCode).toBe(401);
  });

  it('is invited by link, confirmed by the other, public on both adverts and in duo=1, and ended by either at once', async () => {
    const { a, b } = await pair('Duoby');
    const sent = await duo('POST', a.headers, { advert_link: link(b.account.guid) });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({
      duo: null,
      invited: { guid: b.account.guid, name: 'Bea Duoby' },
      invitations: [],
    });
    // Not a duo until confirmed.
    expect(await publicDuo(a.account.guid)).toBeNull();
    expect(await duoSearch('Duoby')).toEqual([]);
    const seen = await duo('GET', b.headers);
    expect(seen.json().data.invitations).toEqual([{ guid: a.account.guid, name: 'Anna Duoby' }]);

    const accepted = await duo('POST', b.headers, { guid: a.account.guid }, 'en', '/accept');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data.duo).toEqual({ guid: a.account.guid, name: 'Anna Duoby' });
    expect(await publicDuo(a.account.guid)).toEqual({ guid: b.account.guid, name: 'Bea Duoby' });
    expect(await publicDuo(b.account.guid)).toEqual({ guid: a.account.guid, name: 'Anna Duoby' });
    expect(await duoSearch('Duoby')).toEqual(
      expect.arrayContaining([
        { guid: a.account.guid, duo: { guid: b.account.guid, name: 'Bea Duoby' } },
        { guid: b.account.guid, duo: { guid: a.account.guid, name: 'Anna Duoby' } },
      ]),
    );

    const ended = await duo('DELETE', b.headers);
    expect(ended.statusCode).toBe(200);
    expect(ended.json().data).toEqual({ duo: null, invited: null, invitations: [] });
    expect(await publicDuo(a.account.guid)).toBeNull();
    expect(await duoSearch('Duoby')).toEqual([]);
  });

  it('refuses a bad link, the own advert, a hidden advert and a third link, at the field, linking nothing', async () => {
    const { a, b } = await pair('Trioby');
    const c = await makeSignedIn(db(), { city: 'Trioby' });
    const hidden = await makeSignedIn(db(), { activatedAt: null });
    const cases: [Record<string, string>, string, number, string][] = [
      [
        a.headers,
        'not a link',
        422,
        'This is not the link of an advert. Copy the address of the other advert page.',
      ],
      [a.headers, link(a.account.guid), 422, 'This is your own advert. Paste the link of the other advert.'],
      [a.headers, link(hidden.account.guid), 422, 'We cannot find a public advert at this link.'],
      [
        hidden.headers,
        link(a.account.guid),
        409,
        'Your advert must be public (verified, paid, not paused) to form a duo.',
      ],
    ];
    for (const [headers, advertLink, status, message] of cases) {
      const res = await duo('POST', headers, { advert_link: advertLink });
      expect(res.statusCode, advertLink).toBe(status);
      expectFieldErrors(res, { advert_link: [message] });
    }
    const empty = await duo('POST', a.headers, { advert_link: '' }, 'da');
    expectFieldErrors(empty, { advert_link: ['Indsæt linket til den anden annonce.'] });

    // A and B are a duo; C can invite neither, and neither can invite C.
    await duo('POST', a.headers, { advert_link: b.account.guid });
    await duo('POST', b.headers, { guid: a.account.guid }, 'en', '/accept');
    const third = await duo('POST', c.headers, { advert_link: link(a.account.guid) });
    expect(third.statusCode).toBe(409);
    expectFieldErrors(third, { advert_link: ['This advert is already in a duo: a duo is two adverts.'] });
    const fromDuo = await duo('POST', b.headers, { advert_link: link(c.account.guid) });
    expect(fromDuo.statusCode).toBe(409);
    const [{ n }] = (await db()
      .select({ n: sql<number>`count(*)::int` })
      .from(duoLinks)
      .where(isNull(duoLinks.endedAt))) as [{ n: number }];
    expect(n).toBe(1);
  });

  it('accepting one invitation ends every other open one of both, and an old invitation cannot be accepted', async () => {
    const { a, b } = await pair('Choiceby');
    const c = await makeSignedIn(db(), { city: 'Choiceby' });
    await duo('POST', a.headers, { advert_link: link(c.account.guid) });
    await duo('POST', b.headers, { advert_link: link(c.account.guid) });
    expect((await duo('GET', c.headers)).json().data.invitations).toHaveLength(2);
    expect((await duo('POST', c.headers, { guid: a.account.guid }, 'en', '/accept')).statusCode).toBe(200);
    const late = await duo('POST', c.headers, { guid: b.account.guid }, 'en', '/accept');
    expect(late.statusCode).toBe(404);
    expect((await duo('GET', b.headers)).json().data).toEqual({ duo: null, invited: null, invitations: [] });
  });

  it('caps invitations: one open at a time, the same advert once a week, five a day', async () => {
    const inviter = await makeSignedIn(db(), { city: 'Capby' });
    const targets = await Promise.all(Array.from({ length: 7 }, () => makeSignedIn(db(), { city: 'Capby' })));
    const invite = (i: number) =>
      duo('POST', inviter.headers, { advert_link: link(targets[i]!.account.guid) });
    expect((await invite(0)).statusCode).toBe(200);
    const second = await invite(1);
    expect(second.statusCode).toBe(409);
    expectFieldErrors(second, {
      advert_link: ['You have already invited an advert. Withdraw that invitation first.'],
    });
    await duo('DELETE', inviter.headers);
    const again = await invite(0);
    expect(again.statusCode).toBe(429);
    expectFieldErrors(again, {
      advert_link: ['You invited this advert recently. Ask her to look at her dashboard.'],
    });
    for (let i = 1; i <= 4; i += 1) {
      expect((await invite(i)).statusCode).toBe(200);
      await duo('DELETE', inviter.headers);
    }
    const sixth = await invite(5);
    expect(sixth.statusCode).toBe(429);
    expectFieldErrors(sixth, {
      advert_link: ['You can send at most 5 duo invitations a day. Try again tomorrow.'],
    });
  });
});
