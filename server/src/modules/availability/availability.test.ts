import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertisers, availabilityStarts } from '../../db/schema.ts';
import { accountCalls, appForFile } from '../../../test/helpers.ts';
import { makeSignedIn } from '../../../test/factories.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000);
const validated = () => makeSignedIn(db(), { packageUntil: inDays(30) });

const call = accountCalls(ctx, '/api/account/available');

async function searchAvailable() {
  const res = await ctx.app.inject({
    method: 'GET',
    url: '/api/escort/search?available_now=1&page_size=100',
  });
  expect(res.statusCode).toBe(200);
  return res.json().data.escorts as { guid: string; available_until: string | null }[];
}

describe('available now', () => {
  it('requires authentication', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await call(method, {}, method === 'POST' ? { hours: 2 } : undefined);
      expect(res.statusCode).toBe(401);
    }
  });

  it('shows the advert as available for the asked hours in every public answer and the filter', async () => {
    const { account, headers } = await validated();
    const before = Date.now();
    const res = await call('POST', headers, { hours: 3 });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(res.json().message).toBe('Your advert is shown as available now.');
    const until = Date.parse(data.available_until);
    expect(until).toBeGreaterThanOrEqual(before + 3 * 3_600_000 - 5_000);
    expect(until).toBeLessThanOrEqual(Date.now() + 3 * 3_600_000 + 5_000);
    expect(data).toMatchObject({ starts_today: 1, starts_left_today: 1, starts_per_day: 2, eligible: true });

    const detail = await ctx.app.inject({ method: 'GET', url: `/api/escort/getById/${account.guid}` });
    expect(detail.json().data.escort.available_until).toBe(data.available_until);
    const normal = await ctx.app.inject({ method: 'GET', url: '/api/escort/normal?page_size=100' });
    const card = normal.json().data.escorts.find((c: { guid: string }) => c.guid === account.guid);
    expect(card.available_until).toBe(data.available_until);
    expect((await searchAvailable()).map((c) => c.guid)).toContain(account.guid);

    const ended = await call('DELETE', headers, undefined, 'da');
    expect(ended.statusCode).toBe(200);
    expect(ended.json().message).toBe('Din annonce vises ikke længere som ledig nu.');
    expect(ended.json().data).toMatchObject({ available_until: null, starts_left_today: 1 });
    expect((await searchAvailable()).map((c) => c.guid)).not.toContain(account.guid);
    const after = await ctx.app.inject({ method: 'GET', url: `/api/escort/getById/${account.guid}` });
    expect(after.json().data.escort.available_until).toBeNull();
  });

  it('allows two starts a day, extending included, then says why not in both languages', async () => {
    const { headers } = await validated();
    expect((await call('POST', headers, { hours: 1 })).statusCode).toBe(200);
    expect((await call('POST', headers, { hours: 12 })).statusCode).toBe(200);
    const third = await call('POST', headers, { hours: 2 });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(
      'You can start "Available now" at most twice a day. Try again tomorrow.',
    );
    const da = await call('POST', headers, { hours: 2 }, 'da');
    expect(da.json().message).toBe('Du kan starte "Ledig nu" højst to gange om dagen. Prøv igen i morgen.');
    const state = (await call('GET', headers)).json().data;
    expect(state).toMatchObject({ starts_today: 2, starts_left_today: 0 });
    // The second start replaced the first window: 12 hours from then.
    expect(Date.parse(state.available_until)).toBeGreaterThan(Date.now() + 11 * 3_600_000);
  });

  it("counts yesterday's starts against yesterday only", async () => {
    const { account, headers } = await validated();
    const yesterday = new Date(Date.now() - 30 * 3_600_000);
    await db()
      .insert(availabilityStarts)
      .values([
        { advertiserId: account.id, hours: 2, startedAt: yesterday },
        { advertiserId: account.id, hours: 2, startedAt: yesterday },
      ]);
    expect((await call('POST', headers, { hours: 2 })).statusCode).toBe(200);
  });

  it('refuses hours outside 1 to 12 and non-whole hours', async () => {
    const { headers } = await validated();
    for (const hours of [0, 13, 1.5, '2', null]) {
      const res = await call('POST', headers, { hours });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.hours).toEqual(['Choose between 1 and 12 hours.']);
    }
    expect((await call('GET', headers)).json().data.starts_today).toBe(0);
  });

  it('is only for public adverts with an active package', async () => {
    const expired = await makeSignedIn(db(), { packageUntil: inDays(-1) });
    const hidden = await makeSignedIn(db(), { packageUntil: inDays(30), suspendedAt: new Date() });
    const unpaid = await makeSignedIn(db(), { packageUntil: inDays(30), activatedAt: null });
    for (const { headers } of [expired, hidden, unpaid]) {
      const res = await call('POST', headers, { hours: 2 });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(
        'Only a public advert with an active package can be shown as available now.',
      );
      expect((await call('GET', headers)).json().data).toMatchObject({
        eligible: false,
        available_until: null,
      });
    }
  });

  it('stops showing the badge when the package lapses during the window', async () => {
    const { account, headers } = await validated();
    await call('POST', headers, { hours: 4 });
    await db()
      .update(advertisers)
      .set({ packageUntil: inDays(-0.01) })
      .where(eq(advertisers.id, account.id));
    const detail = await ctx.app.inject({ method: 'GET', url: `/api/escort/getById/${account.guid}` });
    expect(detail.json().data.escort.available_until).toBeNull();
    expect((await searchAvailable()).map((c) => c.guid)).not.toContain(account.guid);
  });
});
