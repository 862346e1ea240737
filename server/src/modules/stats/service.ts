import { isbot } from 'isbot';
import type { AccountStatsData, AdminStatsData, StatsEventType, StatsTotals } from '@velvet/contract';
import type { AppDeps } from '../../deps.ts';
import { isGuid } from '../adverts/index.ts';
import { addDays, statsDay } from './days.ts';
import * as repo from './repo.ts';
import { memorySeenStore, redisSeenStore, visitorHasher, type SeenStore } from './visitor-hash.ts';

type Deps = Pick<AppDeps, 'database' | 'config' | 'redis'>;
type Logger = { error: (obj: object, msg: string) => void };

/** What is counted: the beacon's events, and a booking request sent through the form. */
type CountedEvent = StatsEventType | 'booking';

const FIELD: Record<CountedEvent, 'views' | 'phone' | 'chat' | 'bookings'> = {
  view: 'views',
  phone: 'phone',
  chat: 'chat',
  booking: 'bookings',
};

/** A batch is written at least this often, and as soon as it holds this many advert-days. */
const FLUSH_EVERY_MS = 2000;
const FLUSH_AT_ENTRIES = 2000;

/**
 * Counts beacon events without slowing the page that sent them: `record` only touches memory (or one
 * Redis SET when several instances share the seen-set) after the answer has gone; sums per advert and
 * day are written in one statement per batch.
 */
export function createStatsCounter(deps: Deps, log: Logger, options: { flushEveryMs?: number } = {}) {
  const hasher = visitorHasher(deps.config.statsKey);
  const seen: SeenStore = deps.redis ? redisSeenStore(deps.redis, hasher.namespace) : memorySeenStore();
  let pending = new Map<
    string,
    { guid: string; day: string; views: number; phone: number; chat: number; bookings: number }
  >();
  let writing: Promise<void> = Promise.resolve();

  async function write(batch: typeof pending) {
    if (batch.size === 0) return;
    const entries = [...batch.values()];
    const ids = await repo.visibleIds(deps.database.db, [...new Set(entries.map((e) => e.guid))]);
    const rows: repo.Increment[] = [];
    for (const e of entries) {
      const advertiserId = ids.get(e.guid);
      if (advertiserId !== undefined)
        rows.push({
          advertiserId,
          day: e.day,
          views: e.views,
          phone: e.phone,
          chat: e.chat,
          bookings: e.bookings,
        });
    }
    await repo.addCounts(deps.database.db, rows);
  }

  /** Writes what is pending; batches are written one after another. */
  function flush(): Promise<void> {
    const batch = pending;
    pending = new Map();
    writing = writing.then(() =>
      write(batch).catch((error: unknown) => log.error({ err: error }, 'advert statistics batch lost')),
    );
    return writing;
  }

  // Tests decide when a batch is written (they read the statistics, which writes it first).
  const every = options.flushEveryMs ?? (deps.config.env === 'test' ? 600_000 : FLUSH_EVERY_MS);
  const timer = setInterval(() => void flush(), every);
  timer.unref();

  /**
   * One beacon. Bots and malformed guids are ignored; each address counts once per advert, event and
   * day, whatever browser string it sends, so reloading a page or tapping the phone link again adds
   * nothing. A booking request is a form the server took (validated, rate limited, sent on): it counts
   * whatever its browser string, once per address, advert and day like the rest.
   */
  async function record(event: { guid: string; type: CountedEvent; ip: string; userAgent: string }) {
    if (!isGuid(event.guid)) return;
    if (event.type !== 'booking' && (!event.userAgent || isbot(event.userAgent))) return;
    const guid = event.guid.toLowerCase();
    const day = statsDay();
    const hash = hasher.hash({ ip: event.ip, day, guid, type: event.type });
    if (!(await seen.firstToday(day, hash))) return;
    const key = `${guid}|${day}`;
    const entry = pending.get(key) ?? { guid, day, views: 0, phone: 0, chat: 0, bookings: 0 };
    entry[FIELD[event.type]] += 1;
    pending.set(key, entry);
    if (pending.size >= FLUSH_AT_ENTRIES) void flush();
  }

  return {
    record,
    flush,
    async close() {
      clearInterval(timer);
      await flush();
      await seen.close();
    },
  };
}

const zero = (): StatsTotals => ({ views: 0, phone: 0, chat: 0, bookings: 0 });
const add = (a: StatsTotals, b: StatsTotals): StatsTotals => ({
  views: a.views + b.views,
  phone: a.phone + b.phone,
  chat: a.chat + b.chat,
  bookings: a.bookings + b.bookings,
});

/** The last `days` days of one advert (oldest first, zeros included) and the same span before them. */
export async function accountStats(
  deps: Deps,
  advertiserId: number,
  days: number,
): Promise<AccountStatsData> {
  const today = statsDay();
  const from = addDays(today, -(days - 1));
  const previousFrom = addDays(from, -days);
  const counts = await repo.countsByDay(deps.database.db, advertiserId, previousFrom, today);
  const list = Array.from({ length: days }, (_, i) => {
    const date = addDays(from, i);
    return { date, ...(counts.get(date) ?? zero()) };
  });
  let previous = zero();
  for (let i = 0; i < days; i++) previous = add(previous, counts.get(addDays(previousFrom, i)) ?? zero());
  return { days: list, totals: list.reduce<StatsTotals>((sum, d) => add(sum, d), zero()), previous };
}

/** Site-wide totals for the back office. */
export async function siteStats(deps: Deps): Promise<AdminStatsData> {
  const today = statsDay();
  const db = deps.database.db;
  const [todayTotals, monthTotals, availableNow] = await Promise.all([
    repo.siteTotals(db, today),
    repo.siteTotals(db, addDays(today, -29)),
    repo.availableNowCount(db),
  ]);
  return { today: todayTotals, last_30_days: monthTotals, available_now: availableNow };
}
