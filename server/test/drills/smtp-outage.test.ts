import { SUPPORT_EMAIL } from '@velvet/contract';
import { describe, expect, it } from 'vitest';
import {
  app,
  cleanups,
  registerBookReport,
  rows,
  sleep,
  smtpUrl,
  stopAfterEach,
  until,
} from '../outbox-calls.ts';
import { freePort } from '../server-process.ts';
import { smtpSink } from '../smtp-sink.ts';

stopAfterEach();

describe('outbox delivery over SMTP', () => {
  it('drill: SMTP down for 30 s during a registration, a booking and a report; each email arrives once, within 60 s after', async () => {
    // The default schedule (first retry after 10 s, then 30 s), polled every 5 s as in production.
    const port = await freePort();
    const sink = smtpSink(port);
    cleanups.push(() => sink.stop());
    const ctx = await app({ SMTP_URL: smtpUrl(port) }, {});
    const downAt = Date.now();
    const { form, advert } = await registerBookReport(ctx);
    await until(
      'every first attempt to fail',
      async () => (await rows(ctx)).every((r) => r.attempts >= 1 && r.lastError),
      10_000,
    );
    expect((await rows(ctx)).every((r) => r.status === 'pending')).toBe(true);

    await sleep(30_000 - (Date.now() - downAt));
    await sink.start();
    const upAt = Date.now();
    await until(
      'every email to be delivered',
      async () => (await rows(ctx)).every((r) => r.status === 'sent'),
      60_000,
    );
    const deliveredWithinMs = Date.now() - upAt;
    expect(deliveredWithinMs).toBeLessThan(60_000);

    // Another pass finds nothing left to send: nothing arrives twice.
    expect(await ctx.deps.mailer.deliverDue()).toBe(0);
    expect(sink.messages).toHaveLength(3);
    expect(sink.to(form.email)).toHaveLength(1);
    expect(sink.to(advert.email)).toHaveLength(1);
    expect(sink.to(SUPPORT_EMAIL)).toHaveLength(1);
    expect(new Set(sink.messages.map((m) => m.messageId)).size).toBe(3);
    expect((await rows(ctx)).map((r) => r.lastError)).toEqual([null, null, null]);
  }, 120_000);
});
