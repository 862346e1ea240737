import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { advertiserPackages, advertisers } from '../../db/schema.ts';
import { accountCalls, appForFile, expectFieldErrors } from '../../../test/helpers.ts';
import { makePackage, makePackagePeriod, makeSignedIn } from '../../../test/factories.ts';

// The answer cache is on, as in production: a pause must leave it at once.
const ctx = appForFile({}, { listCacheMs: 60_000 });
const db = () => ctx.deps.database.db;
const DAY = 86_400_000;

const pause = accountCalls(ctx, '/api/account/pause');

/** Where a visitor could meet the advert: search, the nearby list, its page, the sitemap. */
async function publicTraces(guid: string, town: string) {
  const search = await ctx.app.inject({ url: `/api/escort/search?address=${encodeURIComponent(town)}` });
  const all = await ctx.app.inject({ url: '/api/escort/all?latitude=55.4&longitude=10.38' });
  const page = await ctx.app.inject({ url: `/api/escort/getById/${guid}` });
  const sitemap = await ctx.app.inject({ url: '/sitemap.xml' });
  return {
    search: (search.json().data.escorts as { guid: string }[]).some((e) => e.guid === guid),
    total: search.json().data.pagination?.total as number | undefined,
    nearby: (all.json().data.escorts as { guid: string }[]).some((e) => e.guid === guid),
    page: page.statusCode,
    sitemap: sitemap.body.includes(guid),
  };
}

/** The clock moved on: the pause began (and, with an end, ends) `days` earlier than stored. */
async function pausedDaysAgo(id: number, days: number) {
  await db()
    .update(advertisers)
    .set({
      pausedAt: sql`${advertisers.pausedAt} - make_interval(secs => ${days * 86_400})`,
      pausedUntil: sql`${advertisers.pausedUntil} - make_interval(secs => ${days * 86_400})`,
    })
    .where(eq(advertisers.id, id));
}

async function periodsOf(id: number) {
  return db()
    .select({ startsAt: advertiserPackages.startsAt, endsAt: advertiserPackages.endsAt })
    .from(advertiserPackages)
    .where(eq(advertiserPackages.advertiserId, id))
    .orderBy(advertiserPackages.startsAt);
}
const packageUntil = async (id: number) =>
  (await db().select({ at: advertisers.packageUntil }).from(advertisers).where(eq(advertisers.id, id)))[0]!
    .at!;

describe('pause', () => {
  it('requires authentication', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await pause(method, {})).statusCode).toBe(401);
  });

  it('takes the advert out of every public answer at once, cached or not, and back on resume', async () => {
    const who = await makeSignedIn(db(), { city: 'Pausable', latitude: 55.4, longitude: 10.38 });
    const before = await publicTraces(who.account.guid, 'Pausable');
    expect(before).toMatchObject({ search: true, nearby: true, page: 200, sitemap: true, total: 1 });

    const paused = await pause('POST', who.headers, {});
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({
      message: 'Your advert is paused: nobody can find it until it shows again.',
      data: { paused: true, starts_at: null, credit_days_max: 30 },
    });
    // The same questions, answered from the cache a moment ago, no longer show it.
    expect(await publicTraces(who.account.guid, 'Pausable')).toEqual({
      search: false,
      total: 0,
      nearby: false,
      page: 404,
      sitemap: false,
    });
    expect((await pause('GET', who.headers)).json().data.paused).toBe(true);

    const resumed = await pause('DELETE', who.headers, undefined, 'da');
    expect(resumed.json()).toMatchObject({ message: 'Din annonce vises igen.', data: { paused: false } });
    expect(await publicTraces(who.account.guid, 'Pausable')).toMatchObject({ search: true, page: 200 });
  });

  it('with starts_at it shows again by itself at that time, the package credited for the pause', async () => {
    const pkg = await makePackage(db(), { title: 'Pause Std', durationDays: 30 });
    const who = await makeSignedIn(db(), { city: 'Scheduled' });
    const period = await makePackagePeriod(db(), who.account.id, pkg.id, { days: 30, daysAgo: 10 });
    const startsAt = new Date(Date.now() + 5 * DAY);
    const res = await pause('POST', who.headers, { starts_at: startsAt.toISOString() });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ paused: true, starts_at: startsAt.toISOString() });
    const end = (await periodsOf(who.account.id))[0]!.endsAt.getTime();
    // Five days paused: five days more of the package (to the second the pause was asked for).
    expect(Math.abs(end - (period.endsAt.getTime() + 5 * DAY))).toBeLessThan(5_000);
    expect((await packageUntil(who.account.id)).getTime()).toBe(end);
    expect((await publicTraces(who.account.guid, 'Scheduled')).page).toBe(404);

    // Six days on, with nothing run meanwhile, it is public again and no longer paused.
    await pausedDaysAgo(who.account.id, 6);
    ctx.app.listCache.clear();
    expect(await publicTraces(who.account.guid, 'Scheduled')).toMatchObject({ search: true, page: 200 });
    expect((await pause('GET', who.headers)).json().data).toMatchObject({ paused: false, starts_at: null });
    // Resuming after the end changes nothing more.
    await pause('DELETE', who.headers);
    expect((await periodsOf(who.account.id))[0]!.endsAt.getTime()).toBe(end);
  });

  it('resumed by hand: the running period and the ones stacked after it move by the paused time', async () => {
    const pkg = await makePackage(db(), { title: 'Pause Stack', durationDays: 30 });
    const who = await makeSignedIn(db(), { name: 'Stacked Sif' });
    const running = await makePackagePeriod(db(), who.account.id, pkg.id, { days: 30, daysAgo: 20 });
    const next = await makePackagePeriod(db(), who.account.id, pkg.id, { days: 30, daysAgo: -10 });
    await pause('POST', who.headers, {});
    await pausedDaysAgo(who.account.id, 4);
    const res = await pause('DELETE', who.headers);
    expect(res.statusCode, res.body).toBe(200);
    const [first, second] = await periodsOf(who.account.id);
    const moved = (at: Date) => at.getTime() + 4 * DAY;
    expect(Math.abs(first!.endsAt.getTime() - moved(running.endsAt))).toBeLessThan(5_000);
    expect(first!.startsAt.getTime()).toBe(running.startsAt.getTime());
    const shift = first!.endsAt.getTime() - running.endsAt.getTime();
    expect(second!.startsAt.getTime()).toBe(next.startsAt.getTime() + shift);
    expect(second!.endsAt.getTime()).toBe(next.endsAt.getTime() + shift);
    expect(res.json().data.validated_until).toBe(second!.endsAt.toISOString());
  });

  it('a scheduled pause resumed early by hand keeps only the time it really lasted', async () => {
    const pkg = await makePackage(db(), { title: 'Pause Early', durationDays: 30 });
    const who = await makeSignedIn(db(), { name: 'Early Eja' });
    const period = await makePackagePeriod(db(), who.account.id, pkg.id, { days: 30, daysAgo: 10 });
    await pause('POST', who.headers, { starts_at: new Date(Date.now() + 10 * DAY).toISOString() });
    // Credited the ten days it was asked for, in advance.
    const credited = (await periodsOf(who.account.id))[0]!.endsAt.getTime();
    expect(Math.abs(credited - (period.endsAt.getTime() + 10 * DAY))).toBeLessThan(5_000);

    await pausedDaysAgo(who.account.id, 3);
    const res = await pause('DELETE', who.headers);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ paused: false, starts_at: null });
    // Three days paused, so three days more: the seven not used are taken back.
    const end = (await periodsOf(who.account.id))[0]!.endsAt.getTime();
    expect(Math.abs(end - (period.endsAt.getTime() + 3 * DAY))).toBeLessThan(5_000);
    expect((await packageUntil(who.account.id)).getTime()).toBe(end);
    expect((await publicTraces(who.account.guid, 'Early')).page).toBe(200);
  });

  it('credits at most 30 days per package period, over all its pauses', async () => {
    const pkg = await makePackage(db(), { title: 'Pause Cap', durationDays: 60 });
    const who = await makeSignedIn(db(), { name: 'Capped Cim' });
    const period = await makePackagePeriod(db(), who.account.id, pkg.id, { days: 60, daysAgo: 50 });
    await pause('POST', who.headers, {});
    await pausedDaysAgo(who.account.id, 20);
    await pause('DELETE', who.headers);
    await pause('POST', who.headers, {});
    await pausedDaysAgo(who.account.id, 25);
    await pause('DELETE', who.headers);
    const end = (await periodsOf(who.account.id))[0]!.endsAt.getTime();
    expect(Math.abs(end - (period.endsAt.getTime() + 30 * DAY))).toBeLessThan(5_000);
  });

  it('refuses a resume time in the past or unreadable, in both languages, and pauses nothing', async () => {
    const who = await makeSignedIn(db(), { name: 'Careful Cai' });
    const past = await pause('POST', who.headers, { starts_at: new Date(Date.now() - DAY).toISOString() });
    expect(past.statusCode).toBe(422);
    expectFieldErrors(past, { starts_at: ['Choose a time in the future for the advert to show again.'] });
    const da = await pause('POST', who.headers, { starts_at: 'i morgen' }, 'da');
    expectFieldErrors(da, { starts_at: ['Angiv dato og klokkeslæt, hvor annoncen skal vises igen.'] });
    const far = await pause('POST', who.headers, {
      starts_at: new Date(Date.now() + 400 * DAY).toISOString(),
    });
    expectFieldErrors(far, { starts_at: ['A pause can end at most a year from now.'] });
    expect((await pause('GET', who.headers)).json().data.paused).toBe(false);
  });
});
