import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { REDACTED_TEXT } from '../src/adapters/mailer.ts';
import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { outbox } from '../src/db/schema.ts';
import { closeDeps, createDeps } from '../src/deps.ts';
import { postJson, postRegistration, registrationFiles, registrationForm } from './requests.ts';
import { makeAdvertiser } from './factories.ts';
import { accountCalls, buildTestApp, type TestContext } from './helpers.ts';
import { runsOutIn, withConfirmedContact } from './check-ins.ts';
import { sweepCheckIns } from '../src/modules/check-in/service.ts';
import {
  app,
  cleanups,
  message,
  raw,
  registerBookReport,
  rows,
  rowsOnceFirstIs,
  sleep,
  smtpUrl,
  stopAfterEach,
  until,
} from './outbox-calls.ts';
import { freePort } from './server-process.ts';
import { smtpSink, stalledSmtp } from './smtp-sink.ts';

/**
 * The outbox worker against a real SMTP server on this machine (smtp-server), which the tests stall and
 * bring back (the drill of a 30 s outage is in test/drills/). Its ports are free ones picked per run: the
 * sink is started late (SMTP "comes back"), and on a fixed port another run's app, or a developer's
 * server, delivered into this run's sink.
 */
const PORT = { sink: await freePort(), stalled: await freePort(), twoInstances: await freePort() };
stopAfterEach();

describe('outbox delivery over SMTP', () => {
  it('answers requests while the worker is stuck on a stalled SMTP server', async () => {
    const stalled = await stalledSmtp(PORT.stalled);
    cleanups.push(() => stalled.stop());
    // Timeouts of a minute, longer than nodemailer's 30 s default greeting wait: requests must not care.
    const ctx = await app(
      { SMTP_URL: smtpUrl(PORT.stalled) },
      { pollMs: 100, smtp: { connectionMs: 60_000, greetingMs: 60_000 }, stopGraceMs: 100 },
    );

    const first = await registerBookReport(ctx);
    await until('the worker to connect', async () => stalled.connections() > 0, 5_000);
    const { registrationMs, bookingMs } = await registerBookReport(ctx);
    // The worker is still waiting for a greeting that never comes, and the requests have answered.
    expect(stalled.connections()).toBeGreaterThan(0);
    expect((await rows(ctx)).every((r) => r.status === 'pending' && r.lastError === null)).toBe(true);
    // Well under the minute the worker may wait (and the 30 s requests used to take): on an idle
    // machine these take a few hundred milliseconds; the bound leaves room for a loaded CI.
    expect(registrationMs).toBeLessThan(10_000);
    expect(bookingMs).toBeLessThan(10_000);
    expect(first.registrationMs).toBeLessThan(10_000);
  }, 90_000);

  it('gives up on a stalled SMTP server after the short greeting timeout and retries 10 s later', async () => {
    const stalled = await stalledSmtp(PORT.stalled);
    cleanups.push(() => stalled.stop());
    const ctx = await app({ SMTP_URL: smtpUrl(PORT.stalled) }, { pollMs: 100 });
    await ctx.deps.mailer.send(message({ to: 'x@example.test' }));
    await until('the worker to connect', async () => stalled.connections() > 0, 5_000);
    const connectedAt = Date.now();
    const failed = await until(
      'the attempt to time out',
      async () => (await rows(ctx)).find((r) => r.lastError),
      15_000,
    );
    // 5 s of greeting timeout, not 30 s.
    expect(Date.now() - connectedAt).toBeLessThan(10_000);
    expect(failed.lastError).toMatch(/greeting/i);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
    const [{ wait }] = (await raw<{ wait: number }>(
      ctx,
      sql`select extract(epoch from next_attempt_at - now())::float as wait from outbox where id = ${failed.id}`,
    )) as [{ wait: number }];
    expect(wait).toBeGreaterThan(3);
    expect(wait).toBeLessThanOrEqual(10);
  }, 90_000);

  it('keeps no usable one-time code once the email is delivered', async () => {
    const sink = smtpSink(PORT.sink);
    await sink.start();
    cleanups.push(() => sink.stop());
    const ctx = await app({ SMTP_URL: smtpUrl(PORT.sink) }, { pollMs: 100 });

    const form = registrationForm();
    const res = await postRegistration(ctx.app, form, await registrationFiles());
    expect(res.statusCode).toBe(201);
    const [mail] = await until(
      'the code to arrive',
      async () => sink.to(form.email).length > 0 && sink.to(form.email),
      10_000,
    );
    const code = /^(\d{5})\r?$/m.exec(mail!.raw)?.[1];
    expect(code).toMatch(/^\d{5}$/);

    const [row] = await rowsOnceFirstIs(ctx, 'sent', 5_000);
    expect(row).toMatchObject({ template: 'otp-0', carriesCode: true, text: REDACTED_TEXT, lastError: null });
    expect(row!.html).not.toContain(code);
    expect(row!.subject).not.toContain(code);
    const dump = await raw<{ dump: string }>(ctx, sql`select row_to_json(o)::text as dump from outbox o`);
    expect(JSON.stringify(dump)).not.toContain(code!);

    // The code that travelled by mail is the one that verifies the account.
    const verified = await postJson(ctx.app, '/api/auth/verify-otp', {
      email: form.email,
      otp: code,
      type: 0,
    });
    expect(verified.statusCode, verified.body).toBe(200);

    // Other emails keep their body: operators may need to know what a booking said.
    const advert = await makeAdvertiser(ctx.deps.database.db);
    await ctx.deps.mailer.send(
      message({
        to: advert.email,
        template: 'booking',
        lang: 'da',
        text: 'Booking 12345',
        html: '<p>Booking 12345</p>',
      }),
    );
    await until('the booking mail to be sent', async () => (await rows(ctx))[1]?.status === 'sent', 5_000);
    expect((await rows(ctx))[1]!.text).toBe('Booking 12345');
  }, 90_000);

  it("blanks a fired check-in alert's note once it is delivered, and once it fails for good", async () => {
    const sink = smtpSink(PORT.sink);
    await sink.start();
    cleanups.push(() => sink.stop());
    const note = 'Hotel Royal, room 412';
    /** An alert fired by the check-in sweep, as in production: a confirmed contact, a check-in run out. */
    const fire = async (ctx: TestContext, contact: string) => {
      const database = ctx.deps.database.db;
      const who = await withConfirmedContact(ctx.app, database, contact, 'en');
      const started = await accountCalls(ctx, '/api/account/check-in')('POST', who.headers, {
        minutes: 15,
        note,
      });
      expect(started.statusCode, started.body).toBe(200);
      await runsOutIn(database, who.account.id, -1);
      expect(await sweepCheckIns(ctx.deps)).toMatchObject({ fired: 1 });
    };
    const alertOnceIs = (ctx: TestContext, status: 'sent' | 'failed') =>
      until(
        `the alert to be ${status}`,
        async () => {
          const row = (await rows(ctx)).find((r) => r.template === 'check_in_alert');
          return row?.status === status && row;
        },
        10_000,
      );

    const delivering = await app({ SMTP_URL: smtpUrl(PORT.sink) }, { pollMs: 50 });
    await fire(delivering, 'tine@example.dk');
    const sent = await alertOnceIs(delivering, 'sent');
    // The contact got the note; the outbox no longer has it.
    expect(sink.to('tine@example.dk').some((m) => m.raw.includes(note))).toBe(true);
    expect(sent).toMatchObject({ privateBody: true, text: REDACTED_TEXT, lastError: null });
    expect(sent.html).not.toContain('Royal');

    // Nothing listens on this port: every attempt is refused, and the last one blanks the note too.
    const refused = await app({ SMTP_URL: smtpUrl(await freePort()) }, { pollMs: 50, backoffMs: [100] });
    await fire(refused, 'tove@example.dk');
    const failed = await alertOnceIs(refused, 'failed');
    expect(failed).toMatchObject({ attempts: 2, privateBody: true, text: REDACTED_TEXT });
    expect(failed.lastError).toMatch(/ECONNREFUSED/);
    expect(failed.html).not.toContain('Royal');
  }, 90_000);

  it('sends a mail queued while a pass is under way at once, not at the next poll', async () => {
    // Polls an hour apart: only the wake each queued mail gives can deliver it in time. The dev outbox
    // delivers at once, so a pass is short and often ends between a commit's wake and its timer.
    const ctx = await app({}, { pollMs: 3_600_000 });
    const { db } = ctx.deps.database;
    // As requests do it: each mail committed with its change, the worker woken after the commit; the
    // second of a pair is queued while the pass the first woke is under way.
    const queue = async (to: string) => {
      await db.transaction((tx) => ctx.deps.mailer.enqueue(tx, message({ to })));
      ctx.deps.mailer.wake();
    };
    // A reader asking after its mail every few milliseconds, as a waiting test or page does, keeps the
    // database busy so that passes and commits overlap.
    let reading = true;
    const reader = (async () => {
      while (reading) await rows(ctx);
    })();
    try {
      for (let i = 0; i < 15; i++) {
        await queue(`first${i}@example.test`);
        await queue(`second${i}@example.test`);
        await until(
          `pair ${i} to be sent`,
          async () => (await rows(ctx))[2 * i + 1]?.status === 'sent',
          3_000,
        );
      }
    } finally {
      reading = false;
      await reader;
    }
  }, 120_000);

  it('retries on the configured schedule and gives up after the last step', async () => {
    const sink = smtpSink(PORT.sink);
    cleanups.push(() => sink.stop());
    const ctx = await app({ SMTP_URL: smtpUrl(PORT.sink) }, { pollMs: 50, backoffMs: [100, 200] });
    await ctx.deps.mailer.send(
      message({ to: 'ops@example.test', subject: 'Hi', text: 'Hello', html: '<p>Hello</p>' }),
    );
    // The message fails for good.
    const [row] = await rowsOnceFirstIs(ctx, 'failed', 10_000);
    // One attempt at once and one per backoff step, then no more.
    expect(row).toMatchObject({ status: 'failed', attempts: 3, sentAt: null });
    expect(row!.lastError).toMatch(/ECONNREFUSED/);
    await sleep(300);
    expect((await rows(ctx))[0]!.attempts).toBe(3);
    expect(sink.messages).toHaveLength(0);
  }, 90_000);

  it('drops a code email still undelivered when its code has expired, and blanks it', async () => {
    const ctx = await app({ SMTP_URL: smtpUrl(PORT.sink) }, { pollMs: 50, backoffMs: [60_000] });
    await ctx.deps.mailer.send(
      message({
        to: 'late@example.test',
        template: 'otp-0',
        carriesCode: true,
        subject: 'Code',
        text: 'Code 54321',
        html: '<p>54321</p>',
      }),
    );
    await until('a failed attempt', async () => (await rows(ctx))[0]?.lastError, 5_000);
    await ctx.deps.database.db.execute(
      sql`update outbox set created_at = now() - interval '11 minutes', next_attempt_at = now()`,
    );
    // The expired code is dropped.
    const [row] = await rowsOnceFirstIs(ctx, 'failed', 5_000);
    expect(row).toMatchObject({ lastError: 'code expired before delivery', text: REDACTED_TEXT });
    expect(row!.html).not.toContain('54321');
  }, 60_000);

  it('leaves a claimed row alone until its lease runs out (a crashed instance)', async () => {
    // No SMTP_URL: the dev outbox delivers to the console, which is enough to see the claim rule.
    const ctx = await app({}, false);
    const id = await ctx.deps.mailer.enqueue(ctx.deps.database.db, {
      to: 'x@example.test',
      template: 'contact',
      lang: 'en',
      subject: 's',
      text: 't',
      html: 'h',
    });
    await ctx.deps.database.db
      .update(outbox)
      .set({ lockedUntil: sql`now() + interval '1 hour'`, attempts: 1 })
      .where(eq(outbox.id, id));
    expect(await ctx.deps.mailer.deliverDue()).toBe(0);
    await ctx.deps.database.db
      .update(outbox)
      .set({ lockedUntil: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, id));
    expect(await ctx.deps.mailer.deliverDue()).toBe(1);
    expect((await rows(ctx))[0]).toMatchObject({ status: 'sent', attempts: 2, lockedUntil: null });
  }, 60_000);
});

describe.skipIf(!process.env.DATABASE_URL)('two instances on one PostgreSQL', () => {
  it('deliver 50 queued emails with no duplicate', async () => {
    const sink = smtpSink(PORT.twoInstances, { delayMs: 5 });
    await sink.start();
    cleanups.push(() => sink.stop());
    const worker = { pollMs: 20, batchSize: 3 };
    // Instance A owns the fresh database; B is a second process's worth of app on the same one.
    const a = await buildTestApp({ SMTP_URL: smtpUrl(PORT.twoInstances) }, { mailWorker: false });
    cleanups.push(() => a.close());
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: a.dataDir,
      DATABASE_URL: a.deps.config.databaseUrl!,
      SMTP_URL: smtpUrl(PORT.twoInstances),
      SEED_DEMO: '0',
      LOG_LEVEL: 'silent',
    });
    const bDeps = await createDeps(config, { info: () => {}, error: () => {} });
    const b: App = await buildApp(bDeps, { logger: false, mailWorker: false });
    await b.ready();
    cleanups.push(async () => {
      await b.close();
      await closeDeps(bDeps);
    });

    await a.deps.database.db.transaction(async (tx) => {
      for (let i = 0; i < 50; i++)
        await a.deps.mailer.enqueue(tx, {
          to: `n${i}@example.test`,
          template: 'contact',
          lang: 'en',
          subject: `Mail ${i}`,
          text: `Body ${i}`,
          html: `<p>${i}</p>`,
        });
    });
    // Both workers start on the same backlog at the same moment.
    a.deps.mailer.start(worker);
    bDeps.mailer.start(worker);
    await until('all 50 to be sent', async () => (await rows(a)).every((r) => r.status === 'sent'), 30_000);

    expect(sink.messages).toHaveLength(50);
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(50);
    expect(new Set(sink.messages.map((m) => m.to[0])).size).toBe(50);
    expect((await rows(a)).every((r) => r.attempts === 1)).toBe(true);
    // Both took part: the backlog was shared, not drained by one while the other idled.
    expect(a.deps.mailer.stats().sent + bDeps.mailer.stats().sent).toBe(50);
    expect(a.deps.mailer.stats().sent).toBeGreaterThan(0);
    expect(bDeps.mailer.stats().sent).toBeGreaterThan(0);
  }, 90_000);
});
