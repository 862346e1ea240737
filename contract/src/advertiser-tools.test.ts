import { describe, expect, it } from 'vitest';
import { danishClock, hoursField, openingState, ratesField, type OpeningHours } from './advertiser-tools.ts';

const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
const hours: OpeningHours = {
  ...closed,
  mon: { from: '10:00', to: '22:00' },
  fri: { from: '18:00', to: '24:00' },
};

describe('the Danish clock of opening hours', () => {
  it('reads weekday and time in Denmark, summer and winter', () => {
    // Monday 2026-06-01 08:30 UTC is 10:30 in Copenhagen (CEST); 2026-12-07 is a Monday in CET.
    expect(danishClock(new Date('2026-06-01T08:30:00Z'))).toEqual({ day: 'mon', time: '10:30' });
    expect(danishClock(new Date('2026-12-07T22:59:00Z'))).toEqual({ day: 'mon', time: '23:59' });
    expect(danishClock(new Date('2026-12-07T23:00:00Z'))).toEqual({ day: 'tue', time: '00:00' });
  });

  it('says open until when, opens later today, or the next day it opens', () => {
    expect(openingState(hours, new Date('2026-06-01T08:30:00Z'))).toEqual({ open: true, until: '22:00' });
    expect(openingState(hours, new Date('2026-06-01T07:00:00Z'))).toEqual({
      open: false,
      next: { day: 'mon', time: '10:00', today: true },
    });
    // Monday 22:00 is closed (to is exclusive); next is Friday.
    expect(openingState(hours, new Date('2026-06-01T20:00:00Z'))).toEqual({
      open: false,
      next: { day: 'fri', time: '18:00', today: false },
    });
    // Friday 23:59 is open until midnight.
    expect(openingState(hours, new Date('2026-06-05T21:59:00Z'))).toEqual({ open: true, until: '24:00' });
    expect(openingState(closed, new Date())).toEqual({ open: false, next: null });
    expect(openingState(null, new Date())).toBeNull();
  });

  it('reads the multipart fields as JSON and refuses what is wrong field by field', () => {
    expect(ratesField.parse('[{"minutes":"60","price":"1500","place":"incall"}]')).toEqual([
      { minutes: 60, price: 1500, place: 'incall' },
    ]);
    expect(hoursField.parse('')).toBeNull();
    expect(hoursField.parse(JSON.stringify(hours))).toEqual(hours);
    const wrong = hoursField.safeParse(JSON.stringify({ ...hours, mon: { from: '23:00', to: '22:00' } }));
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['mon.to', 'tools.hours.from_after_to'],
    ]);
  });
});
