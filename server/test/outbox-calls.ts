import type { SQL } from 'drizzle-orm';
import { afterEach, expect } from 'vitest';
import type { BuildOptions } from '../src/app.ts';
import { outbox } from '../src/db/schema.ts';
import { makeAdvertiser } from './factories.ts';
import { buildTestApp, type TestContext } from './helpers.ts';
import { postRegistration, registrationFiles, registrationForm } from './requests.ts';

/**
 * The outbox's tests and its SMTP drill (test/drills/) share these: an app whose mail worker a test
 * configures, waiting for the outbox's rows, and the three things that send mail.
 */
export const smtpUrl = (port: number) => `smtp://127.0.0.1:${port}`;

/** What a test started (apps, SMTP servers), stopped after it by `stopAfterEach`, last first. */
export const cleanups: (() => Promise<void>)[] = [];
export const stopAfterEach = () =>
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

export async function app(env: Record<string, string>, worker: BuildOptions['mailWorker']) {
  const ctx = await buildTestApp(env, { mailWorker: worker });
  cleanups.push(() => ctx.close());
  return ctx;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function until<T>(what: string, probe: () => Promise<T | undefined | false>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Rows of a raw query, whichever driver ran it. */
export async function raw<T>(ctx: TestContext, query: SQL): Promise<T[]> {
  return ((await ctx.deps.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

export const rows = (ctx: TestContext) => ctx.deps.database.db.select().from(outbox).orderBy(outbox.id);

/** The outbox's rows, once the first of them has reached `status`. */
export const rowsOnceFirstIs = (ctx: TestContext, status: 'sent' | 'failed', timeoutMs: number) =>
  until(
    `the first row to be ${status}`,
    async () => {
      const all = await rows(ctx);
      return all[0]?.status === status && all;
    },
    timeoutMs,
  );

export type Mail = Parameters<TestContext['deps']['mailer']['send']>[0];
/** A message for the outbox: a short contact mail in English unless `mail` says otherwise. */
export const message = (mail: Partial<Mail> & Pick<Mail, 'to'>): Mail => ({
  template: 'contact',
  lang: 'en',
  subject: 's',
  text: 't',
  html: 'h',
  ...mail,
});

let ip = 0;
const fromIp = () => `10.42.0.${++ip}`;

/** The three things a visitor and an advertiser do that send mail: register, book, report. */
export async function registerBookReport(ctx: TestContext) {
  const form = registrationForm();
  const advert = await makeAdvertiser(ctx.deps.database.db, { name: 'Drill advert' });
  const started = Date.now();
  const registration = await postRegistration(ctx.app, form, await registrationFiles());
  const registrationMs = Date.now() - started;
  const bookingStarted = Date.now();
  const booking = await ctx.app.inject({
    method: 'POST',
    url: '/api/booking',
    remoteAddress: fromIp(),
    payload: {
      guid: advert.guid,
      first_name: 'Jens',
      last_name: 'Hansen',
      contact_number: '+45 12 34 56 78',
      email: 'jens@example.test',
      address: 'Vestergade 1',
      address2: '',
      country: 'Denmark',
      city: 'Aarhus C',
      postal_code: '8000',
      age: 34,
      details: 'Friday at 20:00.',
    },
  });
  const bookingMs = Date.now() - bookingStarted;
  const report = await ctx.app.inject({
    method: 'POST',
    url: '/api/reports',
    remoteAddress: fromIp(),
    payload: { guid: advert.guid, reason: 'underage', details: 'Looks very young' },
  });
  expect(registration.statusCode, registration.body).toBe(201);
  expect(booking.statusCode, booking.body).toBe(201);
  expect(report.statusCode, report.body).toBe(201);
  return { form, advert, registrationMs, bookingMs };
}
