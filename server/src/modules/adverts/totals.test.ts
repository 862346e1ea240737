import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestContext } from '../../../test/helpers.ts';
import { addInterests, makeAdvertiser, makeInterest } from '../../../test/factories.ts';
import { listRanked } from './repo.ts';
import type { CountPolicy } from './totals.ts';

/**
 * Filtered totals are estimated from a sample of the newest public adverts once the catalogue is larger
 * than the sample, and made exact by the page that reaches the end. These tests shrink the sample so a
 * handful of adverts show each rule; the policy in production is the same code with larger numbers.
 */
let ctx: TestContext;
const db = () => ctx.deps.database.db;

// 30 public adverts, newest first: every third is a man (so 7 of the newest 10 are women, 20 of all 30),
// and the two oldest are 60 or over.
beforeAll(async () => {
  ctx = await buildTestApp();
  const base = Date.UTC(2026, 0, 1);
  for (let i = 0; i < 30; i++)
    await makeAdvertiser(db(), {
      name: `totals-${String(i).padStart(2, '0')}`,
      sex: i % 3 === 2 ? 'Man' : 'Woman',
      age: i >= 28 ? 61 : 30,
      updatedAt: new Date(base - i * 60_000),
    });
});
afterAll(() => ctx?.close());

const small: CountPolicy = { sample: 10, minMatches: 3, cap: 5 };
const women = { sex: 'Woman' as const };

describe('filtered totals', () => {
  it('are exact while the catalogue is smaller than the sample', async () => {
    const page = await listRanked(db(), women, 1, 9, undefined, { ...small, sample: 100 });
    expect(page.total).toBe(20);
  });

  it('of a common filter are the share of the sample times the public total', async () => {
    // 7 of the newest 10 are women: 30 × 0.7 = 21 (the truth is 20).
    const page = await listRanked(db(), women, 1, 9, undefined, small);
    expect(page.rows).toHaveLength(9);
    expect(page.total).toBe(21);
  });

  it('become exact on the page that reaches the end, and past it', async () => {
    const last = await listRanked(db(), women, 3, 9, undefined, small);
    expect(last.rows).toHaveLength(2);
    expect(last).toMatchObject({ total: 20, page: 3 });
    // Page 4 does not exist: answered with the real last page and the counted total.
    const past = await listRanked(db(), women, 4, 9, undefined, small);
    expect(past).toMatchObject({ total: 20, page: 3 });
    expect(past.rows.map((r) => r.id)).toEqual(last.rows.map((r) => r.id));
  });

  it('of a rare filter are counted exactly up to the cap', async () => {
    // None of the newest 10 is 60 or over: counted, 2 ≤ cap.
    const page = await listRanked(db(), { age: { min: 60, max: 120 } }, 1, 9, undefined, small);
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.name)).toEqual(['totals-28', 'totals-29']);
  });

  it('past the cap are the larger of the cap and the estimate, never less than the page shows', async () => {
    const strict = { ...small, minMatches: 50 };
    const first = await listRanked(db(), women, 1, 9, undefined, strict);
    expect(first.total).toBe(21);
    const tiny = await listRanked(db(), women, 2, 9, undefined, { ...strict, cap: 1, sample: 10 });
    // Page 2 is full: at least one more may follow, so the pager still offers page 3.
    expect(tiny.total).toBeGreaterThanOrEqual(19);
  });

  it('test every asked interest per advert in the sample, as the page does', async () => {
    const [a, b] = [await makeInterest(db()), await makeInterest(db())];
    const newest = await listRanked(db(), {}, 1, 4);
    // The newest four: two have both interests, one only the first, one none.
    await addInterests(db(), newest.rows[0]!.id, [a.id, b.id]);
    await addInterests(db(), newest.rows[1]!.id, [a.id]);
    await addInterests(db(), newest.rows[3]!.id, [b.id, a.id]);
    const both = await listRanked(db(), { interestIds: [a.id, b.id] }, 1, 9, undefined, {
      ...small,
      sample: 4,
      minMatches: 1,
    });
    // 2 of the newest 4 have both: estimated 30 × 2/4 = 15, then the short page makes it exact.
    expect(both.rows.map((r) => r.id)).toEqual([newest.rows[0]!.id, newest.rows[3]!.id]);
    expect(both.total).toBe(2);
    const first = await listRanked(db(), { interestIds: [a.id, a.id] }, 1, 2, undefined, {
      ...small,
      sample: 4,
      minMatches: 1,
    });
    expect(first.total).toBe(Math.round((30 * 3) / 4));
  });
});
