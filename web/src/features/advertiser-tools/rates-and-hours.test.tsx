import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';
import { RatesAndHours } from './rates-and-hours';

const closed = { mon: null, tue: null, wed: null, thu: null, fri: null, sat: null, sun: null };
const hours = { ...closed, mon: { from: '10:00', to: '22:00' }, fri: { from: '18:00', to: '23:30' } };

// Only the date is controlled: React and the queries keep their real timers.
beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
afterEach(() => vi.useRealTimers());

describe("the advert page's opening line, by the Danish clock", () => {
  it.each([
    // Friday 4 December 2026, 20:00 in Copenhagen (CET).
    ['2026-12-04T19:00:00Z', 'en', 'Open now, until 23:30'],
    // Danish pages write times as Intl does on every other Danish page: 23.30.
    ['2026-12-04T19:00:00Z', 'da', 'Åben nu, til 23.30'],
    // The same Friday at noon: it opens later today.
    ['2026-12-04T11:00:00Z', 'en', 'Closed now · opens at 18:00'],
    ['2026-12-04T11:00:00Z', 'da', 'Lukket nu · åbner kl. 18.00'],
    // Saturday noon: next open on Monday.
    ['2026-12-05T11:00:00Z', 'en', 'Closed now · opens Monday at 10:00'],
    ['2026-12-05T11:00:00Z', 'da', 'Lukket nu · åbner mandag kl. 10.00'],
  ] as const)('at %s in %s says "%s"', async (now, lang, text) => {
    vi.setSystemTime(new Date(now));
    await renderApp(<RatesAndHours rates={[]} hours={hours} />, { lang });
    expect(await screen.findByTestId('open-now')).toHaveTextContent(text);
  });
});
