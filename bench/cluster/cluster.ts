import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chownSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { S3RVER_KEYS, startS3Server } from '../../server/test/s3-server.ts';
import { smtpSink } from '../../server/test/smtp-sink.ts';

/**
 * Velvet as several machines would run it, on this one: HAProxy in front of three instances of the
 * compiled server (each its own process and port), a PostgreSQL primary and a streaming replica made with
 * pg_basebackup, Redis, an SMTP sink and an S3-compatible store (s3rver). Every part is its own and on its
 * own ports (nothing of a PostgreSQL or Redis already on the machine is touched), and every part can be
 * stopped and started again: the drill (drill.ts) does that under load.
 *
 * Ports, from `basePort` (default 4600): HAProxy +0, its status page +1, instances +11…, Redis +20,
 * SMTP +25, S3 +30; PostgreSQL primary and replica on `pgPort` and `pgPort` + 1 (default 5440, 5441).
 */
export type ClusterOptions = {
  basePort?: number;
  pgPort?: number;
  instances?: number;
  /** Where the clusters, logs and instance folders go; emptied first. */
  dir?: string;
  log?: (line: string) => void;
  /** Load the demo catalogue (60 adverts with photos) into the new database; default true. */
  seedDemo?: boolean;
};

const root = path.resolve(import.meta.dirname, '../..');
const serverDir = path.join(root, 'server');
const PG_BIN = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const DATABASE = 'velvet';
/** An instance that is stopping answers /api/ready 503 this long before it closes (HAProxy drains it). */
const DRAIN_MS = 3000;

export const ADMIN = { email: 'ops@cluster.velvet.test', password: 'cluster-admin-password-2026' };

/** Runs a command as the `postgres` user when we are root: PostgreSQL refuses to run as root. */
function asPostgres(command: string, args: string[], options: { quiet?: boolean } = {}) {
  const asRoot = process.getuid?.() === 0;
  const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, argv, { stdio: options.quiet ? 'pipe' : ['ignore', 'pipe', 'pipe'] }).toString();
}

function ensureDebianPackage(binary: string, pkg: string, log: (line: string) => void) {
  try {
    execFileSync('sh', ['-c', `command -v ${binary}`], { stdio: 'ignore' });
    return;
  } catch {
    // not installed
  }
  if (process.getuid?.() !== 0) throw new Error(`${binary} is missing: sudo apt-get install -y ${pkg}`);
  log(`installing ${pkg} from Debian…`);
  execFileSync(
    'sh',
    ['-c', `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`],
    {
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
}

/** Installs what the cluster runs on when it is missing (Debian packages, as .ci/run does for Chromium). */
function ensurePackages(log: (line: string) => void = console.log) {
  ensureDebianPackage('haproxy', 'haproxy', log);
  ensureDebianPackage('redis-server', 'redis-server', log);
  if (!existsSync(path.join(PG_BIN, 'initdb'))) ensureDebianPackage('pg_ctlcluster', 'postgresql-15', log);
}

async function waitFor(what: string, check: () => Promise<boolean> | boolean, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await sleep(100);
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`);
}

async function answers(url: string) {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    await res.arrayBuffer();
    return res.ok;
  } catch {
    return false;
  }
}

/** A child process that ends with us: its output goes to a log file. */
function startProcess(command: string, args: string[], logFile: string, env?: NodeJS.ProcessEnv) {
  const out = openSync(logFile, 'a');
  const child = spawn(command, args, {
    stdio: ['ignore', out, out],
    env: env ?? process.env,
    cwd: serverDir,
  });
  return child;
}

async function stopProcess(
  child: ChildProcess | undefined,
  signal: NodeJS.Signals = 'SIGTERM',
  timeoutMs = 20_000,
) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
  await exited;
  clearTimeout(timer);
}

type Instance = {
  name: string;
  port: number;
  url: string;
  process: () => ChildProcess | undefined;
  /** Starts the instance and resolves once it answers /api/ready. */
  start: (timeoutMs?: number) => Promise<void>;
  /** SIGTERM: drains (ready 503 for DRAIN_MS), finishes requests in flight, exits. */
  stop: () => Promise<void>;
  /** SIGKILL: gone at once, requests in flight and all. */
  kill: () => Promise<void>;
};

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

export async function startCluster(options: ClusterOptions = {}) {
  const log = options.log ?? console.log;
  const basePort = options.basePort ?? 4600;
  const pgPort = options.pgPort ?? 5440;
  const count = options.instances ?? 3;
  const dir = options.dir ?? path.join(tmpdir(), `velvet-cluster-${basePort}`);
  const ports = {
    proxy: basePort,
    stats: basePort + 1,
    redis: basePort + 20,
    smtp: basePort + 25,
    s3: basePort + 30,
    primary: pgPort,
    replica: pgPort + 1,
  };
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (error) {
        log(`cleanup: ${(error as Error).message}`);
      }
    }
  };

  try {
    ensurePackages(log);
    // A run that was cut off (kill -9 of this script) may have left its PostgreSQL clusters running.
    stopPostgres(path.join(dir, 'pg', 'primary'));
    stopPostgres(path.join(dir, 'pg', 'replica'));
    rmSync(dir, { recursive: true, force: true });
    mkdirSync(dir, { recursive: true });
    const logs = path.join(dir, 'logs');
    mkdirSync(logs);

    log('building what is stale (server/dist, web/dist)…');
    execFileSync(process.execPath, [path.join(root, 'scripts/run.mjs'), '--build-only'], {
      stdio: 'inherit',
    });

    // PostgreSQL: a primary of our own, then a streaming replica copied from it with pg_basebackup.
    const pgDir = path.join(dir, 'pg');
    mkdirSync(pgDir);
    if (process.getuid?.() === 0) chownSync(pgDir, uid('postgres'), gid('postgres'));
    const primaryDir = path.join(pgDir, 'primary');
    const replicaDir = path.join(pgDir, 'replica');
    log(`PostgreSQL primary on ${ports.primary}…`);
    asPostgres(
      path.join(PG_BIN, 'initdb'),
      ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'],
      {
        quiet: true,
      },
    );
    const pgOptions = (port: number) =>
      `-p ${port} -c listen_addresses=127.0.0.1 -k ${pgDir} -c max_connections=200 -c shared_buffers=64MB ` +
      `-c wal_level=replica -c max_wal_senders=4 -c hot_standby=on -c hot_standby_feedback=on ` +
      `-c wal_keep_size=256MB -c log_min_messages=warning`;
    const pgCtl = (dataDir: string, port: number, action: 'start' | 'stop') =>
      action === 'start'
        ? asPostgres(
            path.join(PG_BIN, 'pg_ctl'),
            [
              '-D',
              dataDir,
              '-l',
              path.join(pgDir, `${path.basename(dataDir)}.log`),
              '-w',
              '-t',
              '60',
              '-o',
              pgOptions(port),
              'start',
            ],
            { quiet: true },
          )
        : asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-w', '-m', 'fast', 'stop'], {
            quiet: true,
          });
    pgCtl(primaryDir, ports.primary, 'start');
    stops.push(async () => void stopPostgres(primaryDir));
    // psql and pg_basebackup reach the primary the same way: over TCP on loopback, as the superuser.
    const toPrimary = ['-h', '127.0.0.1', '-p', String(ports.primary), '-U', 'postgres'];
    asPostgres(path.join(PG_BIN, 'psql'), [...toPrimary, '-qc', `create database ${DATABASE}`], {
      quiet: true,
    });
    log(`PostgreSQL replica on ${ports.replica} (pg_basebackup, streaming)…`);
    asPostgres(
      path.join(PG_BIN, 'pg_basebackup'),
      [...toPrimary, '-D', replicaDir, '-R', '-X', 'stream', '-c', 'fast', '--no-sync'],
      { quiet: true },
    );
    pgCtl(replicaDir, ports.replica, 'start');
    stops.push(async () => void stopPostgres(replicaDir));
    const replica = {
      stop: async () => void pgCtl(replicaDir, ports.replica, 'stop'),
      start: async () => void pgCtl(replicaDir, ports.replica, 'start'),
    };

    // Redis of our own, nothing persisted (rate-limit counters and the cache's pub/sub).
    let redisProcess: ChildProcess | undefined;
    const redis = {
      start: async () => {
        redisProcess = startProcess(
          'redis-server',
          [
            '--port',
            String(ports.redis),
            '--bind',
            '127.0.0.1',
            '--save',
            '',
            '--appendonly',
            'no',
            '--daemonize',
            'no',
          ],
          path.join(logs, 'redis.log'),
        );
        await waitFor('Redis', () => {
          try {
            return (
              execFileSync('redis-cli', ['-p', String(ports.redis), 'ping'], {
                stdio: ['ignore', 'pipe', 'ignore'],
              })
                .toString()
                .trim() === 'PONG'
            );
          } catch {
            return false;
          }
        });
      },
      stop: async () => stopProcess(redisProcess),
    };
    log(`Redis on ${ports.redis}…`);
    await redis.start();
    stops.push(redis.stop);

    // The outside world: the mail server and the bucket.
    const smtp = smtpSink(ports.smtp);
    await smtp.start();
    stops.push(smtp.stop);
    const bucket = 'velvet-media';
    const s3 = await startS3Server(bucket, ports.s3);
    stops.push(s3.close);

    const publicUrl = `http://127.0.0.1:${ports.proxy}`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PUBLIC_URL: publicUrl,
      DATABASE_URL: `postgres://postgres@127.0.0.1:${ports.primary}/${DATABASE}`,
      DATABASE_REPLICA_URL: `postgres://postgres@127.0.0.1:${ports.replica}/${DATABASE}`,
      REDIS_URL: `redis://127.0.0.1:${ports.redis}`,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      S3_ENDPOINT: s3.endpoint,
      S3_BUCKET: bucket,
      S3_ACCESS_KEY_ID: S3RVER_KEYS.accessKeyId,
      S3_SECRET_ACCESS_KEY: S3RVER_KEYS.secretAccessKey,
      // HAProxy connects from this address; the client is the X-Forwarded-For entry it adds.
      TRUST_PROXY: '127.0.0.1',
      STATS_KEY: randomBytes(24).toString('hex'),
      METRICS: '1',
      SHUTDOWN_DRAIN_MS: String(DRAIN_MS),
      PAYMENT_PROVIDER: 'local',
      SEED_DEMO: options.seedDemo === false ? '0' : '1',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
    };
    delete env.WEB_DIST;

    const instances: Instance[] = Array.from({ length: count }, (_, i) => {
      const name = `app${i + 1}`;
      const port = basePort + 11 + i;
      const dataDir = path.join(dir, name);
      mkdirSync(dataDir);
      let child: ChildProcess | undefined;
      return {
        name,
        port,
        url: `http://127.0.0.1:${port}`,
        process: () => child,
        start: async (timeoutMs = 120_000) => {
          child = startProcess(
            process.execPath,
            ['--enable-source-maps', path.join(serverDir, 'dist/main.js')],
            path.join(logs, `${name}.log`),
            { ...env, PORT: String(port), DATA_DIR: dataDir },
          );
          const started = child;
          await waitFor(
            name,
            () => {
              if (started.exitCode !== null)
                throw new Error(`${name} exited: see ${path.join(logs, `${name}.log`)}`);
              return answers(`http://127.0.0.1:${port}/api/ready`);
            },
            timeoutMs,
          );
        },
        stop: async () => stopProcess(child, 'SIGTERM', DRAIN_MS + 15_000),
        kill: async () => stopProcess(child, 'SIGKILL'),
      };
    });
    // The first migrates and seeds alone; the others start on a ready database.
    log(`instances on ${instances.map((i) => i.port).join(', ')}…`);
    stops.push(async () => void (await Promise.all(instances.map((i) => i.stop()))));
    if (options.seedDemo !== false)
      log('app1 migrates and loads the demo catalogue first (a minute or two)…');
    await instances[0]!.start(900_000);
    await Promise.all(instances.slice(1).map((i) => i.start()));

    log(`HAProxy on ${ports.proxy} (status page on ${ports.stats})…`);
    const haproxyEnv = {
      ...process.env,
      VELVET_BIND: `127.0.0.1:${ports.proxy}`,
      VELVET_STATS: `127.0.0.1:${ports.stats}`,
      ...Object.fromEntries(instances.map((i, n) => [`VELVET_APP${n + 1}`, `127.0.0.1:${i.port}`])),
    };
    // -db: in the foreground, so it ends with us.
    const haproxy = startProcess(
      'haproxy',
      ['-db', '-f', path.join(root, 'deploy/haproxy.cfg')],
      path.join(logs, 'haproxy.log'),
      haproxyEnv,
    );
    stops.push(async () => stopProcess(haproxy, 'SIGTERM', 5000));
    await waitFor('HAProxy', async () => {
      if (haproxy.exitCode !== null)
        throw new Error(`HAProxy exited: ${readFileSync(path.join(logs, 'haproxy.log'), 'utf8')}`);
      return (await backendsUp(`http://127.0.0.1:${ports.stats}`)) === count;
    });

    return {
      url: publicUrl,
      statsUrl: `http://127.0.0.1:${ports.stats}`,
      dir,
      logs,
      ports,
      databaseUrl: env.DATABASE_URL!,
      replicaUrl: env.DATABASE_REPLICA_URL!,
      redisUrl: env.REDIS_URL!,
      instances,
      replica,
      redis,
      smtp,
      /** How many instances HAProxy counts as up. */
      backendsUp: () => backendsUp(`http://127.0.0.1:${ports.stats}`),
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

/** Servers of the app backend HAProxy's status page shows as UP (its CSV export). */
async function backendsUp(statsUrl: string): Promise<number> {
  try {
    const csv = await (await fetch(`${statsUrl}/;csv`, { signal: AbortSignal.timeout(2000) })).text();
    return csv
      .split('\n')
      .filter((line) => line.startsWith('velvet_app,app'))
      .filter((line) => line.split(',')[17]?.startsWith('UP')).length;
  } catch {
    return 0;
  }
}

/** Stops a PostgreSQL cluster left running in `dataDir` (by us, before a crash); nothing when none runs. */
function stopPostgres(dataDir: string) {
  if (!existsSync(path.join(dataDir, 'postmaster.pid'))) return;
  try {
    asPostgres(path.join(PG_BIN, 'pg_ctl'), ['-D', dataDir, '-w', '-m', 'fast', 'stop'], { quiet: true });
  } catch {
    // already gone
  }
}

const uid = (user: string) => Number(execFileSync('id', ['-u', user]).toString().trim());
const gid = (user: string) => Number(execFileSync('id', ['-g', user]).toString().trim());
