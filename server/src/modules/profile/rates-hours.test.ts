import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { danishClock, type AdvertRate, type OpeningHours } from '@velvet/contract';
import { advertisers } from '../../db/schema.ts';
import { makeSignedIn } from '../../../test/factories.ts';
import { appForFile, expectFieldErrors } from '../../../test/helpers.ts';
import { postProfileUpdate } from '../../../test/requests.ts';

const ctx = appForFile();
const db = () => ctx.deps.database.db;

const RATES: AdvertRate[] = [
  { minutes: 30, price: 1000, place: 'incall' },
  { minutes: 60, price: 1800, place: 'incall' },
  { minutes: 60, price: 2200, place: 'outcall' },
];
const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
const HOURS: OpeningHours = {
  ...closed,
  mon: { from: '10:00', to: '22:00' },
  sat: { from: '18:00', to: '24:00' },
};

const save = (headers: Record<string, string>, fields: Record<string, string>, lang = 'en') =>
  postProfileUpdate(ctx.app, headers, fields, [], lang);
const publicAdvert = async (guid: string) =>
  (await ctx.app.inject({ url: `/api/escort/getById/${guid}` })).json().data.escort as {
    rates: AdvertRate[];
    hours: OpeningHours | null;
  };
const stored = async (id: number) =>
  (
    await db()
      .select({ rates: advertisers.rates, hours: advertisers.hours })
      .from(advertisers)
      .where(eq(advertisers.id, id))
  )[0]!;

describe('rates and opening hours', () => {
  it('are saved through update-profile as JSON fields and shown in the public advert exactly as saved', async () => {
    const who = await makeSignedIn(db());
    const res = await save(who.headers, { rates: JSON.stringify(RATES), hours: JSON.stringify(HOURS) });
    expect(res.statusCode, res.body).toBe(200);
    expect(await publicAdvert(who.account.guid)).toMatchObject({ rates: RATES, hours: HOURS });
    const own = await ctx.app.inject({
      url: `/api/escort/get-user-id/${who.account.id}`,
      headers: who.headers,
    });
    expect(own.json().data.user).toMatchObject({ rates: RATES, hours: HOURS });

    // Absent: unchanged. Empty: removed.
    await save(who.headers, { name: 'Renamed' });
    expect(await stored(who.account.id)).toEqual({ rates: RATES, hours: HOURS });
    await save(who.headers, { rates: '[]', hours: '' });
    expect(await publicAdvert(who.account.guid)).toMatchObject({ rates: [], hours: null });
  });

  it('refuses every bad field with its own message in both languages, and saves nothing of the form', async () => {
    const who = await makeSignedIn(db(), { rates: RATES, hours: HOURS });
    const nine = Array.from({ length: 9 }, () => RATES[0]);
    const bad = await save(who.headers, {
      name: 'Not saved either',
      rates: JSON.stringify([
        { minutes: 60, price: 0, place: 'incall' },
        { minutes: 5, price: 1_000_000, place: 'sofa' },
      ]),
      hours: JSON.stringify({
        ...HOURS,
        tue: { from: '22:00', to: '10:00' },
        wed: { from: '9', to: '17:00' },
      }),
    });
    expect(bad.statusCode).toBe(422);
    expectFieldErrors(bad, {
      'rates.0.price': ['Enter a price between 1 and 99,999 kr., in whole kroner.'],
      'rates.1.minutes': ['Enter a duration between 15 minutes and 24 hours, in whole minutes.'],
      'rates.1.price': ['Enter a price between 1 and 99,999 kr., in whole kroner.'],
      'rates.1.place': ['Choose incall or outcall.'],
      'hours.tue.to': ['The closing time must be after the opening time.'],
      'hours.wed.from': ['Enter a time as HH:MM, for example 18:00.'],
    });
    const da = await save(who.headers, { rates: JSON.stringify(nine) }, 'da');
    expectFieldErrors(da, { rates: ['Tilføj højst 8 priser.'] });
    const unreadable = await save(who.headers, { hours: '{not json' }, 'da');
    expectFieldErrors(unreadable, { hours: ['Åbningstiderne kunne ikke læses. Angiv dem igen.'] });
    const row = await stored(who.account.id);
    expect(row).toEqual({ rates: RATES, hours: HOURS });
    const [named] = await db()
      .select({ name: advertisers.name })
      .from(advertisers)
      .where(eq(advertisers.id, who.account.id));
    expect(named!.name).not.toBe('Not saved either');
  });

  it('names what is wrong with each unreadable rates or hours field, in both languages', async () => {
    const who = await makeSignedIn(db(), { rates: RATES, hours: HOURS });
    const week = (day: unknown) => JSON.stringify({ ...HOURS, mon: day });
    const { mon: _, ...noMonday } = HOURS;
    const cases: [fields: Record<string, string>, field: string, en: string, da: string][] = [
      [
        { rates: '[{"minutes":60,' },
        'rates',
        'The rates could not be read. Set them again.',
        'Priserne kunne ikke læses. Angiv dem igen.',
      ],
      [
        { rates: '{"minutes":60,"price":1000,"place":"incall"}' },
        'rates',
        'The rates must be a list. Set them again.',
        'Priserne skal være en liste. Angiv dem igen.',
      ],
      [
        { rates: '[60]' },
        'rates.0',
        'Each rate needs a duration, a price and incall or outcall.',
        'Hver pris skal have en varighed, en pris og hos mig eller hos dig.',
      ],
      [
        { rates: JSON.stringify(Array.from({ length: 9 }, () => RATES[0])) },
        'rates',
        'Add at most 8 rates.',
        'Tilføj højst 8 priser.',
      ],
      [
        { hours: '{"mon":' },
        'hours',
        'The opening hours could not be read. Set them again.',
        'Åbningstiderne kunne ikke læses. Angiv dem igen.',
      ],
      [
        { hours: '[1,2,3]' },
        'hours',
        'The opening hours must give each day of the week. Set them again.',
        'Åbningstiderne skal angive hver dag i ugen. Angiv dem igen.',
      ],
      [
        { hours: week('10-22') },
        'hours.mon',
        'Give this day an opening and a closing time, or mark it closed.',
        'Giv dagen en åbnings- og en lukketid, eller marker den som lukket.',
      ],
      [
        { hours: JSON.stringify(noMonday) },
        'hours.mon',
        'Give this day an opening and a closing time, or mark it closed.',
        'Giv dagen en åbnings- og en lukketid, eller marker den som lukket.',
      ],
      [
        { hours: week({ from: 10, to: '22:00' }) },
        'hours.mon.from',
        'Enter a time as HH:MM, for example 18:00.',
        'Angiv et klokkeslæt som TT:MM, for eksempel 18:00.',
      ],
    ];
    for (const [fields, field, en, da] of cases) {
      const answers = [await save(who.headers, fields, 'en'), await save(who.headers, fields, 'da')];
      for (const res of answers) expect(res.statusCode, JSON.stringify(fields)).toBe(422);
      expect(
        answers.map((res) => (res.json() as { errors: Record<string, string[]> }).errors),
        JSON.stringify(fields),
      ).toEqual([{ [field]: [en] }, { [field]: [da] }]);
    }
    expect(await stored(who.account.id)).toEqual({ rates: RATES, hours: HOURS });
  });

  it('escort/search?open_now=1 lists only adverts whose hours hold the Danish time now', async () => {
    // The clock the database's open-now filter reads: the weekday and hour in Denmark.
    const { day, time } = danishClock(new Date());
    const hour = Number(time.slice(0, 2));
    const pad = (n: number) => String(n).padStart(2, '0');
    // An hour either side of now: the test may cross the hour without changing its answer.
    const around = { from: `${pad(Math.max(0, hour - 1))}:00`, to: `${pad(Math.min(24, hour + 2))}:00` };
    const elsewhen =
      hour < 21
        ? { from: `${pad(hour + 2)}:00`, to: `${pad(hour + 3)}:00` }
        : { from: '00:00', to: `${pad(hour - 2)}:00` };
    const open = await makeSignedIn(db(), { city: 'Openby', hours: { ...closed, [day]: around } });
    const shut = await makeSignedIn(db(), { city: 'Openby', hours: { ...closed, [day]: elsewhen } });
    const none = await makeSignedIn(db(), { city: 'Openby' });
    const res = await ctx.app.inject({ url: '/api/escort/search?open_now=1&address=Openby' });
    expect(res.statusCode, res.body).toBe(200);
    const guids = (res.json().data.escorts as { guid: string }[]).map((e) => e.guid);
    expect(guids).toEqual([open.account.guid]);
    const all = await ctx.app.inject({ url: '/api/escort/search?address=Openby' });
    expect((all.json().data.escorts as unknown[]).length).toBe(3);
    expect([shut, none].map((w) => guids.includes(w.account.guid))).toEqual([false, false]);
  });
});
