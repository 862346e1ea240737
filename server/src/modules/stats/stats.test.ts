import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { advertDailyStats } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeAdmin, makeAdvertiser, makeSignedIn } from '../../../test/factories.ts';
import { addDays, statsDay } from './days.ts';
import { memorySeenStore, redisSeenStore } from './visitor-hash.ts';

let ctx: TestContext;
const db = () => ctx.deps.database.db;
beforeAll(async () => {
  ctx = await buildTestApp(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL } : {});
});
afterAll(() => ctx?.close());

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0';
const SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';

/**
 * This run's own IPv4 addresses (IPv6 ones of one network were seen to share a limit): the per-address limits and the
 * "first today" marks live in Redis when the tests run against it, and a second run within the minute (or
 * the day) must not meet the first one's.
 */
const [runA = 0, runB = 0] = randomBytes(2);
const address = (n: number) => `10.${runA}.${(runB + Math.floor(n / 250)) % 256}.${1 + (n % 250)}`;

let visitor = 0;
/** A distinct visitor address per call unless one is given. */
function beacon(guid: string, type: string, options: { ip?: string; ua?: string } = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: `/api/stats/${guid}`,
    payload: { type },
    remoteAddress: options.ip ?? address(250 + ++visitor),
    headers: { 'user-agent': options.ua ?? FIREFOX },
  });
}

/** Counting happens after the 204 has gone: give it a moment. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 30));

async function statsOf(headers: Record<string, string>, days = 30) {
  const res = await ctx.app.inject({ method: 'GET', url: `/api/account/stats?days=${days}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    days: { date: string; views: number; phone: number; chat: number; bookings: number }[];
    totals: Record<string, number>;
    previous: Record<string, number>;
  };
}
/** Rows of a raw query; both drivers (PGlite, node-postgres) answer `{ rows }`. */
async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = (await db().execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

const today = (data: Awaited<ReturnType<typeof statsOf>>) => data.days.at(-1)!;

describe('POST /api/stats/{guid}', () => {
  it('answers 204 at once and writes the counts in a batch, not per beacon', async () => {
    const { account, headers } = await makeSignedIn(db());
    for (let i = 0; i < 5; i++) expect((await beacon(account.guid, 'view')).statusCode).toBe(204);
    expect((await beacon(account.guid, 'phone')).statusCode).toBe(204);
    expect((await beacon(account.guid, 'chat')).statusCode).toBe(204);
    await settle();
    // Nothing written yet: the batch goes out on its timer or when the advertiser asks.
    const rowsBefore = await db()
      .select()
      .from(advertDailyStats)
      .where(sql`advertiser_id = ${account.id}`);
    expect(rowsBefore).toEqual([]);
    const data = await statsOf(headers);
    expect(today(data)).toEqual({ date: statsDay(), views: 5, phone: 1, chat: 1, bookings: 0 });
    const rows = await db()
      .select()
      .from(advertDailyStats)
      .where(sql`advertiser_id = ${account.id}`);
    expect(rows).toHaveLength(1);
  });

  it('counts an address once per advert, event and day, whatever browser it names; another address is another visitor', async () => {
    const { account, headers } = await makeSignedIn(db());
    const other = await makeAdvertiser(db());
    for (let i = 0; i < 3; i++) await beacon(account.guid, 'view', { ip: address(2) });
    await beacon(account.guid, 'phone', { ip: address(2) });
    await beacon(account.guid, 'phone', { ip: address(2) });
    await beacon(account.guid, 'view', { ip: address(2), ua: SAFARI });
    await beacon(account.guid, 'view', { ip: address(3) });
    await beacon(other.guid, 'view', { ip: address(2) });
    await settle();
    expect(today(await statsOf(headers))).toMatchObject({ views: 2, phone: 1 });
  });

  it('counts one view for 500 beacons from one address with a new browser string each, and limits the beacon', async () => {
    const { account, headers } = await makeSignedIn(db());
    const answers = new Map<number, number>();
    for (let i = 0; i < 500; i++) {
      const res = await beacon(account.guid, 'view', { ip: address(4), ua: `${FIREFOX} Probe/${i}` });
      answers.set(res.statusCode, (answers.get(res.statusCode) ?? 0) + 1);
    }
    await settle();
    expect(today(await statsOf(headers)).views).toBe(1);
    // 60 a minute from one address; the rest are refused before any work.
    expect(answers.get(204)).toBe(60);
    expect(answers.get(429)).toBe(440);
  });

  it('leaves out obvious bots, unknown and hidden adverts, with the same 204', async () => {
    const { account, headers } = await makeSignedIn(db());
    const hidden = await makeAdvertiser(db(), { suspendedAt: new Date() });
    const bots = [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
      'curl/8.5.0',
      '',
    ];
    for (const ua of bots) expect((await beacon(account.guid, 'view', { ua })).statusCode).toBe(204);
    expect((await beacon(hidden.guid, 'view')).statusCode).toBe(204);
    expect((await beacon('00000000-0000-4000-8000-000000000000', 'view')).statusCode).toBe(204);
    expect((await beacon('not-a-guid', 'view')).statusCode).toBe(204);
    await settle();
    expect(today(await statsOf(headers)).views).toBe(0);
    const hiddenRows = await db()
      .select()
      .from(advertDailyStats)
      .where(sql`advertiser_id = ${hidden.id}`);
    expect(hiddenRows).toEqual([]);
  });

  it('refuses an unknown event type', async () => {
    const advert = await makeAdvertiser(db());
    const res = await beacon(advert.guid, 'purchase');
    expect(res.statusCode).toBe(422);
  });

  it('never stores an IP address, a user agent or a hash of them anywhere in the database', async () => {
    const { account, headers } = await makeSignedIn(db());
    const ip = address(5);
    const ua = `${FIREFOX} VelvetProbe/${Date.now()}`;
    await beacon(account.guid, 'view', { ip, ua });
    await beacon(account.guid, 'phone', { ip, ua });
    await settle();
    expect(today(await statsOf(headers))).toMatchObject({ views: 1, phone: 1 });

    // The statistics table holds the advert, the day and the sums — nothing else.
    const columns = await rowsOf<{ column_name: string }>(
      sql`select column_name from information_schema.columns where table_name = 'advert_daily_stats' order by ordinal_position`,
    );
    expect(columns.map((c) => c.column_name)).toEqual([
      'advertiser_id',
      'day',
      'views',
      'phone',
      'chat',
      'bookings',
    ]);
    // And no table anywhere holds the visitor's address or browser.
    const tables = await rowsOf<{ table_name: string }>(
      sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    );
    expect(tables.map((t) => t.table_name)).toContain('advert_daily_stats');
    for (const { table_name } of tables) {
      const dump = await rowsOf<{ row: string }>(
        sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
      );
      const text = dump.map((r) => r.row).join('\n');
      expect(text, table_name).not.toContain(ip);
      expect(text, table_name).not.toContain('VelvetProbe');
    }
  });
});

describe('the store of who was counted today', () => {
  it('keeps at most its cap in memory, forgetting the least recently seen first', async () => {
    const store = memorySeenStore(3);
    const day = statsDay();
    for (const hash of ['a', 'b', 'c']) expect(await store.firstToday(day, hash)).toBe(true);
    expect(await store.firstToday(day, 'a')).toBe(false);
    // 'b' is now the least recent: a fourth visitor pushes it out, and only it.
    expect(await store.firstToday(day, 'd')).toBe(true);
    expect(await store.firstToday(day, 'a')).toBe(false);
    expect(await store.firstToday(day, 'c')).toBe(false);
    expect(await store.firstToday(day, 'b')).toBe(true);
    // A new day starts empty.
    expect(await store.firstToday(addDays(day, 1), 'a')).toBe(true);
  });

  it.runIf(process.env.REDIS_URL)(
    'stores at most its cap of keys a day in Redis, each expiring',
    async () => {
      const namespace = `cap-test-${Date.now()}`;
      const store = redisSeenStore(ctx.deps.redis!, namespace, 3);
      const day = statsDay();
      const answers = [];
      for (const hash of ['a', 'b', 'c', 'd', 'e', 'a']) answers.push(await store.firstToday(day, hash));
      expect(answers).toEqual([true, true, true, false, false, false]);
      const probe = ctx.deps.redis!.connection({ enableOfflineQueue: true });
      const keys = await probe.keys(`velvet-stats:${namespace}:*`);
      expect(keys).toHaveLength(4);
      for (const key of keys) {
        const ttl = await probe.ttl(key);
        expect(ttl).toBeGreaterThan(0);
        expect(ttl).toBeLessThanOrEqual(172_800);
      }
      await probe.del(...keys);
      await probe.quit();
      await store.close();
    },
  );
});

describe('GET /api/account/stats', () => {
  it('requires authentication', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/account/stats?days=30' });
    expect(res.statusCode).toBe(401);
  });

  it('answers one entry per day with booking requests and the previous period', async () => {
    const { account, headers } = await makeSignedIn(db());
    const day = statsDay();
    await db()
      .insert(advertDailyStats)
      .values([
        { advertiserId: account.id, day: addDays(day, -3), views: 7, phone: 2, chat: 1 },
        { advertiserId: account.id, day: addDays(day, -29), views: 4, phone: 0, chat: 0 },
        { advertiserId: account.id, day: addDays(day, -30), views: 11, phone: 1, chat: 3 },
        { advertiserId: account.id, day: addDays(day, -59), views: 2, phone: 0, chat: 0 },
        { advertiserId: account.id, day: addDays(day, -60), views: 100, phone: 0, chat: 0 },
      ]);
    const booking = await ctx.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: address(1),
      payload: {
        guid: account.guid,
        first_name: 'Jens',
        last_name: 'Hansen',
        contact_number: '+45 12 34 56 78',
        email: 'jens@example.test',
        age: 30,
      },
    });
    expect(booking.statusCode).toBe(201);

    const data = await statsOf(headers);
    expect(data.days).toHaveLength(30);
    expect(data.days[0]!.date).toBe(addDays(day, -29));
    expect(data.days.at(-1)).toEqual({ date: day, views: 0, phone: 0, chat: 0, bookings: 1 });
    expect(data.days.find((d) => d.date === addDays(day, -3))).toMatchObject({ views: 7, phone: 2, chat: 1 });
    expect(data.totals).toEqual({ views: 11, phone: 2, chat: 1, bookings: 1 });
    expect(data.previous).toEqual({ views: 13, phone: 1, chat: 3, bookings: 0 });

    expect((await statsOf(headers, 7)).days).toHaveLength(7);
    expect((await statsOf(headers, 1000)).days).toHaveLength(90);
  });
});

describe('booking requests in the statistics', () => {
  const book = (guid: string, ip: string, ua = FIREFOX) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/booking',
      remoteAddress: ip,
      headers: { 'user-agent': ua },
      payload: {
        guid,
        first_name: 'Jens',
        last_name: 'Hansen',
        contact_number: '+45 12 34 56 78',
        email: 'jens@example.test',
        age: 30,
      },
    });

  it('count one per address, advert and day, whatever the browser string; every request is still sent', async () => {
    const { account, headers } = await makeSignedIn(db());
    // Addresses of this run only: a shared Redis keeps the form's rate limit between runs.
    const net = `10.201.${Math.floor(Math.random() * 250)}`;
    for (const ua of [FIREFOX, SAFARI, 'curl/8.5.0'])
      expect((await book(account.guid, `${net}.1`, ua)).statusCode).toBe(201);
    expect((await book(account.guid, `${net}.2`)).statusCode).toBe(201);
    const data = await statsOf(headers);
    expect(today(data).bookings).toBe(2);
    expect(data.totals.bookings).toBe(2);
    // The advertiser still gets every request.
    const stored = await rowsOf<{ n: number }>(
      sql`select count(*)::int as n from booking_requests where advertiser_id = ${account.id}`,
    );
    expect(stored[0]!.n).toBe(4);
  });
});

describe('GET /api/admin/stats', () => {
  it('is for operators only', async () => {
    const advertiser = await makeSignedIn(db());
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/stats' })).statusCode).toBe(401);
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: advertiser.headers });
    expect(res.statusCode).toBe(403);
  });

  it('sums every advert', async () => {
    const admin = await makeSignedIn(db(), { role: 'admin', activatedAt: null });
    await makeAdmin(db());
    const before = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })
    ).json().data;
    const a = await makeAdvertiser(db());
    const b = await makeAdvertiser(db(), { packageUntil: new Date(Date.now() + 86_400_000) });
    await beacon(a.guid, 'view');
    await beacon(b.guid, 'view');
    await beacon(b.guid, 'chat');
    await settle();
    const after = (
      await ctx.app.inject({ method: 'GET', url: '/api/admin/stats', headers: admin.headers })
    ).json().data;
    expect(after.today.views - before.today.views).toBe(2);
    expect(after.today.chat - before.today.chat).toBe(1);
    expect(after.last_30_days.views - before.last_30_days.views).toBe(2);
  });
});
