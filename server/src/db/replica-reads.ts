import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { databaseOutage } from './errors.ts';

/** How long a replica that failed is left alone before public reads try it again. */
const REPLICA_RETRY_MS = 5_000;
/** How often, after a write, the replica is asked whether it has replayed that far. */
const CATCH_UP_POLL_MS = 20;

type Query = (config: pg.QueryConfig, values?: unknown[]) => Promise<pg.QueryResult>;

export type ReplicaStatus = {
  /** The replica answered the last status query. */
  up: boolean;
  /** Seconds the replica's replay is behind (0 when it has replayed all it received); null when unknown. */
  lagSeconds: number | null;
  /** WAL bytes the primary has written that the replica has not replayed yet; null when unknown. */
  lagBytes: number | null;
};

/**
 * The public catalogue's reads on a streaming replica, kept from ever answering older than the primary
 * in a way a visitor could see:
 * - a read the replica cannot serve (down, restarting, refusing, cancelled by a recovery conflict) runs
 *   on the primary instead, and the replica is left alone for a few seconds;
 * - after a write (`afterWrite()`, called when an answer cache forgets), reads go to the primary until
 *   the replica has replayed the primary's WAL up to where it was then. An answer read from a replica a
 *   moment behind would otherwise be cached and served as fresh after the write had returned.
 * Drizzle runs its queries through `query`, which is all this offers (no transactions: reads only).
 */
export function replicaReads(primary: pg.Pool, replica: pg.Pool) {
  let skipUntil = 0;
  // The latest write the replica must have replayed before it serves again (`lsn` null while the
  // primary's position is being read); null = nothing to wait for.
  let pending: { lsn: string | null } | null = null;
  let polling = false;
  let fallbacks = 0;

  const replicaUsable = () => pending === null && Date.now() >= skipUntil;

  const query: Query = async (config, values) => {
    if (!replicaUsable()) return primary.query(config, values);
    try {
      return await replica.query(config, values);
    } catch (error) {
      if (!replicaCannotServe(error)) throw error;
      skipUntil = Date.now() + REPLICA_RETRY_MS;
      fallbacks += 1;
      return primary.query(config, values);
    }
  };

  const pollCatchUp = async () => {
    if (polling) return;
    polling = true;
    try {
      while (pending?.lsn) {
        const waiting = pending;
        try {
          // A server that is not in recovery (no standby) has no replay position and nothing to wait for.
          const { rows } = await replica.query<{ caught: boolean }>({
            text: 'select coalesce(pg_last_wal_replay_lsn() >= $1::pg_lsn, not pg_is_in_recovery()) as caught',
            values: [waiting.lsn],
          });
          // Only the latest write's position clears the wait: a later write may be on its way meanwhile.
          if (rows[0]?.caught && pending === waiting) pending = null;
        } catch {
          // Unreachable: reads stay on the primary; ask again after a while.
          await sleep(REPLICA_RETRY_MS / 5);
        }
        if (pending) await sleep(CATCH_UP_POLL_MS);
      }
    } finally {
      polling = false;
    }
  };

  return {
    query,
    /**
     * A write has been committed (here, or by another instance that said so): reads go to the primary
     * until the replica has replayed everything the primary had written by now.
     */
    afterWrite(): void {
      const waiting: { lsn: string | null } = { lsn: null };
      pending = waiting;
      primary
        .query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn')
        .then(({ rows }) => {
          if (pending !== waiting) return;
          waiting.lsn = rows[0]?.lsn ?? null;
          if (waiting.lsn) void pollCatchUp();
          else pending = null;
        })
        .catch(() => {
          // The primary is away: no position to wait for; the replica serves meanwhile.
          if (pending === waiting) pending = null;
        });
    },
    /** For /metrics: is the replica answering, and how far behind the primary is it. */
    async status(): Promise<ReplicaStatus> {
      try {
        const [{ rows: replayed }, { rows: written }] = await Promise.all([
          replica.query<{ lsn: string | null; seconds: number | null }>(
            `select pg_last_wal_replay_lsn()::text as lsn,
                    case when pg_last_wal_receive_lsn() = pg_last_wal_replay_lsn() then 0
                         else extract(epoch from now() - pg_last_xact_replay_timestamp())::float8 end as seconds`,
          ),
          primary.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn'),
        ]);
        const replayLsn = replayed[0]?.lsn ?? null;
        const primaryLsn = written[0]?.lsn ?? null;
        return {
          up: true,
          lagSeconds: replayed[0]?.seconds ?? null,
          lagBytes: replayLsn && primaryLsn ? Math.max(0, lsnBytes(primaryLsn) - lsnBytes(replayLsn)) : null,
        };
      } catch {
        return { up: false, lagSeconds: null, lagBytes: null };
      }
    },
    /** Reads the replica could not serve that the primary answered instead, since start. */
    fallbacks: () => fallbacks,
  };
}

/** A write-ahead log position (`16/B374D848`) as a byte offset. */
function lsnBytes(lsn: string): number {
  const [high, low] = lsn.split('/');
  return parseInt(high ?? '0', 16) * 2 ** 32 + parseInt(low ?? '0', 16);
}

// A hot standby cancels a read that conflicts with the WAL it replays (40001) and refuses reads while it
// starts up or shuts down (57P03, 57P01): the primary can answer those, as it can when the replica is away.
const REPLICA_CONFLICT_STATES = new Set(['40001', '57P03', '57P01']);
function replicaCannotServe(error: unknown): boolean {
  if (databaseOutage(error)) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && REPLICA_CONFLICT_STATES.has(code);
}
