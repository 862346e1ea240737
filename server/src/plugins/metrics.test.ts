import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../db/schema.ts';
import { buildTestApp, type TestContext } from '../../test/helpers.ts';

/** The value of one sample line, e.g. `velvet_outbox_pending 2`, or undefined when the series is absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics', () => {
  it('is not served without METRICS=1', async () => {
    const ctx = await buildTestApp();
    try {
      expect(ctx.deps.config.metrics).toBe(false);
      const res = await ctx.app.inject('/metrics');
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('http_requests_total');
    } finally {
      await ctx.close();
    }
  });

  describe('with METRICS=1', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      // No outbox worker: the rows this file writes stay as written.
      ctx = await buildTestApp({ METRICS: '1' }, { mailWorker: false });
    });
    afterAll(() => ctx.close());

    it('counts and times requests by route pattern and status, never by raw path', async () => {
      await ctx.app.inject('/api/escort/search?page=1');
      await ctx.app.inject('/api/escort/search?page=2&zip_code=8000');
      await ctx.app.inject('/api/escort/getById/no-such-guid');
      await ctx.app.inject('/api/scan-me-1234');

      const res = await ctx.app.inject('/metrics');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      const text = res.body;
      expect(
        sample(text, 'http_requests_total{method="GET",route="/api/escort/search",status_code="200"}'),
      ).toBe(2);
      expect(
        sample(text, 'http_requests_total{method="GET",route="/api/escort/getById/:guid",status_code="404"}'),
      ).toBe(1);
      expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status_code="404"}')).toBe(1);
      expect(text).not.toContain('scan-me-1234');
      expect(text).not.toContain('no-such-guid');
      expect(
        sample(
          text,
          'http_request_duration_seconds_count{method="GET",route="/api/escort/search",status_code="200"}',
        ),
      ).toBe(2);
      expect(text).toMatch(
        /^http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/escort\/search",status_code="200"\} 2$/m,
      );
      // Event loop lag and the usual process figures.
      expect(sample(text, 'nodejs_eventloop_lag_seconds')).toBeGreaterThanOrEqual(0);
      expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    });

    it('reports the outbox backlog and the age of the oldest email waiting', async () => {
      const db = ctx.deps.database.db;
      const before = await ctx.app.inject('/metrics');
      expect(sample(before.body, 'velvet_outbox_pending')).toBe(0);
      expect(sample(before.body, 'velvet_outbox_oldest_pending_age_seconds')).toBe(0);
      expect(sample(before.body, 'velvet_outbox_failed')).toBe(0);

      const mail = { subject: 'Code', text: 't', html: '<p>t</p>', template: 'otp', lang: 'en' };
      await db.insert(outbox).values([
        { ...mail, to: 'a@example.test', createdAt: new Date(Date.now() - 90_000) },
        { ...mail, to: 'b@example.test', createdAt: new Date(Date.now() - 5_000) },
        {
          ...mail,
          to: 'c@example.test',
          status: 'sent',
          sentAt: new Date(),
          createdAt: new Date(Date.now() - 600_000),
        },
        { ...mail, to: 'd@example.test', status: 'failed', createdAt: new Date(Date.now() - 900_000) },
      ]);
      const after = (await ctx.app.inject('/metrics')).body;
      expect(sample(after, 'velvet_outbox_pending')).toBe(2);
      expect(sample(after, 'velvet_outbox_failed')).toBe(1);
      const age = sample(after, 'velvet_outbox_oldest_pending_age_seconds')!;
      expect(age).toBeGreaterThanOrEqual(90);
      expect(age).toBeLessThan(600);
    });

    it('reports the PostgreSQL pool, and no pool for the embedded database', async () => {
      const text = (await ctx.app.inject('/metrics')).body;
      if (ctx.deps.database.kind === 'postgres') {
        expect(sample(text, 'velvet_db_pool_connections{state="total"}')).toBeGreaterThanOrEqual(1);
        expect(sample(text, 'velvet_db_pool_connections{state="idle"}')).toBeGreaterThanOrEqual(0);
        expect(sample(text, 'velvet_db_pool_connections{state="waiting"}')).toBe(0);
      } else {
        expect(text).not.toContain('velvet_db_pool_connections');
      }
    });
  });
});
