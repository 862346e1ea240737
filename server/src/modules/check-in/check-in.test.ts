import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, checkIns, outbox } from '../../db/schema.ts';
import type { Db } from '../../db/client.ts';
import {
  accountCalls,
  appForFile,
  buildInstances,
  expectFieldErrors,
  readEmail,
  type Instance,
} from '../../../test/helpers.ts';
import { makeSignedIn } from '../../../test/factories.ts';
import { runsOutIn, withConfirmedContact } from '../../../test/check-ins.ts';
import { sweepCheckIns } from './service.ts';

const ctx = appForFile({}, { mailWorker: { pollMs: 20 } });
const db = () => ctx.deps.database.db;

type App = Instance['app'];
const call = (
  app: App,
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
  lang = 'en',
) => accountCalls({ app }, url)(method, headers, payload, lang);

const alerts = (database: Db, to: string) =>
  database
    .select({ id: outbox.id, text: outbox.text, subject: outbox.subject, lang: outbox.lang })
    .from(outbox)
    .where(and(eq(outbox.to, to), eq(outbox.template, 'check_in_alert')));

describe('emergency contact', () => {
  it('is emailed a link in their language and only confirmed contacts allow a check-in', async () => {
    const who = await makeSignedIn(db(), { name: 'Careful Cille' });
    const unset = await call(ctx.app, 'POST', '/api/account/check-in', who.headers, { minutes: 60 }, 'da');
    expect(unset.statusCode).toBe(422);
    expectFieldErrors(unset, {
      emergency_contact: [
        'Din nødkontakt har ikke bekræftet endnu. Et tjek-ind kræver en bekræftet kontakt.',
      ],
    });
    const set = await call(ctx.app, 'POST', '/api/account/emergency-contact', who.headers, {
      name: 'Trusted Tine',
      email: 'Tine@Example.dk',
      language: 'da',
    });
    expect(set.json()).toMatchObject({
      message: 'We emailed Trusted Tine a link to confirm. Check-ins can start once they have.',
      data: { contact: { name: 'Trusted Tine', email: 'tine@example.dk', language: 'da', confirmed: false } },
    });
    const mail = await readEmail(ctx.app, 'tine@example.dk');
    expect(mail!.subject).toBe('En annoncør på Velvet har valgt dig som nødkontakt');
    const unconfirmed = await call(ctx.app, 'POST', '/api/account/check-in', who.headers, { minutes: 60 });
    expectFieldErrors(unconfirmed, {
      emergency_contact: [
        'Your emergency contact has not confirmed yet. A check-in needs a confirmed contact.',
      ],
    });
    const bad = await call(ctx.app, 'POST', '/api/emergency-contact/confirm', {}, { token: 'nope' });
    expect(bad.statusCode).toBe(400);
    const token = /token=([\w-]+)/.exec(mail!.text)![1]!;
    expect((await call(ctx.app, 'POST', '/api/emergency-contact/confirm', {}, { token })).statusCode).toBe(
      200,
    );
    // The link works once.
    expect((await call(ctx.app, 'POST', '/api/emergency-contact/confirm', {}, { token })).statusCode).toBe(
      400,
    );
    const state = await call(ctx.app, 'GET', '/api/account/check-in', who.headers);
    expect(state.json().data).toMatchObject({ contact: { confirmed: true }, check_in: null });
  });

  it('refuses a bad contact on its fields', async () => {
    const who = await makeSignedIn(db(), { name: 'Typo Tove' });
    const res = await call(ctx.app, 'POST', '/api/account/emergency-contact', who.headers, {
      name: ' ',
      email: 'not-an-email',
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'name']);
    expect((await call(ctx.app, 'GET', '/api/account/check-in', who.headers)).json().data.contact).toBeNull();
  });
});

describe('check-in', () => {
  it('requires authentication', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const)
      expect((await call(ctx.app, method, '/api/account/check-in', {})).statusCode).toBe(401);
  });

  it('refuses 5 minutes and more than 12 hours in both languages, and starts nothing', async () => {
    const who = await withConfirmedContact(ctx.app, db(), 'short@example.dk', 'en');
    const five = await call(ctx.app, 'POST', '/api/account/check-in', who.headers, { minutes: 5, note: 'x' });
    expect(five.statusCode).toBe(422);
    expectFieldErrors(five, { minutes: ['Choose between 15 minutes and 12 hours.'] });
    const long = await call(ctx.app, 'POST', '/api/account/check-in', who.headers, { minutes: 721 }, 'da');
    expectFieldErrors(long, { minutes: ['Vælg mellem 15 minutter og 12 timer.'] });
    expect(
      (await call(ctx.app, 'GET', '/api/account/check-in', who.headers)).json().data.check_in,
    ).toBeNull();
  });

  it("started and ended with I'm safe: nothing is sent and nothing of the note is kept", async () => {
    const who = await withConfirmedContact(ctx.app, db(), 'ended@example.dk', 'en');
    const started = await call(ctx.app, 'POST', '/api/account/check-in', who.headers, {
      minutes: 90,
      note: 'Hotel Royal, room 412',
    });
    expect(started.statusCode, started.body).toBe(200);
    const due = new Date(started.json().data.check_in.due_at).getTime();
    expect(Math.abs(due - (Date.now() + 90 * 60_000))).toBeLessThan(10_000);
    const ended = await call(ctx.app, 'DELETE', '/api/account/check-in', who.headers, undefined, 'da');
    expect(ended.json()).toMatchObject({
      message: 'Godt, at du er i sikkerhed. Tjek-ind er afsluttet, og noten er slettet.',
      data: { check_in: null },
    });
    expect(await db().select().from(checkIns).where(eq(checkIns.advertiserId, who.account.id))).toEqual([]);
    await sweepCheckIns(ctx.deps);
    expect(await alerts(db(), 'ended@example.dk')).toEqual([]);
  });

  it('reminds the advertiser 10 minutes before, then alerts the contact once in their language', async () => {
    const who = await withConfirmedContact(ctx.app, db(), 'alert@example.dk', 'da');
    await call(ctx.app, 'POST', '/api/account/check-in', who.headers, {
      minutes: 60,
      note: 'Hotel Royal, room 412',
    });
    await runsOutIn(db(), who.account.id, 8);
    expect(await sweepCheckIns(ctx.deps)).toMatchObject({ reminded: 1, fired: 0 });
    expect(await sweepCheckIns(ctx.deps)).toMatchObject({ reminded: 0, fired: 0 });
    const reminder = await readEmail(ctx.app, who.account.email);
    expect(reminder!.subject).toBe(
      'Dit tjek-ind udløber om 10 minutter / Your check-in runs out in 10 minutes',
    );

    await runsOutIn(db(), who.account.id, -1);
    expect(await sweepCheckIns(ctx.deps)).toMatchObject({ fired: 1 });
    expect(await sweepCheckIns(ctx.deps)).toMatchObject({ fired: 0 });
    const [alert, ...more] = await alerts(db(), 'alert@example.dk');
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ lang: 'da', subject: 'Et tjek-ind på Velvet blev ikke afsluttet' });
    // Who and where: the advert's name and her note, which the contact needs to act.
    expect(alert!.text).toContain('Safe alert, som du er nødkontakt for');
    expect(alert!.text).toContain('Deres note: Hotel Royal, room 412');
    expect(alert!.text).not.toContain('Trusted Tine');
    // The note is gone from the check-in; the audit log says it fired, not what it said.
    const [row] = await db().select().from(checkIns).where(eq(checkIns.advertiserId, who.account.id));
    expect(row).toMatchObject({ note: '' });
    expect(row!.firedAt).not.toBeNull();
    const audit = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'check_in.fire'), eq(auditLog.targetId, String(who.account.id))));
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit[0])).not.toContain('Royal');
    const state = (await call(ctx.app, 'GET', '/api/account/check-in', who.headers)).json().data;
    expect(state.check_in.fired_at).not.toBeNull();
  });
});

const databaseUrl = process.env.DATABASE_URL;

describe.skipIf(!databaseUrl)('check-in on two app instances on one PostgreSQL', () => {
  let instances: Instance[] = [];
  let close: () => Promise<void> = async () => {};
  beforeAll(async () => {
    ({ instances, close } = await buildInstances(2, {}, { mailWorker: false }));
  });
  afterAll(() => close());

  it('fires once with two app instances on one PostgreSQL', async () => {
    const [a, b] = instances as [Instance, Instance];
    const database = a.deps.database.db;
    const people = [];
    for (let i = 0; i < 12; i++) {
      const who = await withConfirmedContact(a.app, database, `twice${i}@example.dk`, i % 2 ? 'en' : 'da');
      const started = await call(b.app, 'POST', '/api/account/check-in', who.headers, {
        minutes: 15,
        note: `note ${i}`,
      });
      expect(started.statusCode, started.body).toBe(200);
      await runsOutIn(database, who.account.id, -1);
      people.push(who);
    }
    // Both instances sweep at once, again and again.
    const passes = await Promise.all(
      Array.from({ length: 6 }, (_, i) => sweepCheckIns((i % 2 ? a : b).deps)),
    );
    expect(passes.reduce((n, p) => n + p.fired, 0)).toBe(12);
    for (let i = 0; i < 12; i++) {
      const sent = await alerts(database, `twice${i}@example.dk`);
      expect(sent, `twice${i}`).toHaveLength(1);
      expect(sent[0]!.text).toContain(`note ${i}`);
    }
  });
});
