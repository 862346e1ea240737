import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { isNull, sql } from 'drizzle-orm';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { REVIEW_QUEUES } from '@velvet/contract';
import { outbox } from '../db/schema.ts';
import { oldestWaiting } from '../lib/review-times.ts';

/**
 * Prometheus metrics at GET /metrics (registered only with METRICS=1; keep it off the public internet at the
 * proxy): requests by route and status, their duration, the database pool, the outbox backlog, and the
 * process figures prom-client collects (event loop lag, memory, CPU, handles).
 *
 * Routes are labelled by their pattern (`/api/escort/:guid`), never by the raw URL, and every request that
 * matched no route shares one label: a scan of random paths cannot grow the series without bound.
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 10 });

  const labelNames = ['method', 'route', 'status_code'] as const;
  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status code',
    labelNames,
    registers: [registry],
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer HTTP requests, by method, route pattern and status code',
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? 'unmatched',
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    duration.observe(labels, reply.elapsedTime / 1000);
  });

  const { database } = app.deps;
  const poolStats = database.poolStats;
  if (poolStats) {
    new Gauge({
      name: 'velvet_db_pool_connections',
      help: 'PostgreSQL pool connections by state: total open, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [registry],
      collect() {
        const stats = poolStats();
        this.set({ state: 'total' }, stats.total);
        this.set({ state: 'idle' }, stats.idle);
        this.set({ state: 'waiting' }, stats.waiting);
      },
    });
  }

  // The read replica: one status query per scrape (on the replica and the primary) answers all three.
  const replicaStatus = database.replicaStatus;
  if (replicaStatus) {
    let status: ReturnType<typeof replicaStatus> | undefined;
    const readStatus = () => (status ??= replicaStatus().finally(() => (status = undefined)));
    type ReplicaStatus = Awaited<ReturnType<typeof replicaStatus>>;
    /** A replica gauge set at each scrape from the shared status query. */
    const replicaGauge = (name: string, help: string, value: (status: ReplicaStatus) => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        async collect() {
          this.set(value(await readStatus()));
        },
      });
    replicaGauge(
      'velvet_db_replica_up',
      'The read replica answered the last scrape (1) or not (0; public reads then go to the primary)',
      ({ up }) => (up ? 1 : 0),
    );
    replicaGauge(
      'velvet_db_replica_lag_seconds',
      'How far the replica replays behind the primary, in seconds (0 when it has replayed all it received)',
      ({ lagSeconds }) => lagSeconds ?? Number.NaN,
    );
    replicaGauge(
      'velvet_db_replica_lag_bytes',
      'WAL bytes written on the primary that the replica has not replayed yet',
      ({ lagBytes }) => lagBytes ?? Number.NaN,
    );
    const fallbacks = database.replicaFallbacks;
    if (fallbacks) {
      new Gauge({
        name: 'velvet_db_replica_fallback_reads',
        help: 'Public reads the replica could not serve that the primary answered instead, since start',
        registers: [registry],
        collect() {
          this.set(fallbacks());
        },
      });
    }
  }

  // One query per scrape answers every outbox figure. Pending = waiting for its first or next attempt;
  // failed = out of attempts, waiting for an operator's retry in the back-office.
  let backlog: Promise<{ pending: number; failed: number; oldest: Date | null }> | undefined;
  const readBacklog = () =>
    (backlog ??= database.db
      .select({
        pending: sql<number>`count(*) filter (where ${outbox.status} = 'pending')::int`,
        failed: sql<number>`count(*) filter (where ${outbox.status} = 'failed')::int`,
        oldest: sql<
          Date | string | null
        >`min(${outbox.createdAt}) filter (where ${outbox.status} = 'pending')`,
      })
      .from(outbox)
      .where(isNull(outbox.sentAt))
      .then(([row]) => ({
        pending: Number(row?.pending ?? 0),
        failed: Number(row?.failed ?? 0),
        oldest: row?.oldest ? new Date(row.oldest) : null,
      }))
      .finally(() => (backlog = undefined)));
  new Gauge({
    name: 'velvet_outbox_pending',
    help: 'Emails in the outbox not delivered yet and still being tried',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).pending);
    },
  });
  new Gauge({
    name: 'velvet_outbox_failed',
    help: 'Emails whose delivery attempts are used up (retry them in the back-office)',
    registers: [registry],
    async collect() {
      this.set((await readBacklog()).failed);
    },
  });
  new Gauge({
    name: 'velvet_outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest email in the outbox still waiting for delivery (0 when none waits)',
    registers: [registry],
    async collect() {
      const { oldest } = await readBacklog();
      this.set(oldest ? Math.max(0, (Date.now() - oldest.getTime()) / 1000) : 0);
    },
  });

  // What advertisers wait for: one round of queries per scrape answers the three queues.
  new Gauge({
    name: 'velvet_review_oldest_waiting_seconds',
    help: 'Age of the oldest item waiting for an operator, by queue: photo verification, review before publishing, safety finding (0 when none waits)',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      const waiting = await oldestWaiting(database.db);
      for (const queue of REVIEW_QUEUES) {
        const since = waiting[queue];
        this.set({ queue }, since ? Math.max(0, (Date.now() - since.getTime()) / 1000) : 0);
      }
    },
  });

  app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
    const body = await registry.metrics();
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(body);
  });
};

export default fp(metricsPlugin, { name: 'metrics', dependencies: ['deps'] });
