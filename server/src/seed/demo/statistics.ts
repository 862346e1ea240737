import type { advertDailyStats } from '../../db/schema.ts';
import { addDays, statsDay } from '../../modules/stats/index.ts';
import { createRandom } from './random.ts';

/** Days of counts each demo advert gets, ending today: the dashboard's 30 days and the 30 it compares with. */
const DEMO_STATS_DAYS = 60;
/** Its own seed: the catalogue's draws (names, places, artwork) stay what they were. */
const STATS_SEED = 20_260_302;

type StatsRow = typeof advertDailyStats.$inferInsert;

/**
 * Views and phone and chat clicks per advert and day, as a young directory sees them: a few to a few dozen
 * views a day by advert, more at the weekend, slowly growing, some quiet days; a click for every dozen or
 * so views, now and then a booking request. Validated adverts (more prominent) draw more. Only sums, as the real counting keeps.
 */
export function planDemoStatistics(
  adverts: { advertiserId: number; validated: boolean }[],
  now: Date = new Date(),
  days = DEMO_STATS_DAYS,
): StatsRow[] {
  const random = createRandom(STATS_SEED);
  const today = statsDay(now);
  const rows: StatsRow[] = [];
  for (const advert of adverts) {
    const base = random.float(4, 18) * (advert.validated ? 1.8 : 1);
    const growth = random.float(0, 0.6);
    for (let back = days - 1; back >= 0; back--) {
      const day = addDays(today, -back);
      const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
      const weekend = weekday === 5 || weekday === 6 ? 1.45 : weekday === 0 ? 1.15 : 1;
      const trend = 1 + (growth * (days - back)) / days;
      const quiet = random.chance(0.06) ? 0.2 : 1;
      const views = Math.max(0, Math.round(base * weekend * trend * quiet * random.float(0.7, 1.3)));
      rows.push({
        advertiserId: advert.advertiserId,
        day,
        views,
        phone: Math.round(views * random.float(0.03, 0.11)),
        chat: Math.round(views * random.float(0.02, 0.08)),
        bookings: random.chance(views / 150) ? 1 : 0,
      });
    }
  }
  return rows;
}
