import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { buildApp, type App, type BuildOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDeps, closeDeps, type AppDeps } from '../src/deps.ts';

export type TestContext = { app: App; deps: AppDeps; dataDir: string; close: () => Promise<void> };

/**
 * A fresh database per call: PGlite in memory by default, or, when DATABASE_URL is set, a new
 * PostgreSQL database created for this test file and dropped afterwards. Both start as a copy of the
 * run's migrated template (test/database-template.ts).
 */
async function freshDatabaseUrl(): Promise<{ url: string | undefined; drop: () => Promise<void> }> {
  const base = process.env.DATABASE_URL;
  if (!base) return { url: undefined, drop: async () => {} };
  const name = `velvet_test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

export type TestOptions = {
  /** Rewrites the fresh PostgreSQL URL the app connects to (e.g. through a TCP proxy the test controls). */
  databaseUrl?: (url: string) => string;
};

export async function buildTestApp(
  env: Record<string, string> = {},
  options: BuildOptions = {},
  testOptions: TestOptions = {},
): Promise<TestContext> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-test-'));
  const database = await freshDatabaseUrl();
  const databaseUrl =
    database.url && testOptions.databaseUrl ? testOptions.databaseUrl(database.url) : database.url;
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SEED_DEMO: '0',
    LOG_LEVEL: 'silent',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...env,
  });
  const silent = { info: () => {}, error: () => {} };
  const template = inject('pgliteTemplate');
  const deps = await createDeps(config, silent, {
    inMemoryDatabase: true,
    ...(template ? { databaseTemplate: new Blob([readFileSync(template)]) } : {}),
  });
  const app = await buildApp(deps, { logger: false, ...options });
  await app.ready();
  return {
    app,
    deps,
    dataDir,
    close: async () => {
      await app.close();
      await closeDeps(deps);
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * The app of a whole test file: built before its first test, closed after its last. Its `app` and `deps`
 * are read when a test runs, so a file declares it once at the top: `const ctx = appForFile();`.
 */
export function appForFile(env: Record<string, string> = {}, options: BuildOptions = {}) {
  let built: TestContext | undefined;
  beforeAll(async () => {
    built = await buildTestApp(env, options);
  });
  afterAll(() => built?.close());
  const current = () => {
    if (!built) throw new Error('the app is built in beforeAll: use it inside a test or a hook');
    return built;
  };
  return {
    get app() {
      return current().app;
    },
    get deps() {
      return current().deps;
    },
    /** The app's database, for factories and direct reads. */
    get db() {
      return current().deps.database.db;
    },
    get dataDir() {
      return current().dataDir;
    },
  };
}

/**
 * POSTs to one public call of the app, each request from an address of its own (`${subnet}.1`, `.2`, …)
 * unless `options.ip` names one, so a per-address rate limit only bites in the tests that mean it to.
 */
export function postFromFreshAddresses(ctx: Pick<TestContext, 'app'>, url: string, subnet: string) {
  let n = 0;
  return (body: unknown, options: { ip?: string; lang?: string } = {}) =>
    ctx.app.inject({
      method: 'POST',
      url,
      payload: body as Record<string, unknown>,
      remoteAddress: options.ip ?? `${subnet}.${++n}`,
      headers: options.lang ? { 'accept-language': options.lang } : {},
    });
}

export type Instance = { app: App; deps: AppDeps };

/**
 * Several app instances on one fresh PostgreSQL database, as on separate machines: each has its own data
 * directory, and shares only the database and what `env` names (REDIS_URL). Needs DATABASE_URL.
 */
export async function buildInstances(
  count: number,
  env: Record<string, string>,
  options: BuildOptions = {},
): Promise<{ instances: Instance[]; close: () => Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'velvet-instances-'));
  const database = await freshDatabaseUrl();
  if (!database.url) throw new Error('buildInstances needs DATABASE_URL');
  const instances: Instance[] = [];
  const close = async () => {
    for (const { app, deps } of instances) {
      await app.close();
      await closeDeps(deps);
    }
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    for (let i = 0; i < count; i++) {
      const config = loadConfig({
        NODE_ENV: 'test',
        DATA_DIR: path.join(dataDir, String(i)),
        DATABASE_URL: database.url,
        SEED_DEMO: '0',
        LOG_LEVEL: 'silent',
        ...env,
      });
      const deps = await createDeps(config, { info: () => {}, error: () => {} });
      const app = await buildApp(deps, { logger: false, ...options });
      await app.ready();
      instances.push({ app, deps });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { instances, close };
}

type DevMail = {
  subject: string;
  text: string;
  status: 'pending' | 'sent' | 'failed' | 'suppressed';
  template: string;
  /** The one-click unsubscribe URL of mail to someone who is not an account holder. */
  list_unsubscribe: string | null;
};

/**
 * Reads the newest captured email to an address through the dev outbox, as a user would read mail:
 * mail is delivered by the outbox worker after the request, so this waits (up to 5 s) until the
 * newest message to `to` has left. No message at all answers undefined at once: the outbox row is
 * committed with the request, so a request that wrote none will never have one.
 */
export async function readEmail(app: App, to: string): Promise<DevMail | undefined> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const res = await app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(to)}` });
    const newest = (res.json() as { data: { messages: DevMail[] } }).data.messages[0];
    // A suppressed email is as final as a sent one: it is never going to be sent.
    if (!newest || newest.status === 'sent' || newest.status === 'suppressed') return newest;
    if (Date.now() > deadline) throw new Error(`the newest email to ${to} is still ${newest.status}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The five-digit code in the newest email to `to`. */
export async function readCode(app: App, to: string): Promise<string> {
  const mail = await readEmail(app, to);
  const code = mail?.text.match(/\b(\d{5})\b/)?.[1];
  if (!code) throw new Error(`no code in the newest email to ${to}`);
  return code;
}

/**
 * A refusal with messages on fields: the envelope's message (when given), and on each named field exactly
 * these messages. Fields not named may carry messages of their own.
 */
export function expectFieldErrors(
  res: { json: () => unknown },
  errors: Record<string, string[]>,
  message?: string,
) {
  const body = res.json() as { message: string; errors: Record<string, string[] | undefined> };
  if (message !== undefined) expect(body.message).toBe(message);
  for (const [field, messages] of Object.entries(errors)) expect(body.errors[field], field).toEqual(messages);
}

/**
 * Calls of one of the signed-in account's own resources (`/api/account/…`): the method, the account's
 * headers, a JSON body and the language; `suffix` names an item under it (`/12`).
 */
export function accountCalls(ctx: Pick<TestContext, 'app'>, url: string) {
  return (
    method: 'GET' | 'POST' | 'DELETE',
    headers: Record<string, string>,
    payload?: unknown,
    lang = 'en',
    suffix = '',
  ) => {
    const options: InjectOptions = {
      method,
      url: `${url}${suffix}`,
      headers: { ...headers, 'accept-language': lang },
    };
    if (payload !== undefined) options.payload = payload as InjectOptions['payload'];
    return ctx.app.inject(options);
  };
}
