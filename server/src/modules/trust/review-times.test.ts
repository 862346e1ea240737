import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REVIEW_TIME_MIN_DECISIONS } from '@velvet/contract';
import { auditLog, photoVerifications, safetyFlags } from '../../db/schema.ts';
import { issueToken } from '../../lib/tokens.ts';
import { makeAdmin, makeAdvertiser } from '../../../test/factories.ts';
import { appForFile } from '../../../test/helpers.ts';

const ctx = appForFile({ METRICS: '1' });
const db = () => ctx.deps.database.db;
const HOUR = 3_600_000;
const ago = (ms: number) => new Date(Date.now() - ms);

async function operator() {
  const admin = await makeAdmin(db());
  return { id: admin.id, headers: { authorization: `Bearer ${await issueToken(db(), admin.id)}` } };
}
const reviewTimes = async () => (await ctx.app.inject('/api/review-times')).json().data;
const overview = async (headers: Record<string, string>) =>
  (await ctx.app.inject({ url: '/api/admin/overview', headers })).json().data;
async function gauge(queue: string) {
  const text = (await ctx.app.inject('/metrics')).body;
  const line = text
    .split('\n')
    .find((l) => l.startsWith(`velvet_review_oldest_waiting_seconds{queue="${queue}"} `));
  return line === undefined ? undefined : Number(line.split(' ').at(-1));
}

/** A decision's audit row written `decidedAgo` ago, about a request made `waited` before it. */
const decision = (action: string, decidedAgo: number, waited: number | null) => ({
  actorId: null,
  action,
  targetType: 'advert',
  targetId: '1',
  before: waited === null ? {} : { requested_at: ago(decidedAgo + waited).toISOString() },
  after: {},
  createdAt: ago(decidedAgo),
});

describe('time from a verification or review request to an operator’s decision', () => {
  it('says nothing while there are no decisions, and nothing waits', async () => {
    const ops = await operator();
    expect(await reviewTimes()).toEqual({ window_days: 30, decisions: 0, median_seconds: null });
    expect((await overview(ops.headers)).oldest_waiting).toEqual({
      verification: null,
      review: null,
      safety: null,
    });
    for (const queue of ['verification', 'review', 'safety']) expect(await gauge(queue)).toBe(0);
  });

  it('is the median over the decisions of the last 30 days whose request time is known, once there are enough', async () => {
    // Four decisions: not enough to tell a figure.
    await db()
      .insert(auditLog)
      .values([
        decision('advert.photos_verified', 2 * HOUR, 1 * HOUR),
        decision('advert.photos_rejected', 5 * HOUR, 2 * HOUR),
        decision('advert.review_approved', 24 * HOUR, 3 * HOUR),
        decision('safety.cleared', 10 * 24 * HOUR, 4 * HOUR),
      ]);
    expect(REVIEW_TIME_MIN_DECISIONS).toBe(5);
    expect(await reviewTimes()).toEqual({ window_days: 30, decisions: 4, median_seconds: null });
    await db()
      .insert(auditLog)
      .values([
        decision('advert.review_rejected', 29 * 24 * HOUR, 50 * HOUR),
        // Not counted: older than 30 days, no request time, not a decision on a request.
        decision('advert.photos_verified', 31 * 24 * HOUR, 500 * HOUR),
        decision('advert.photos_verified', 1 * HOUR, null),
        decision('advert.suspend', 1 * HOUR, 400 * HOUR),
      ]);
    // 1, 2, 3, 4 and 50 hours: the median is 3 hours.
    expect(await reviewTimes()).toEqual({ window_days: 30, decisions: 5, median_seconds: 3 * 3600 });
  });

  it('operators’ decisions record when the request was made; the overview and /metrics show the oldest waiting item of each queue', async () => {
    const ops = await operator();
    // A selfie sent 5 hours ago, an advert held for review 3 hours ago, a finding opened 2 hours ago.
    const selfie = await makeAdvertiser(db());
    await db()
      .insert(photoVerifications)
      .values({ advertiserId: selfie.id, word: 'orbit', status: 'pending', submittedAt: ago(5 * HOUR) });
    const held = await makeAdvertiser(db(), { heldAt: ago(3 * HOUR) });
    const flagged = await makeAdvertiser(db());
    const [flag] = await db()
      .insert(safetyFlags)
      .values({ advertiserId: flagged.id, reason: 'duplicate_photo', distance: 2, createdAt: ago(2 * HOUR) })
      .returning();

    const waiting = (await overview(ops.headers)).oldest_waiting;
    expect(waiting.verification).toBeGreaterThanOrEqual(5 * 3600);
    expect(waiting.verification).toBeLessThan(5 * 3600 + 60);
    expect(waiting.review).toBeGreaterThanOrEqual(3 * 3600);
    expect(waiting.review).toBeLessThan(3 * 3600 + 60);
    expect(waiting.safety).toBeGreaterThanOrEqual(2 * 3600);
    expect(waiting.safety).toBeLessThan(2 * 3600 + 60);
    expect(await gauge('verification')).toBeGreaterThanOrEqual(5 * 3600);
    expect(await gauge('review')).toBeGreaterThanOrEqual(3 * 3600);
    expect(await gauge('safety')).toBeGreaterThanOrEqual(2 * 3600);

    const post = (url: string) => ctx.app.inject({ method: 'POST', url, headers: ops.headers });
    expect((await post(`/api/admin/verifications/${selfie.id}/approve`)).statusCode).toBe(200);
    expect((await post(`/api/admin/review/${held.id}/approve`)).statusCode).toBe(200);
    expect((await post(`/api/admin/safety/${flag!.id}/clear`)).statusCode).toBe(200);

    const requestedAt = async (action: string, targetId: number) => {
      const [row] = await db()
        .select({ before: auditLog.before })
        .from(auditLog)
        .where(and(eq(auditLog.action, action), eq(auditLog.targetId, String(targetId))))
        .orderBy(desc(auditLog.id))
        .limit(1);
      return Date.parse((row!.before as { requested_at: string }).requested_at);
    };
    const near = (at: number, expected: number) => expect(Math.abs(at - expected)).toBeLessThan(5000);
    near(await requestedAt('advert.photos_verified', selfie.id), ago(5 * HOUR).getTime());
    near(await requestedAt('advert.review_approved', held.id), ago(3 * HOUR).getTime());
    near(await requestedAt('safety.cleared', flagged.id), ago(2 * HOUR).getTime());

    expect((await overview(ops.headers)).oldest_waiting).toEqual({
      verification: null,
      review: null,
      safety: null,
    });
    // Eight decisions now: 1, 2, 2 (the finding), 3, 3 (the review), 4, 5 (the selfie) and 50 hours.
    const times = await reviewTimes();
    expect(times.decisions).toBe(8);
    expect(times.median_seconds).toBeGreaterThanOrEqual(3 * 3600);
    expect(times.median_seconds).toBeLessThan(3 * 3600 + 60);
  });
});
