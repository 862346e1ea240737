import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvertListData, Envelope } from '@velvet/contract';
import { advertisers } from '../../db/schema.ts';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { makeAdvertiser } from '../../../test/factories.ts';

/**
 * The totals of the unfiltered lists come from trigger-kept counters (no count of the catalogue per
 * request). Whatever happens to an advert — created, verified, suspended, moved, deleted — the kept total
 * must equal a real count, and the pager must read it.
 */
let ctx: TestContext;
const db = () => ctx.deps.database.db;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(() => ctx?.close());

const totals = async () => {
  const total = async (url: string) =>
    ((await ctx.app.inject({ url })).json() as Envelope<AdvertListData>).data.pagination.total;
  return {
    all: await total('/api/escort/all'),
    normal: await total('/api/escort/normal'),
    search: await total('/api/escort/search?page=1&page_size=9'),
  };
};
const counted = async () => {
  const visible = sql`role = 'advertiser' and email_verified_at is not null and activated_at is not null and suspended_at is null`;
  const result = await db().execute(
    sql`select count(*) filter (where ${visible})::int as visible,
      count(*) filter (where ${visible} and latitude is not null and longitude is not null)::int as located
      from advertisers`,
  );
  const row = (result as unknown as { rows: { visible: number; located: number }[] }).rows[0];
  return { all: row!.located, normal: row!.visible, search: row!.visible };
};

describe('kept totals of the public lists', () => {
  it('follow every change of visibility and location', async () => {
    expect(await totals()).toEqual({ all: 0, normal: 0, search: 0 });
    const a = await makeAdvertiser(db(), { name: 'A', latitude: 55.7, longitude: 12.5 });
    const b = await makeAdvertiser(db(), { name: 'B', latitude: null, longitude: null });
    await makeAdvertiser(db(), { name: 'Hidden', activatedAt: null });
    await makeAdvertiser(db(), { name: 'Admin', role: 'admin' });
    expect(await totals()).toEqual({ all: 1, normal: 2, search: 2 });

    const set = (id: number, values: Partial<typeof advertisers.$inferInsert>) =>
      db().update(advertisers).set(values).where(eq(advertisers.id, id));
    await set(a.id, { suspendedAt: new Date(), suspendedReason: 'x' });
    expect(await totals()).toEqual(await counted());
    await set(a.id, { suspendedAt: null, suspendedReason: null, name: 'A again' });
    await set(b.id, { latitude: 56.1, longitude: 10.2 });
    expect(await totals()).toEqual({ all: 2, normal: 2, search: 2 });
    await set(b.id, { longitude: null });
    await set(a.id, { emailVerifiedAt: null });
    expect(await totals()).toEqual(await counted());
    await db().delete(advertisers).where(eq(advertisers.id, b.id));
    expect(await totals()).toEqual(await counted());
    expect(await totals()).toEqual({ all: 0, normal: 0, search: 0 });
  });
});
