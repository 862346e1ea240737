import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { danishDay } from '@velvet/contract';
import { advertiserTours, advertisers } from '../../db/schema.ts';
import { accountCalls, appForFile, expectFieldErrors } from '../../../test/helpers.ts';
import { makePackage, makePackagePeriod, makeSignedIn } from '../../../test/factories.ts';

// The answer cache is on, as in production: adding a tour must reach the lists at once.
const ctx = appForFile({}, { listCacheMs: 60_000 });
const db = () => ctx.deps.database.db;
const DAY = 86_400_000;
/** The Danish date `n` days from today. */
const day = (n: number) => danishDay(new Date(Date.now() + n * DAY));

const account = accountCalls(ctx, '/api/account/tours');
const tours = (
  method: 'GET' | 'POST' | 'DELETE',
  headers: Record<string, string>,
  payload?: unknown,
  lang = 'en',
  id?: number,
) => account(method, headers, payload, lang, id === undefined ? '' : `/${id}`);

/**
 * The clock moved on by `days`: every stored tour of the account starts and ends that much earlier (the
 * public lists read tours against now(), so this is the clock as they see it).
 */
async function daysPass(advertiserId: number, days: number) {
  const by = sql`make_interval(secs => ${days * 86_400})`;
  await db()
    .update(advertiserTours)
    .set({
      startsAt: sql`${advertiserTours.startsAt} - ${by}`,
      endsAt: sql`${advertiserTours.endsAt} - ${by}`,
      startsOn: sql`${advertiserTours.startsOn} - ${days}::int`,
      endsOn: sql`${advertiserTours.endsOn} - ${days}::int`,
    })
    .where(eq(advertiserTours.advertiserId, advertiserId));
  ctx.app.listCache.clear();
}

type Card = { guid: string; visiting: { city: string; ends_on: string } | null };
const guids = (res: { json: () => { data: { escorts: Card[] } } }) =>
  res.json().data.escorts.map((e) => e.guid);

/** Where a visitor finds the advert: by postcode, by town name, the town box, nearby a point. */
async function foundBy(guid: string, place: { zip: string; town: string; lat: number; lng: number }) {
  const get = (url: string) => ctx.app.inject({ url });
  const [zip, town, box, nearby] = await Promise.all([
    get(`/api/escort/search?zip_code=${place.zip}`),
    get(`/api/escort/search?address=${encodeURIComponent(place.town)}`),
    get(`/api/escort/search?zip_code=${encodeURIComponent(place.town)}`),
    get(`/api/escort/all?latitude=${place.lat}&longitude=${place.lng}`),
  ]);
  return {
    zip: guids(zip).includes(guid),
    town: guids(town).includes(guid),
    box: guids(box).includes(guid),
    nearest: guids(nearby)[0] === guid,
  };
}

const ODENSE = { zip: '5000', town: 'Odense C', lat: 55.4, lng: 10.39 };
const AALBORG = { zip: '9000', town: 'Aalborg', lat: 57.05, lng: 9.92 };

describe('tours', () => {
  it('requires authentication', async () => {
    expect((await tours('GET', {})).statusCode).toBe(401);
    expect(
      (await tours('POST', {}, { zip_code: '9000', starts_on: day(1), ends_on: day(2) })).statusCode,
    ).toBe(401);
    expect((await tours('DELETE', {}, undefined, 'en', 1)).statusCode).toBe(401);
  });

  it('finds the advert in the tour town from its first to the end of its last day, then home again', async () => {
    const who = await makeSignedIn(db(), {
      name: 'Touring Tove',
      city: 'Odense C',
      zipCode: '5000',
      latitude: ODENSE.lat,
      longitude: ODENSE.lng,
    });
    const guid = who.account.guid;
    const added = await tours('POST', who.headers, { zip_code: '9000', starts_on: day(2), ends_on: day(4) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({
      message: 'Tour added.',
      data: {
        tour: { zip_code: '9000', city: 'Aalborg', starts_on: day(2), ends_on: day(4), current: false },
      },
    });
    const id = added.json().data.tour.id as number;
    expect((await tours('GET', who.headers)).json().data.tours).toEqual([added.json().data.tour]);

    // Before it starts: at home, the tour listed ahead on the advert.
    expect(await foundBy(guid, ODENSE)).toEqual({ zip: true, town: true, box: true, nearest: true });
    expect(await foundBy(guid, AALBORG)).toMatchObject({ zip: false, town: false, box: false });
    const before = (await ctx.app.inject({ url: `/api/escort/getById/${guid}` })).json().data.escort;
    expect(before.visiting).toBeNull();
    expect(before.tours).toEqual([{ city: 'Aalborg', zip_code: '9000', starts_on: day(2), ends_on: day(4) }]);

    // Two days on, with nothing run: in Aalborg, and no longer at home.
    await daysPass(who.account.id, 2);
    expect(await foundBy(guid, AALBORG)).toEqual({ zip: true, town: true, box: true, nearest: true });
    expect(await foundBy(guid, ODENSE)).toMatchObject({ zip: false, town: false, box: false });
    const search = await ctx.app.inject({ url: '/api/escort/search?zip_code=9000' });
    const card = (search.json().data.escorts as Card[]).find((e) => e.guid === guid)!;
    expect(card.visiting).toEqual({ city: 'Aalborg', zip_code: '9000', starts_on: day(0), ends_on: day(2) });
    const during = (await ctx.app.inject({ url: `/api/escort/getById/${guid}` })).json().data.escort;
    expect(during.visiting).toMatchObject({ city: 'Aalborg', ends_on: day(2) });
    expect((await tours('GET', who.headers)).json().data.tours[0]).toMatchObject({ id, current: true });

    // Past the end of its last day: home by itself, the tour gone from the advert.
    await daysPass(who.account.id, 3);
    expect(await foundBy(guid, ODENSE)).toEqual({ zip: true, town: true, box: true, nearest: true });
    expect(await foundBy(guid, AALBORG)).toMatchObject({ zip: false, town: false, box: false });
    const after = (await ctx.app.inject({ url: `/api/escort/getById/${guid}` })).json().data.escort;
    expect(after).toMatchObject({ visiting: null, tours: [] });
    expect((await tours('GET', who.headers)).json().data.tours).toEqual([]);
  });

  it('takes a town by name, and "available now" follows the tour town', async () => {
    const pkg = await makePackage(db(), { title: 'Tour Std', durationDays: 30 });
    const who = await makeSignedIn(db(), {
      name: 'Available Asta',
      city: 'Odense C',
      zipCode: '5000',
      availableUntil: new Date(Date.now() + 3 * 3_600_000),
    });
    await makePackagePeriod(db(), who.account.id, pkg.id, { days: 30, daysAgo: 1 });
    const added = await tours('POST', who.headers, { town: 'århus c', starts_on: day(0), ends_on: day(0) });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data.tour).toMatchObject({ zip_code: '8000', city: 'Aarhus C', current: true });
    const near = await ctx.app.inject({ url: '/api/escort/search?zip_code=8000&available_now=1' });
    expect(guids(near)).toContain(who.account.guid);
    const home = await ctx.app.inject({ url: '/api/escort/search?zip_code=5000&available_now=1' });
    expect(guids(home)).not.toContain(who.account.guid);
  });

  it("takes a town as people write it, at the town's main postcode", async () => {
    // The whole table of spellings is in the geocoder's tests; these few go the whole way through.
    const who = await makeSignedIn(db(), { name: 'Spelling Sille' });
    const took: string[] = [];
    for (const town of ['Aarhus', 'Arhus', 'Copenhagen', 'Ålborg', 'Odense']) {
      const added = await tours('POST', who.headers, { town, starts_on: day(1), ends_on: day(1) });
      if (added.statusCode !== 200) {
        took.push(`${town} → ${added.statusCode}`);
        continue;
      }
      const { tour } = added.json().data as { tour: { id: number; zip_code: string; city: string } };
      took.push(`${town} → ${tour.zip_code} ${tour.city}`);
      await tours('DELETE', who.headers, undefined, 'en', tour.id);
    }
    expect(took).toEqual([
      'Aarhus → 8000 Aarhus C',
      'Arhus → 8000 Aarhus C',
      'Copenhagen → 1001 København K',
      'Ålborg → 9000 Aalborg',
      'Odense → 5000 Odense C',
    ]);
  });

  it('refuses each bad tour with a message on its field, in both languages, and saves nothing', async () => {
    const who = await makeSignedIn(db(), { name: 'Careful Carla' });
    const post = (body: unknown, lang = 'en') => tours('POST', who.headers, body, lang);
    const past = await post({ zip_code: '9000', starts_on: day(-1), ends_on: day(1) });
    expect(past.statusCode).toBe(422);
    expectFieldErrors(past, {
      starts_on: ['A tour cannot start in the past. Choose today or a later day.'],
    });
    expectFieldErrors(await post({ zip_code: '9000', starts_on: day(-1), ends_on: day(1) }, 'da'), {
      starts_on: ['En tur kan ikke starte i fortiden. Vælg i dag eller en senere dag.'],
    });
    expectFieldErrors(await post({ zip_code: '0001', starts_on: day(1), ends_on: day(1) }), {
      zip_code: ['We do not know this postcode or town in Denmark. Check the spelling.'],
    });
    expectFieldErrors(await post({ town: 'Atlantis', starts_on: day(1), ends_on: day(1) }, 'da'), {
      town: ['Vi kender ikke dette postnummer eller denne by i Danmark. Tjek stavningen.'],
    });
    expectFieldErrors(await post({ starts_on: day(1), ends_on: day(1) }), {
      zip_code: ['Enter the postcode or the name of the town you visit.'],
    });
    expectFieldErrors(await post({ zip_code: '9000', starts_on: day(1), ends_on: day(15) }), {
      ends_on: ['A tour lasts at most 14 days.'],
    });
    expectFieldErrors(await post({ zip_code: '9000', starts_on: day(3), ends_on: day(2) }, 'da'), {
      ends_on: ['Sidste dag skal være samme dag som eller efter første dag.'],
    });
    expectFieldErrors(await post({ zip_code: '9000', starts_on: '2026-02-30', ends_on: day(2) }), {
      starts_on: ['Enter the first day of the tour.'],
    });
    expect((await tours('GET', who.headers)).json().data.tours).toEqual([]);

    // Fourteen days is the most; the next tour may not share a day with it.
    expect((await post({ zip_code: '9000', starts_on: day(1), ends_on: day(14) })).statusCode).toBe(200);
    const overlap = await post({ zip_code: '8000', starts_on: day(14), ends_on: day(16) });
    expect(overlap.statusCode).toBe(422);
    expectFieldErrors(overlap, {
      starts_on: [`These days overlap your tour to Aalborg (${day(1)} – ${day(14)}).`],
    });
    expectFieldErrors(await post({ zip_code: '8000', starts_on: day(10), ends_on: day(11) }, 'da'), {
      starts_on: [`Dagene overlapper din tur til Aalborg (${day(1)} – ${day(14)}).`],
    });
    for (let i = 1; i < 5; i++)
      expect(
        (await post({ zip_code: '8000', starts_on: day(20 * i), ends_on: day(20 * i) })).statusCode,
      ).toBe(200);
    const sixth = await post({ zip_code: '8000', starts_on: day(200), ends_on: day(200) });
    expectFieldErrors(sixth, { starts_on: ['You can plan at most 5 tours ahead. Remove one first.'] });
    expect((await tours('GET', who.headers)).json().data.tours).toHaveLength(5);
  });

  it('removes only the account’s own tour', async () => {
    const owner = await makeSignedIn(db(), { name: 'Owner Olga' });
    const other = await makeSignedIn(db(), { name: 'Other Oda' });
    const id = (
      await tours('POST', owner.headers, { zip_code: '9000', starts_on: day(1), ends_on: day(2) })
    ).json().data.tour.id as number;
    const foreign = await tours('DELETE', other.headers, undefined, 'da', id);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Denne tur er ikke blandt dine ture.');
    expect((await tours('GET', owner.headers)).json().data.tours).toHaveLength(1);
    const removed = await tours('DELETE', owner.headers, undefined, 'en', id);
    expect(removed.json()).toMatchObject({ message: 'Tour removed.' });
    expect((await tours('GET', owner.headers)).json().data.tours).toEqual([]);
    expect((await db().select().from(advertisers).where(eq(advertisers.id, owner.account.id))).length).toBe(
      1,
    );
  });
});
